import { ORDER_STATUSES, PAYMENT_METHODS } from '@dukkan/contracts';
import { Button, Collapse, Grid, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import {
  ORDER_PAGE_SIZES,
  ORDER_SORTS,
  countFilters,
  type OrdersQuery,
  type OrdersQueryChanges,
} from './orders-query';

interface OrdersFiltersProps {
  query: OrdersQuery;
  searchText: string;
  onSearchTextChange: (value: string) => void;
  /** Any filter change starts again from page 1. */
  onChange: (changes: OrdersQueryChanges) => void;
}

/** Search, status, payment, dates, sort and rows per page (folded under a button on phones). */
export function OrdersFilters({
  query,
  searchText,
  onSearchTextChange,
  onChange,
}: OrdersFiltersProps) {
  const { t } = useTranslation();
  const change = (changes: OrdersQueryChanges) => onChange({ ...changes, page: 1 });
  const all = (label: string) => ({ value: '', label });
  const isPhone = useMediaQuery('(max-width: 47.99em)', undefined, {
    getInitialValueInEffect: false,
  });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  const activeFilters = countFilters(query);

  const searchInput = (
    <TextInput
      type="search"
      name="search"
      label={t('ordersAdmin.list.search')}
      placeholder={t('ordersAdmin.list.searchPlaceholder')}
      value={searchText}
      onChange={(event) => onSearchTextChange(event.currentTarget.value)}
      leftSection={<IconSearch size={18} aria-hidden />}
      data-testid="orders-search"
    />
  );
  const filterColumns = (
    <>
      <Grid.Col span={{ base: 6, md: 4, lg: 2 }}>
        <NativeSelect
          name="status"
          label={t('ordersAdmin.list.status')}
          value={query.status ?? ''}
          onChange={(event) => change({ status: event.currentTarget.value })}
          data={[
            all(t('ordersAdmin.list.anyStatus')),
            ...ORDER_STATUSES.map((status) => ({
              value: status,
              label: t(`orders.status.${status}`),
            })),
          ]}
          data-testid="orders-status-filter"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 4, lg: 2 }}>
        <NativeSelect
          name="paid"
          label={t('ordersAdmin.list.paid')}
          value={query.paid ?? ''}
          onChange={(event) => change({ paid: event.currentTarget.value })}
          data={[
            all(t('ordersAdmin.list.anyPaid')),
            { value: 'paid', label: t('ordersAdmin.list.paidOnly') },
            { value: 'unpaid', label: t('ordersAdmin.list.unpaidOnly') },
          ]}
          data-testid="orders-paid-filter"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, xs: 6, md: 4, lg: 2 }}>
        <NativeSelect
          name="method"
          label={t('ordersAdmin.list.method')}
          value={query.method ?? ''}
          onChange={(event) => change({ method: event.currentTarget.value })}
          data={[
            all(t('ordersAdmin.list.anyMethod')),
            ...PAYMENT_METHODS.map((method) => ({
              value: method,
              label: t(`orders.paymentMethod.${method}`),
            })),
          ]}
          data-testid="orders-method-filter"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 3, lg: 2 }}>
        <TextInput
          type="date"
          name="from"
          label={t('ordersAdmin.list.from')}
          value={query.from ?? ''}
          max={query.to ?? undefined}
          onChange={(event) => change({ from: event.currentTarget.value })}
          data-testid="orders-from"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 3, lg: 2 }}>
        <TextInput
          type="date"
          name="to"
          label={t('ordersAdmin.list.to')}
          value={query.to ?? ''}
          min={query.from ?? undefined}
          onChange={(event) => change({ to: event.currentTarget.value })}
          data-testid="orders-to"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, xs: 8, md: 4, lg: 4 }}>
        <NativeSelect
          name="sort"
          label={t('ordersAdmin.list.sort')}
          value={query.sort}
          onChange={(event) => change({ sort: event.currentTarget.value })}
          data={ORDER_SORTS.map((sort) => ({
            value: sort,
            label: t(`ordersAdmin.list.sorts.${sort}`),
          }))}
          data-testid="orders-sort"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, xs: 4, md: 2, lg: 2 }}>
        <NativeSelect
          name="pageSize"
          label={t('ordersAdmin.list.pageSize')}
          value={String(query.pageSize)}
          onChange={(event) => change({ pageSize: event.currentTarget.value })}
          data={ORDER_PAGE_SIZES.map((size) => String(size))}
          data-testid="orders-page-size"
        />
      </Grid.Col>
    </>
  );

  if (isPhone) {
    return (
      <Stack gap="sm">
        {searchInput}
        <Button
          variant="default"
          leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
          onClick={() => setFiltersOpen((open) => !open)}
          aria-expanded={filtersOpen}
          aria-controls={panelId}
          data-testid="orders-filters-toggle"
        >
          {activeFilters > 0
            ? t('ordersAdmin.list.filtersActive', { count: activeFilters })
            : t('ordersAdmin.list.filters')}
        </Button>
        <Collapse in={filtersOpen} id={panelId}>
          <Grid gutter="md" align="flex-end">
            {filterColumns}
          </Grid>
        </Collapse>
      </Stack>
    );
  }

  return (
    <Grid gutter="md" align="flex-end">
      <Grid.Col span={{ base: 12, lg: 8 }}>{searchInput}</Grid.Col>
      {filterColumns}
    </Grid>
  );
}
