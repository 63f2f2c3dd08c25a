import type { AdminUser, listUsersQuerySchema, Paged, Role } from '@dukkan/contracts';
import { apiRequest } from '../../../app/api-client';
import type { ParsedQuery } from '../../../lib/list-query';

/** `AdminAccount/GetAllUsers`: paging, a search and a role, as the API reads them. */
export type FetchUsersArgs = ParsedQuery<typeof listUsersQuerySchema>;

export interface ChangeUserRoleArgs {
  userId: number;
  newRole: Role;
}

export const adminAccountApi = {
  list: ({ pageNumber, pageSize, search, role }: FetchUsersArgs, signal?: AbortSignal) =>
    apiRequest<Paged<AdminUser>>('/AdminAccount/GetAllUsers', {
      query: { pageNumber, pageSize, search: search?.trim(), role },
      signal,
    }),

  get: (id: number, signal?: AbortSignal) =>
    apiRequest<AdminUser>(`/AdminAccount/getUserById/${id}`, { signal }),

  remove: (id: number, signal?: AbortSignal) =>
    apiRequest<null>(`/AdminAccount/deleteUser/${id}`, { method: 'DELETE', signal }),

  // The specification passes both values in the query and sends no body.
  changeRole: ({ userId, newRole }: ChangeUserRoleArgs, signal?: AbortSignal) =>
    apiRequest<AdminUser>('/AdminAccount/ChangeUserRole', {
      method: 'PUT',
      query: { userId, newRole },
      signal,
    }),
};
