import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

export interface TaxonomyQueryChanges {
  page?: number;
  search?: string;
}

/** Page and search live in the URL, so reloads, shared links and the back button keep the place. */
export function useTaxonomyQuery() {
  const [params, setParams] = useSearchParams();
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam > 0 ? pageParam : 1;
  const search = params.get('search') ?? '';

  // Two changes can arrive before React re-renders: each builds on the previous one.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);

  const update = useCallback(
    (changes: TaxonomyQueryChanges) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === '' || (key === 'page' && value === 1)) next.delete(key);
        else next.set(key, String(value));
      }
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );

  return { page, search, update };
}
