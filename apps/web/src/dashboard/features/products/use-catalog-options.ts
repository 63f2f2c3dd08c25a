import type { Brand, Category, Language } from '@dukkan/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectBrandsState } from '../../../catalog/brands.slice';
import { fetchBrands } from '../../../catalog/brands.thunks';
import { selectCategoriesState } from '../../../catalog/categories.slice';
import { fetchCategories } from '../../../catalog/categories.thunks';
import { useLanguage } from '../../../i18n/use-language';
import { localName } from '../../../lib/local-name';

/** The API's largest page: the selects offer every brand and category of a shop this size. */
const ALL = { pageNumber: 1, pageSize: 100 } as const;

export interface SelectOption {
  value: string;
  label: string;
}

function sorted(options: SelectOption[], lang: Language): SelectOption[] {
  return options.sort((a, b) => a.label.localeCompare(b.label, lang));
}

function brandOptions(brands: Brand[], lang: Language): SelectOption[] {
  return sorted(
    brands.map((brand) => ({ value: String(brand.id), label: localName(brand, lang) })),
    lang,
  );
}

/** A sub-category reads "Parent › Child", so two "Accessories" under different parents differ. */
function categoryOptions(categories: Category[], lang: Language): SelectOption[] {
  const byId = new Map(categories.map((category) => [category.id, category]));
  return sorted(
    categories.map((category) => {
      const parent = category.parentId === null ? undefined : byId.get(category.parentId);
      const name = localName(category, lang);
      return {
        value: String(category.id),
        label: parent ? `${localName(parent, lang)} › ${name}` : name,
      };
    }),
    lang,
  );
}

/** Loads every brand and category (brands and categories slices) for the selects and filters. */
export function useCatalogOptions() {
  const dispatch = useAppDispatch();
  const lang = useLanguage();
  const { brands, status: brandsStatus } = useAppSelector(selectBrandsState);
  const { categories, status: categoriesStatus } = useAppSelector(selectCategoriesState);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const brandsRequest = dispatch(fetchBrands(ALL));
    const categoriesRequest = dispatch(fetchCategories(ALL));
    return () => {
      brandsRequest.abort();
      categoriesRequest.abort();
    };
  }, [dispatch, attempt]);

  return {
    brands: useMemo(() => brandOptions(brands, lang), [brands, lang]),
    categories: useMemo(() => categoryOptions(categories, lang), [categories, lang]),
    loading: brandsStatus === 'loading' || categoriesStatus === 'loading',
    failed: brandsStatus === 'error' || categoriesStatus === 'error',
    retry: () => setAttempt((count) => count + 1),
  };
}
