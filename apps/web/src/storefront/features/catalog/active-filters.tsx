import type { Brand, Category } from '@dukkan/contracts';
import { Button, Group } from '../../../kit';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLanguage } from '../../../i18n/use-language';
import { nameOf } from './filter-options';
import { useDigits } from '../../../lib/digits-context';
import { formatMoney } from '../../../lib/format-number';
import {
  chosenBrandIds,
  chosenCategoryIds,
  toggleBrand,
  toggleCategory,
  type ProductQuery,
  type ProductQueryChanges,
} from './product-query-params';

interface ActiveFiltersProps {
  query: ProductQuery;
  onChange: (changes: ProductQueryChanges) => void;
  onClearAll: () => void;
  brands: Brand[];
  categories: Category[];
}

interface Chip {
  key: string;
  label: string;
  clear: ProductQueryChanges;
}

/** What narrows the list, each removable with one tap, and "clear all" when there are several. */
export function ActiveFilters({
  query,
  onChange,
  onClearAll,
  brands,
  categories,
}: ActiveFiltersProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const digits = useDigits();
  const price = (amount: number) => formatMoney(amount, lang, digits);

  const chips: Chip[] = [];
  if (query.search) {
    chips.push({
      key: 'search',
      label: t('shop.filters.chipSearch', { value: query.search }),
      clear: { search: '' },
    });
  }
  // One chip per chosen category and brand; removing one keeps the others.
  for (const id of chosenCategoryIds(query)) {
    const category = nameOf(categories, id, lang);
    if (category)
      chips.push({ key: `category-${id}`, label: category, clear: toggleCategory(query, id) });
  }
  for (const id of chosenBrandIds(query)) {
    const brand = nameOf(brands, id, lang);
    if (brand) chips.push({ key: `brand-${id}`, label: brand, clear: toggleBrand(query, id) });
  }
  const { minPrice, maxPrice } = query;
  if (minPrice !== null || maxPrice !== null) {
    const label =
      minPrice !== null && maxPrice !== null
        ? t('shop.filters.chipPrice', { min: price(minPrice), max: price(maxPrice) })
        : minPrice !== null
          ? t('shop.filters.chipMin', { min: price(minPrice) })
          : t('shop.filters.chipMax', { max: price(maxPrice ?? 0) });
    chips.push({ key: 'price', label, clear: { minPrice: null, maxPrice: null } });
  }
  if (query.inStock)
    chips.push({ key: 'inStock', label: t('shop.filters.inStock'), clear: { inStock: false } });
  if (query.hasDiscount) {
    chips.push({
      key: 'hasDiscount',
      label: t('shop.filters.hasDiscount'),
      clear: { hasDiscount: false },
    });
  }
  if (chips.length === 0) return null;

  return (
    <Group gap={8} role="group" aria-label={t('shop.filters.active')} data-testid="active-filters">
      {chips.map((chip) => (
        <Button
          key={chip.key}
          size="compact-sm"
          variant="light"
          radius="xl"
          rightSection={<IconX size={14} aria-hidden />}
          aria-label={t('shop.filters.remove', { label: chip.label })}
          onClick={() => onChange(chip.clear)}
        >
          {chip.label}
        </Button>
      ))}
      {chips.length > 1 && (
        <Button size="compact-sm" variant="subtle" color="gray" c="dark" onClick={onClearAll}>
          {t('shop.list.clearFilters')}
        </Button>
      )}
    </Group>
  );
}
