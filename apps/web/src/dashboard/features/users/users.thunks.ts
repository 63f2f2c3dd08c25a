import type { AdminUser, Paged } from '@dukkan/contracts';
import { AUTH_FALLBACK_MESSAGE, createApiThunk } from '../../../app/api-thunk';
import { adminAccountApi, type ChangeUserRoleArgs, type FetchUsersArgs } from './users.api';

// User administration belonged to the auth area in the specification, so it shares its fallback.
export const fetchUsers = createApiThunk<Paged<AdminUser>, FetchUsersArgs>(
  'users/fetchAll',
  adminAccountApi.list,
  AUTH_FALLBACK_MESSAGE,
);

export const fetchUserById = createApiThunk<AdminUser, number>(
  'users/fetchById',
  adminAccountApi.get,
  AUTH_FALLBACK_MESSAGE,
);

export const deleteUser = createApiThunk<null, number>(
  'users/delete',
  adminAccountApi.remove,
  AUTH_FALLBACK_MESSAGE,
);

export const changeUserRole = createApiThunk<AdminUser, ChangeUserRoleArgs>(
  'users/changeRole',
  adminAccountApi.changeRole,
  AUTH_FALLBACK_MESSAGE,
);

export const usersThunks = [fetchUsers, fetchUserById, deleteUser, changeUserRole] as const;
