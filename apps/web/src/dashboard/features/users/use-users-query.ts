import { listUsersQuerySchema, type Role } from '@dukkan/contracts';
import type { FetchUsersArgs } from './users.api';
import {
  applyListChanges,
  offeredPageSize,
  readListParams,
  useListQuery,
} from '../../../lib/list-query';

/** Rows-per-page choices; the first is the default (the specification's page size of 10). */
export const PAGE_SIZES = [10, 20, 50] as const;

export interface UsersQueryChanges {
  page?: number;
  pageSize?: number;
  search?: string;
  role?: Role | null;
}

/** Read with the schema `GetAllUsers` checks the same request with; a bad value reads as unset. */
export function readUsersQuery(params: URLSearchParams) {
  const fields = readListParams(listUsersQuerySchema, params, {
    pageNumber: 'page',
    pageSize: 'pageSize',
    search: 'search',
    role: 'role',
  });
  return {
    page: fields.pageNumber,
    pageSize: offeredPageSize(PAGE_SIZES, fields.pageSize),
    search: fields.search ?? '',
    role: fields.role ?? null,
  };
}

export type UsersQuery = ReturnType<typeof readUsersQuery>;

/** The `GetAllUsers` request for that state. */
export function toUsersRequest(query: UsersQuery): FetchUsersArgs {
  return {
    pageNumber: query.page,
    pageSize: query.pageSize,
    search: query.search || undefined,
    role: query.role ?? undefined,
  };
}

function applyUsersQueryChanges(params: URLSearchParams, changes: UsersQueryChanges) {
  return applyListChanges(params, changes);
}

/** Paging and filters live in the URL, so reloads and the back button keep the admin's place. */
export function useUsersQuery() {
  return useListQuery(readUsersQuery, applyUsersQueryChanges);
}
