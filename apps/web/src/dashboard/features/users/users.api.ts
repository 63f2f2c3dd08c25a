import type { AdminUser, Paged, Role } from '@dukkan/contracts';
import { apiRequest } from '../../../app/api-client';

export interface FetchUsersArgs {
  pageNumber: number;
  pageSize: number;
  search?: string;
  role?: Role | null;
}

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
