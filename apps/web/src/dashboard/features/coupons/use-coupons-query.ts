import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  applyCouponsQueryChanges,
  readCouponsQuery,
  type CouponsQueryChanges,
} from './coupons-query';

/** The coupons list's page, filters and sort, kept in the URL. */
export function useCouponsQuery() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readCouponsQuery(params), [params]);

  // Two changes can arrive before React re-renders (a filter, then the page): each one must build
  // on the previous one, not on the params of the last render.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);

  const update = useCallback(
    (changes: CouponsQueryChanges) => {
      const next = applyCouponsQueryChanges(latest.current, changes);
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );

  return { query, update };
}
