import type { AdminUser, Paged } from '@dukkan/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiError } from '../../../app/api-client';
import { makeStore } from '../../../app/store';
import { stubFetch } from '../../../testing/fetch-stub';
import { anAdminUser, envelope, envelopeResponse } from '../../../testing/fixtures';
import { installMemoryStorage } from '../../../testing/memory-storage';
import { initialUsersState, selectUsersState, usersReducer, type UsersState } from './users.slice';
import { changeUserRole, deleteUser, fetchUserById, fetchUsers, usersThunks } from './users.thunks';

const firstPage = { pageNumber: 1, pageSize: 10 };
const sara = anAdminUser({ id: 1, firstName: 'Sara', role: 'Customer' });
const omar = anAdminUser({ id: 2, firstName: 'Omar', role: 'Manager' });
const lina = anAdminUser({ id: 3, firstName: 'Lina', role: 'Customer' });

function page(
  items: AdminUser[],
  totalCount: number,
  pageNumber = 1,
  pageSize = 10,
): Paged<AdminUser> {
  return { items, pageNumber, pageSize, totalCount };
}

function loaded(overrides: Partial<UsersState> = {}): UsersState {
  return {
    ...initialUsersState,
    users: [sara, omar, lina],
    paginationData: { currentPage: 2, pageSize: 3, totalCount: 8 },
    ...overrides,
  };
}

const forbidden: ApiError = { message: 'Only admins may do this', statusCode: 403, data: null };

beforeEach(() => {
  installMemoryStorage();
});

describe('initial users state', () => {
  it('starts on page 1 of 10 with nothing counted', () => {
    expect(usersReducer(undefined, { type: 'init' })).toEqual({
      users: [],
      selectedUser: null,
      paginationData: { currentPage: 1, pageSize: 10, totalCount: 0 },
      loading: false,
      error: null,
      message: null,
      statusCode: null,
    });
  });

  it('reads as the initial state before the slice is injected into a store', () => {
    const store = makeStore();
    expect(selectUsersState(store.getState())).toEqual(initialUsersState);
  });
});

describe('every users thunk', () => {
  it.each(usersThunks.map((thunk) => [thunk.typePrefix, thunk] as const))(
    '%s pending turns loading on and clears the error',
    (_name, thunk) => {
      const state = usersReducer(
        { ...initialUsersState, error: forbidden },
        { type: thunk.pending.type, meta: { requestId: 'r', arg: 1, requestStatus: 'pending' } },
      );
      expect(state).toMatchObject({ loading: true, error: null });
    },
  );

  it.each(usersThunks.map((thunk) => [thunk.typePrefix, thunk] as const))(
    '%s rejected stores the error, message and status code',
    (_name, thunk) => {
      const state = usersReducer(
        { ...loaded(), loading: true },
        {
          type: thunk.rejected.type,
          payload: forbidden,
          error: { message: 'Rejected' },
          meta: {
            requestId: 'r',
            arg: 1,
            requestStatus: 'rejected',
            rejectedWithValue: true,
            aborted: false,
            condition: false,
          },
        },
      );
      expect(state).toMatchObject({
        loading: false,
        error: forbidden,
        message: forbidden.message,
        statusCode: 403,
      });
      expect(state.users).toEqual([sara, omar, lina]);
    },
  );
});

describe('fetching users', () => {
  it('fulfilled replaces the list and the paging', () => {
    const state = usersReducer(
      { ...loaded(), loading: true },
      fetchUsers.fulfilled(envelope(page([lina], 21, 3, 5), 'Users'), 'r', {
        pageNumber: 3,
        pageSize: 5,
      }),
    );
    expect(state).toMatchObject({
      users: [lina],
      paginationData: { currentPage: 3, pageSize: 5, totalCount: 21 },
      loading: false,
      message: 'Users',
      statusCode: 200,
    });
  });

  it('an aborted request (replaced by a newer search) leaves the loading flag to the newer one', () => {
    const pending = usersReducer(loaded(), fetchUsers.pending('newer', firstPage));
    const aborted = fetchUsers.rejected(
      new DOMException('aborted', 'AbortError'),
      'older',
      firstPage,
    );
    expect(aborted.meta.aborted).toBe(true);
    expect(usersReducer(pending, aborted)).toEqual(pending);
  });

  it('a real call sends the paging, search and role filter', async () => {
    const { requests } = stubFetch(() => envelopeResponse(envelope(page([omar], 1))));
    const store = makeStore();
    await store.dispatch(
      fetchUsers({ pageNumber: 2, pageSize: 20, search: ' om ', role: 'Manager' }),
    );
    expect(requests[0]?.url).toBe(
      '/api/AdminAccount/GetAllUsers?pageNumber=2&pageSize=20&search=om&role=Manager',
    );
  });
});

describe('one user', () => {
  it('get by id fulfilled stores the selected user', () => {
    const state = usersReducer(loaded(), fetchUserById.fulfilled(envelope(omar), 'r', omar.id));
    expect(state.selectedUser).toEqual(omar);
  });

  it('delete fulfilled removes the user from the list and lowers totalCount by one', () => {
    const state = usersReducer(
      loaded(),
      deleteUser.fulfilled(envelope(null, 'User deleted'), 'r', omar.id),
    );
    expect(state.users).toEqual([sara, lina]);
    expect(state.paginationData).toEqual({ currentPage: 2, pageSize: 3, totalCount: 7 });
    expect(state).toMatchObject({ message: 'User deleted', loading: false });
  });

  it('delete never counts below zero', () => {
    const state = usersReducer(
      loaded({ users: [sara], paginationData: { currentPage: 1, pageSize: 10, totalCount: 0 } }),
      deleteUser.fulfilled(envelope(null), 'r', sara.id),
    );
    expect(state.paginationData.totalCount).toBe(0);
  });

  it('role change fulfilled updates the user in the list and the selected user', () => {
    const promoted = { ...sara, role: 'Manager' as const, userRole: 'Manager' as const };
    const state = usersReducer(
      loaded({ selectedUser: sara }),
      changeUserRole.fulfilled(envelope(promoted, 'Role changed'), 'r', {
        userId: sara.id,
        newRole: 'Manager',
      }),
    );
    expect(state.users).toEqual([promoted, omar, lina]);
    expect(state.selectedUser).toEqual(promoted);
    expect(state.message).toBe('Role changed');
  });

  it('role change leaves another selected user alone', () => {
    const promoted = { ...sara, role: 'Admin' as const, userRole: 'Admin' as const };
    const state = usersReducer(
      loaded({ selectedUser: omar }),
      changeUserRole.fulfilled(envelope(promoted), 'r', { userId: sara.id, newRole: 'Admin' }),
    );
    expect(state.selectedUser).toEqual(omar);
  });

  it('a real role change sends userId and newRole in the query with no body', async () => {
    const { requests } = stubFetch(() =>
      envelopeResponse(envelope({ ...lina, role: 'Admin', userRole: 'Admin' })),
    );
    const store = makeStore();
    await store.dispatch(changeUserRole({ userId: lina.id, newRole: 'Admin' }));
    expect(requests[0]?.url).toBe('/api/AdminAccount/ChangeUserRole?userId=3&newRole=Admin');
    expect(requests[0]?.init).toMatchObject({ method: 'PUT', body: undefined });
  });
});
