import { Badge, Box, Button, Drawer, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useNumberFormat } from '../../../lib/use-number-format';

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
      <Drawer
        opened={opened}
        onClose={drawer.close}
        // Mantine lays drawers out with flexbox, so "right" is the inline end: left in Arabic.
        position="right"
        size={340}
        title={
          <Text fw={700} fz="lg" component="span">
            {t('shop.filters.title')}
          </Text>
        }
        closeButtonProps={{ 'aria-label': t('common.close') }}
        data-testid="filters-drawer"
      >
        {children}
        <Box pos="sticky" bottom={0} pt="md" pb="xs" bg="white">
          <Button fullWidth onClick={drawer.close} data-testid="show-results">
            {resultText}
          </Button>
        </Box>
      </Drawer>
    </>
  );
}
