import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  DEFAULT_PRODUCT_QUERY,
  changeProductQuery,
  parseProductQuery,
  writeProductQuery,
  type ProductQuery,
  type ProductQueryChanges,
} from './product-query-params';

export interface ProductQueryParams {
  query: ProductQuery;
  /** Applies changes to the URL; anything but a page change goes back to page 1. */
  update: (changes: ProductQueryChanges) => void;
  /** Removes the search and every filter, keeping the sort. */
  clearFilters: () => void;
}

/**
 * The list's search, filters, sort and page, read from and written to the URL. Each change is a
 * new history entry, so the back button undoes a filter and a shared link shows the same list.
 */
export function useProductQueryParams(): ProductQueryParams {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseProductQuery(params), [params]);

  // Two changes can arrive before React re-renders (a price range, then a brand): each builds on
  // the previous one, not on the params of the last render.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);

  const update = useCallback(
    (changes: ProductQueryChanges) => {
      const current = parseProductQuery(latest.current);
      const next = writeProductQuery(changeProductQuery(current, changes), latest.current);
      if (next.toString() === latest.current.toString()) return;
      latest.current = next;
      // A new page starts at the top; a filter keeps the shopper where the filter is.
      setParams(next, {
        preventScrollReset: !('page' in changes) || Object.keys(changes).length > 1,
      });
    },
    [setParams],
  );

  const clearFilters = useCallback(() => {
    const { sortBy, sortDirection } = parseProductQuery(latest.current);
    update({ ...DEFAULT_PRODUCT_QUERY, sortBy, sortDirection });
  }, [update]);

  return { query, update, clearFilters };
}
