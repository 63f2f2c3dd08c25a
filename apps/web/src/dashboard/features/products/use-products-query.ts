import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { applyQueryChanges, readProductsQuery, type ProductsQueryChanges } from './products-query';

/** The products list's page, filters and sort, kept in the URL. */
export function useProductsQuery() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readProductsQuery(params), [params]);

  // Two changes can arrive before React re-renders (a filter, then the page): each one must build
  // on the previous one, not on the params of the last render.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);

  const update = useCallback(
    (changes: ProductsQueryChanges) => {
      const next = applyQueryChanges(latest.current, changes);
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );

  return { query, update };
}
