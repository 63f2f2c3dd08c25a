import { Group, Pagination } from '../kit';
import { useTranslation } from '../i18n/use-translation';
import { useNumberFormat } from '../lib/use-number-format';

interface AppPaginationProps {
  /** Accessible name of the surrounding navigation landmark. */
  label: string;
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  testId?: string;
  /** Fewer, smaller page buttons so the whole control fits a phone's width on one line. */
  compact?: boolean;
}

/** Page numbers in the page's digits, with translated control names; nothing for a single page. */
export function AppPagination({
  label,
  page,
  totalPages,
  onChange,
  testId,
  compact = false,
}: AppPaginationProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  if (totalPages <= 1) return null;
  return (
    <Group justify="center" component="nav" aria-label={label}>
      <Pagination
        total={totalPages}
        value={Math.min(page, totalPages)}
        onChange={onChange}
        siblings={compact ? 0 : 1}
        size={compact ? 'sm' : 'md'}
        getControlProps={(control) => ({ 'aria-label': t(`common.pager.${control}`) })}
        getItemProps={(item) => ({
          'aria-label': t('common.pager.page', { page: format.number(item) }),
          children: format.number(item),
        })}
        data-testid={testId}
      />
    </Group>
  );
}
