import { ROLES, type Role } from '@dukkan/contracts';
import { applyListChanges, oneOf, positiveInt, useListQuery } from '../../../lib/list-query';

/** Rows-per-page choices; the first is the default (the specification's page size of 10). */
export const PAGE_SIZES = [10, 20, 50] as const;

export interface UsersQueryChanges {
  page?: number;
  pageSize?: number;
  search?: string;
  role?: Role | null;
}

function readUsersQuery(params: URLSearchParams) {
  return {
    page: positiveInt(params.get('page')) ?? 1,
    pageSize: PAGE_SIZES.find((size) => size === Number(params.get('pageSize'))) ?? PAGE_SIZES[0],
    search: params.get('search') ?? '',
    role: oneOf(ROLES, params.get('role')),
  };
}

function applyUsersQueryChanges(params: URLSearchParams, changes: UsersQueryChanges) {
  return applyListChanges(params, changes);
}

/** Paging and filters live in the URL, so reloads and the back button keep the admin's place. */
export function useUsersQuery() {
  return useListQuery(readUsersQuery, applyUsersQueryChanges);
}
