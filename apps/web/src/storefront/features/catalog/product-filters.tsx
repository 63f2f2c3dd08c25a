import type { Brand, Category, ProductFacets } from '@dukkan/contracts';
import { Stack, Switch, TextInput } from '../../../kit';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLanguage } from '../../../i18n/use-language';
import { FacetChecklist } from './facet-checklist';
import { categoryOptions, nameOptions, withCounts } from './filter-options';
import { PriceRangeFilter } from './price-range-filter';
import {
  chosenBrandIds,
  chosenCategoryIds,
  toggleBrand,
  toggleCategory,
  type ProductQuery,
  type ProductQueryChanges,
} from './product-query-params';

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

/**
 * Search, categories, brands, price range, in stock and discounted only; each applies at once (the
 * search and the price after a pause in typing).
 */
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
  const chosenBrands = chosenBrandIds(query);
  const chosenCategories = chosenCategoryIds(query);
  const brandOptions = withCounts(nameOptions(brands, lang), facets?.brands, chosenBrands);
  const categoryChoices = withCounts(
    categoryOptions(categories, lang),
    facets?.categories,
    chosenCategories,
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
      {!hide.category && (
        <FacetChecklist
          legend={t('shop.filters.category')}
          name="categoryIds"
          options={categoryChoices}
          chosenIds={chosenCategories}
          onToggle={(id) => onChange(toggleCategory(query, id))}
          idPrefix={idPrefix}
          isCounting={isCounting}
          testId="filter-category"
        />
      )}
      {!hide.brand && (
        <FacetChecklist
          legend={t('shop.filters.brand')}
          name="brandIds"
          options={brandOptions}
          chosenIds={chosenBrands}
          onToggle={(id) => onChange(toggleBrand(query, id))}
          idPrefix={idPrefix}
          isCounting={isCounting}
          testId="filter-brand"
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
