import { Box, LoadingOverlay } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Icon } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { TaxonomyCards } from './taxonomy-cards';
import type { TaxonomyList } from './taxonomy-kind';
import { TaxonomyEmpty, TaxonomyLoadError } from './taxonomy-list-states';
import { TaxonomyTable, type TaxonomyViewProps } from './taxonomy-table';

interface TaxonomyListViewProps extends Omit<TaxonomyViewProps, 'items'> {
  list: TaxonomyList;
  icon: Icon;
  search: string;
  onRetry: () => void;
  onClearSearch: () => void;
  onAdd: () => void;
}

/** The list in its current state: loading, failed, empty, a table (wide) or cards (phones). */
export function TaxonomyListView({
  list,
  icon,
  search,
  onRetry,
  onClearSearch,
  onAdd,
  ...view
}: TaxonomyListViewProps) {
  const { t } = useTranslation();
  // Mantine's `sm` breakpoint; read at once so a phone never renders the table first.
  const isWide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const { items, status, error } = list;

  if (status === 'error') {
    return (
      <TaxonomyLoadError
        kindKey={view.kindKey}
        message={error?.message ?? null}
        onRetry={onRetry}
      />
    );
  }

  const loading = status === 'idle' || status === 'loading';
  const List = isWide ? TaxonomyTable : TaxonomyCards;
  return (
    <Box pos="relative" aria-busy={loading} mih={loading && items.length === 0 ? 240 : undefined}>
      <LoadingOverlay
        visible={loading}
        overlayProps={{ blur: 1 }}
        loaderProps={{ role: 'status', 'aria-label': t('common.loading') }}
      />
      {items.length > 0 && <List items={items} {...view} />}
      {items.length === 0 && !loading && (
        <TaxonomyEmpty
          kindKey={view.kindKey}
          icon={icon}
          search={search}
          onClearSearch={onClearSearch}
          onAdd={onAdd}
        />
      )}
    </Box>
  );
}
