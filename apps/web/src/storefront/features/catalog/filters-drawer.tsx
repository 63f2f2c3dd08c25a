import { Badge, Button } from '../../../kit';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useNumberFormat } from '../../../lib/use-number-format';
import { useOnceTrue } from '../../../lib/use-once-true';
import { lazyWithKit } from '../../../app/with-kit';

// The drawer (Mantine's Drawer: modal, focus trap, scroll lock, a scroll area that brings
// floating-ui with it) loads when the button is first pressed, not with every listing page.
const FiltersDrawerPanel = lazyWithKit(() => import('./filters-drawer-panel'));

interface FiltersDrawerProps {
  activeCount: number;
  /** "Show results (12)": the list updates behind the drawer as filters change. */
  resultText: string;
  children: ReactNode;
}

/** Phones and tablets: the filters in a side drawer, opened from a button beside the sort. */
export function FiltersDrawer({ activeCount, resultText, children }: FiltersDrawerProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const [opened, drawer] = useDisclosure(false);
  const mounted = useOnceTrue(opened);
  return (
    <>
      <Button
        variant="default"
        size="sm"
        leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
        rightSection={
          activeCount > 0 ? (
            <Badge size="sm" circle aria-hidden>
              {format.number(activeCount)}
            </Badge>
          ) : undefined
        }
        aria-haspopup="dialog"
        onClick={drawer.open}
        data-testid="open-filters"
      >
        {t('shop.filters.open')}
        {/* The badge is decoration; its meaning is read out as part of the button's text. */}
        {activeCount > 0 && (
          <span className="visually-hidden">
            {` ${t('shop.filters.activeCount', { count: format.number(activeCount) })}`}
          </span>
        )}
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <FiltersDrawerPanel opened={opened} onClose={drawer.close} resultText={resultText}>
            {children}
          </FiltersDrawerPanel>
        </Suspense>
      )}
    </>
  );
}
