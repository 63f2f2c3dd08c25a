import type { AdminUser } from '@dukkan/contracts';
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import {
  addRequestStatusMatchers,
  initialRequestStatus,
  type RequestStatus,
} from '../../../app/request-status';
import { rootReducer } from '../../../app/store';
import { changeUserRole, deleteUser, fetchUserById, fetchUsers, usersThunks } from './users.thunks';

export interface PaginationData {
  currentPage: number;
  pageSize: number;
  totalCount: number;
}

export interface UsersState extends RequestStatus {
  users: AdminUser[];
  selectedUser: AdminUser | null;
  paginationData: PaginationData;
}

export const initialUsersState: UsersState = {
  users: [],
  selectedUser: null,
  paginationData: { currentPage: 1, pageSize: 10, totalCount: 0 },
  ...initialRequestStatus,
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
      });
    // A list request replaced by a newer one (search typed further) is not a failure.
    addRequestStatusMatchers(builder, usersThunks, { ignoreAborted: true });
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
