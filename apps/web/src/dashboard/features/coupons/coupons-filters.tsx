import { COUPON_SORTS, COUPON_STATUSES } from '@dukkan/contracts';
import { Grid, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { COUPON_PAGE_SIZES, type CouponsQuery, type CouponsQueryChanges } from './coupons-query';

interface CouponsFiltersProps {
  query: CouponsQuery;
  searchText: string;
  onSearchTextChange: (value: string) => void;
  /** Any filter change starts again from page 1. */
  onChange: (changes: CouponsQueryChanges) => void;
}

/** Search by code, status, sort and rows per page: few enough to stay open on phones too. */
export function CouponsFilters({
  query,
  searchText,
  onSearchTextChange,
  onChange,
}: CouponsFiltersProps) {
  const { t } = useTranslation();
  const change = (changes: CouponsQueryChanges) => onChange({ ...changes, page: 1 });
  return (
    <Grid gutter="md" align="flex-end">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <TextInput
          type="search"
          name="search"
          label={t('couponsAdmin.list.search')}
          placeholder={t('couponsAdmin.list.searchPlaceholder')}
          value={searchText}
          onChange={(event) => onSearchTextChange(event.currentTarget.value)}
          leftSection={<IconSearch size={18} aria-hidden />}
          data-testid="coupons-search"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 3 }}>
        <NativeSelect
          name="status"
          label={t('couponsAdmin.list.status')}
          value={query.status ?? ''}
          onChange={(event) => change({ status: event.currentTarget.value })}
          data={[
            { value: '', label: t('couponsAdmin.list.anyStatus') },
            ...COUPON_STATUSES.map((status) => ({
              value: status,
              label: t(`couponsAdmin.status.${status}`),
            })),
          ]}
          data-testid="coupons-status-filter"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 3 }}>
        <NativeSelect
          name="sort"
          label={t('couponsAdmin.list.sort')}
          value={query.sort}
          onChange={(event) => change({ sort: event.currentTarget.value })}
          data={COUPON_SORTS.map((sort) => ({
            value: sort,
            label: t(`couponsAdmin.list.sorts.${sort}`),
          }))}
          data-testid="coupons-sort"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 2 }}>
        <NativeSelect
          name="pageSize"
          label={t('couponsAdmin.list.pageSize')}
          value={String(query.pageSize)}
          onChange={(event) => change({ pageSize: event.currentTarget.value })}
          data={COUPON_PAGE_SIZES.map((size) => String(size))}
          data-testid="coupons-page-size"
        />
      </Grid.Col>
    </Grid>
  );
}
