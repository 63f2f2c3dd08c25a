import type { AdminUser } from '@dukkan/contracts';
import { createSlice, isFulfilled, isPending, isRejected, type WithSlice } from '@reduxjs/toolkit';
import type { ApiError } from '../../../app/api-client';
import { rootReducer } from '../../../app/store';
import { changeUserRole, deleteUser, fetchUserById, fetchUsers, usersThunks } from './users.thunks';

export interface PaginationData {
  currentPage: number;
  pageSize: number;
  totalCount: number;
}

export interface UsersState {
  users: AdminUser[];
  selectedUser: AdminUser | null;
  paginationData: PaginationData;
  loading: boolean;
  error: ApiError | null;
  message: string | null;
  statusCode: number | null;
}

export const initialUsersState: UsersState = {
  users: [],
  selectedUser: null,
  paginationData: { currentPage: 1, pageSize: 10, totalCount: 0 },
  loading: false,
  error: null,
  message: null,
  statusCode: null,
};

export const usersSlice = createSlice({
  name: 'users',
  initialState: initialUsersState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchUsers.fulfilled, (state, { payload }) => {
        const { items, pageNumber, pageSize, totalCount } = payload.data;
        state.users = items;
        state.paginationData = { currentPage: pageNumber, pageSize, totalCount };
      })
      .addCase(fetchUserById.fulfilled, (state, { payload }) => {
        state.selectedUser = payload.data;
      })
      .addCase(deleteUser.fulfilled, (state, { meta }) => {
        state.users = state.users.filter((user) => user.id !== meta.arg);
        state.paginationData.totalCount = Math.max(0, state.paginationData.totalCount - 1);
      })
      .addCase(changeUserRole.fulfilled, (state, { payload }) => {
        const updated = payload.data;
        state.users = state.users.map((user) => (user.id === updated.id ? updated : user));
        if (state.selectedUser?.id === updated.id) state.selectedUser = updated;
      })
      .addMatcher(isPending(...usersThunks), (state) => {
        state.loading = true;
        state.error = null;
      })
      .addMatcher(isFulfilled(...usersThunks), (state, { payload }) => {
        state.loading = false;
        state.error = null;
        state.message = payload.message;
        state.statusCode = payload.statusCode;
      })
      .addMatcher(isRejected(...usersThunks), (state, action) => {
        // A list request replaced by a newer one (search typed further) is not a failure.
        if (action.meta.aborted) return;
        state.loading = false;
        const error = action.payload ?? null;
        state.error = error;
        state.message = error?.message ?? null;
        state.statusCode = error?.statusCode ?? null;
      });
  },
});

export const usersReducer = usersSlice.reducer;

declare module '../../../app/store' {
  // Declaration merging needs an interface; it adds the `users` key to the root state's type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof usersSlice> {}
}

/** Injected when the dashboard's users screen loads; selectors fall back to the initial state before. */
export const injectedUsersSlice = usersSlice.injectInto(rootReducer);

export const selectUsersState = injectedUsersSlice.selectSlice;
