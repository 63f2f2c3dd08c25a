import type { ProductFacetsFilters } from '@dukkan/contracts';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useRequest } from '../../../app/use-request';
import { selectProductsState, type FacetsState } from '../../../catalog/products.slice';
import { fetchProductFacets } from '../../../catalog/products.thunks';
import { useLanguage } from '../../../i18n/use-language';

/**
 * The filter panel's counts and price bounds for the list's search and filters. One call per
 * filter change: the key leaves out the page and the sort, and the search reaches the URL (and so
 * this key) only after the filter box's debounce. A newer call aborts the one in flight.
 */
export function useProductFacets(request: ProductFacetsFilters): FacetsState {
  const dispatch = useAppDispatch();
  const lang = useLanguage();
  // The language is part of the key: the answer's brand and category names follow it.
  useRequest(() => dispatch(fetchProductFacets(request)), `${lang}:${JSON.stringify(request)}`);
  return useAppSelector((state) => selectProductsState(state).facets);
}
