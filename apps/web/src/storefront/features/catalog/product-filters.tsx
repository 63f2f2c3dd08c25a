import type { Brand, Category, ProductFacets } from '@dukkan/contracts';
import { NativeSelect, Stack, Switch, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { useDigits } from '../../../lib/digits-context';
import { formatCount } from '../../../lib/format-number';
import { categoryOptions, nameOptions, withCounts } from './filter-options';
import { PriceRangeFilter } from './price-range-filter';
import type { ProductQuery, ProductQueryChanges } from './product-query-params';

/** Filters a page fixes itself (the category page's category, the offers page's discount). */
export interface HiddenFilters {
  brand?: boolean;
  category?: boolean;
  discount?: boolean;
}

export interface ProductFiltersProps {
  query: ProductQuery;
  onChange: (changes: ProductQueryChanges) => void;
  brands: Brand[];
  categories: Category[];
  hide?: HiddenFilters;
  /** Counts and price bounds for the current search and filters; null until they arrive. */
  facets?: ProductFacets | null;
  /** True while newer counts load: the ones shown belong to the previous filters. */
  isCounting?: boolean;
  /** The sidebar and the phone drawer can both be in the page: ids must differ. */
  idPrefix: string;
}

const SEARCH_DEBOUNCE_MS = 400;

const toId = (value: string) => (value ? Number(value) : null);

/** Search, brand, category, price range, in stock and discounted only; each applies at once. */
export function ProductFilters({
  query,
  onChange,
  brands,
  categories,
  hide = {},
  facets = null,
  isCounting = false,
  idPrefix,
}: ProductFiltersProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const digits = useDigits();
  const counted = (name: string, count: number) =>
    t('shop.filters.optionCount', { name, count: formatCount(count, lang, digits) });
  const brandOptions = withCounts(
    nameOptions(brands, lang),
    facets?.brands,
    query.brandId,
    counted,
  );
  const categoryChoices = withCounts(
    categoryOptions(categories, lang),
    facets?.categories,
    query.categoryId,
    counted,
  );
  const [searchText, setSearchText] = useState(query.search);
  const [shownSearch, setShownSearch] = useState(query.search);
  const commitSearch = useDebouncedCallback(
    (text: string) => onChange({ search: text.trim() }),
    SEARCH_DEBOUNCE_MS,
  );

  // Keep the box in step with the URL (the header search, the back button, a removed chip).
  if (shownSearch !== query.search) {
    setShownSearch(query.search);
    setSearchText(query.search);
  }

  return (
    <Stack gap="md">
      <TextInput
        id={`${idPrefix}-search`}
        type="search"
        name="search"
        label={t('shop.filters.search')}
        placeholder={t('shop.filters.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={searchText}
        onChange={(event) => {
          setSearchText(event.currentTarget.value);
          commitSearch(event.currentTarget.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onChange({ search: searchText.trim() });
        }}
      />
      {!hide.brand && (
        <NativeSelect
          id={`${idPrefix}-brand`}
          name="brandId"
          label={t('shop.filters.brand')}
          value={query.brandId === null ? '' : String(query.brandId)}
          onChange={(event) => onChange({ brandId: toId(event.currentTarget.value) })}
          data={[{ value: '', label: t('shop.filters.allBrands') }, ...brandOptions]}
          // Counted and none holds a product (a search that found nothing): nothing to choose.
          disabled={brandOptions.length === 0}
          aria-busy={isCounting}
          data-testid="filter-brand"
        />
      )}
      {!hide.category && (
        <NativeSelect
          id={`${idPrefix}-category`}
          name="categoryId"
          label={t('shop.filters.category')}
          value={query.categoryId === null ? '' : String(query.categoryId)}
          onChange={(event) => onChange({ categoryId: toId(event.currentTarget.value) })}
          data={[{ value: '', label: t('shop.filters.allCategories') }, ...categoryChoices]}
          disabled={categoryChoices.length === 0}
          aria-busy={isCounting}
          data-testid="filter-category"
        />
      )}
      <PriceRangeFilter
        idPrefix={idPrefix}
        minPrice={query.minPrice}
        maxPrice={query.maxPrice}
        bounds={facets?.price}
        onApply={onChange}
      />
      <Switch
        id={`${idPrefix}-in-stock`}
        name="inStock"
        label={t('shop.filters.inStock')}
        checked={query.inStock}
        onChange={(event) => onChange({ inStock: event.currentTarget.checked })}
      />
      {!hide.discount && (
        <Switch
          id={`${idPrefix}-discount`}
          name="hasDiscount"
          label={t('shop.filters.hasDiscount')}
          checked={query.hasDiscount}
          onChange={(event) => onChange({ hasDiscount: event.currentTarget.checked })}
        />
      )}
    </Stack>
  );
}
