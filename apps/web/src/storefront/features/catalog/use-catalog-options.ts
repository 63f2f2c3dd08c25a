import type { Brand, Category } from '@dukkan/contracts';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectBrandsState } from '../../../catalog/brands.slice';
import { fetchBrands } from '../../../catalog/brands.thunks';
import { selectCategoriesState } from '../../../catalog/categories.slice';
import { fetchCategories } from '../../../catalog/categories.thunks';
import { useRequest, type RequestState } from '../../../app/use-request';

/** The API's largest page: the demo shop has a dozen of each, a real one a few dozen. */
const ALL = { pageNumber: 1, pageSize: 100 };

export interface CatalogOptions {
  brands: Brand[];
  categories: Category[];
  request: RequestState;
}

/**
 * Every brand and category, for the filter selects, the chips and the home strips. Loaded into
 * the brands and categories slices each time a screen that needs them opens (the dashboard may
 * have left a searched page of them there).
 */
export function useCatalogOptions(): CatalogOptions {
  const dispatch = useAppDispatch();
  const { brands } = useAppSelector(selectBrandsState);
  const { categories } = useAppSelector(selectCategoriesState);
  const request = useRequest(() => {
    const brandsRequest = dispatch(fetchBrands(ALL));
    const categoriesRequest = dispatch(fetchCategories(ALL));
    return {
      abort: () => {
        brandsRequest.abort();
        categoriesRequest.abort();
      },
      unwrap: () => Promise.all([brandsRequest.unwrap(), categoriesRequest.unwrap()]),
    };
  }, 'catalog-options');
  return { brands, categories, request };
}
