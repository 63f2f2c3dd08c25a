import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { applyOrdersQueryChanges, readOrdersQuery, type OrdersQueryChanges } from './orders-query';

/** The orders list's page, filters and sort, kept in the URL. */
export function useOrdersQuery() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readOrdersQuery(params), [params]);

  // Two changes can arrive before React re-renders (a filter, then the page): each one must build
  // on the previous one, not on the params of the last render.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);

  const update = useCallback(
    (changes: OrdersQueryChanges) => {
      const next = applyOrdersQueryChanges(latest.current, changes);
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );

  return { query, update };
}
