import { ROLES, type Role } from '@dukkan/contracts';
import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** Rows-per-page choices; the first is the default (the specification's page size of 10). */
export const PAGE_SIZES = [10, 20, 50] as const;

export interface UsersQueryChanges {
  page?: number;
  pageSize?: number;
  search?: string;
  role?: Role | null;
}

/** Paging and filters live in the URL, so reloads and the back button keep the admin's place. */
export function useUsersQuery() {
  const [params, setParams] = useSearchParams();
  const pageParam = Number(params.get('page'));
  const sizeParam = Number(params.get('pageSize'));
  const query = {
    page: Number.isInteger(pageParam) && pageParam > 0 ? pageParam : 1,
    pageSize: PAGE_SIZES.find((size) => size === sizeParam) ?? PAGE_SIZES[0],
    search: params.get('search') ?? '',
    role: ROLES.find((role) => role === params.get('role')) ?? null,
  };

  // Two changes can arrive before React re-renders (pick a role, then a page size): each one
  // must build on the previous one, not on the params of the last render.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);

  const update = useCallback(
    (changes: UsersQueryChanges) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '' || (key === 'page' && value === 1)) next.delete(key);
        else next.set(key, String(value));
      }
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );

  return { query, update };
}
