import { STOCK_STATUSES } from '@dukkan/contracts';
import { Button, Checkbox, Collapse, Grid, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import {
  LIST_SORTS,
  PAGE_SIZES,
  type ProductsQuery,
  type ProductsQueryChanges,
} from './products-query';
import type { SelectOption } from './use-catalog-options';

interface ProductsFiltersProps {
  query: ProductsQuery;
  searchText: string;
  onSearchTextChange: (value: string) => void;
  /** Any filter change starts again from page 1. */
  onChange: (changes: ProductsQueryChanges) => void;
  brands: SelectOption[];
  categories: SelectOption[];
}

/** Search, the catalogue filters, sort and rows per page (folded under a button on phones). */
export function ProductsFilters({
  query,
  searchText,
  onSearchTextChange,
  onChange,
  brands,
  categories,
}: ProductsFiltersProps) {
  const { t } = useTranslation();
  const change = (changes: ProductsQueryChanges) => onChange({ ...changes, page: 1 });
  const all = (label: string) => ({ value: '', label });
  // Phones fold the filters away under one button, so the products start near the top.
  const isPhone = useMediaQuery('(max-width: 47.99em)', undefined, {
    getInitialValueInEffect: false,
  });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  const activeFilters =
    [query.brandId, query.categoryId, query.status, query.stock].filter((value) => value !== null)
      .length + (query.discounted ? 1 : 0);

  const searchInput = (
    <TextInput
      type="search"
      name="search"
      label={t('productsAdmin.list.search')}
      placeholder={t('productsAdmin.list.searchPlaceholder')}
      value={searchText}
      onChange={(event) => onSearchTextChange(event.currentTarget.value)}
      leftSection={<IconSearch size={18} aria-hidden />}
      data-testid="products-search"
    />
  );
  const filterColumns = (
    <>
      <Grid.Col span={{ base: 6, md: 3, lg: 2 }}>
        <NativeSelect
          name="brandId"
          label={t('productsAdmin.fields.brand')}
          value={query.brandId === null ? '' : String(query.brandId)}
          onChange={(event) => change({ brandId: event.currentTarget.value })}
          data={[all(t('productsAdmin.list.allBrands')), ...brands]}
          data-testid="products-brand-filter"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 3, lg: 2 }}>
        <NativeSelect
          name="categoryId"
          label={t('productsAdmin.fields.category')}
          value={query.categoryId === null ? '' : String(query.categoryId)}
          onChange={(event) => change({ categoryId: event.currentTarget.value })}
          data={[all(t('productsAdmin.list.allCategories')), ...categories]}
          data-testid="products-category-filter"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 3, lg: 2 }}>
        <NativeSelect
          name="status"
          label={t('productsAdmin.list.status')}
          value={query.status ?? ''}
          onChange={(event) => change({ status: event.currentTarget.value })}
          data={[
            all(t('productsAdmin.list.anyStatus')),
            { value: 'active', label: t('productsAdmin.status.active') },
            { value: 'inactive', label: t('productsAdmin.status.inactive') },
          ]}
          data-testid="products-status-filter"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 3, lg: 2 }}>
        <NativeSelect
          name="stock"
          label={t('productsAdmin.list.stock')}
          value={query.stock ?? ''}
          onChange={(event) => change({ stock: event.currentTarget.value })}
          data={[
            all(t('productsAdmin.list.anyStock')),
            ...STOCK_STATUSES.map((status) => ({
              value: status,
              label: t(`productsAdmin.list.stockStatus.${status}`),
            })),
          ]}
          data-testid="products-stock-filter"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, xs: 6, md: 4, lg: 4 }}>
        <NativeSelect
          name="sort"
          label={t('productsAdmin.list.sort')}
          value={query.sort}
          onChange={(event) => change({ sort: event.currentTarget.value })}
          data={LIST_SORTS.map((sort) => ({
            value: sort,
            label: t(`productsAdmin.list.sorts.${sort}`),
          }))}
          data-testid="products-sort"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, xs: 3, md: 4, lg: 2 }}>
        <NativeSelect
          name="pageSize"
          label={t('productsAdmin.list.pageSize')}
          value={String(query.pageSize)}
          onChange={(event) => change({ pageSize: event.currentTarget.value })}
          data={PAGE_SIZES.map((size) => String(size))}
          data-testid="products-page-size"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, xs: 3, md: 4, lg: 6 }}>
        <Checkbox
          name="discounted"
          label={t('productsAdmin.list.discountedOnly')}
          checked={query.discounted}
          onChange={(event) => change({ discounted: event.currentTarget.checked ? 'true' : null })}
          mb={8}
          data-testid="products-discounted-filter"
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
          data-testid="products-filters-toggle"
        >
          {activeFilters > 0
            ? t('productsAdmin.list.filtersActive', { count: activeFilters })
            : t('productsAdmin.list.filters')}
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
      <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>{searchInput}</Grid.Col>
      {filterColumns}
    </Grid>
  );
}
