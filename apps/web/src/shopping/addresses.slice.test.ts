import type { UnknownAction } from '@reduxjs/toolkit';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiError } from '../app/api-client';
import { isUnauthorizedRejection } from '../app/api-thunk';
import { logout } from '../app/auth/auth.slice';
import { makeStore, type AppStore } from '../app/store';
import { anAddress } from '../testing/checkout-fixtures';
import { stubFetch } from '../testing/fetch-stub';
import { envelope, envelopeResponse } from '../testing/fixtures';
import { installMemoryStorage, type MemoryStorage } from '../testing/memory-storage';
import { byName, pendingAction, rejectedAction } from '../testing/thunk-actions';
import {
  addressesReducer,
  initialAddressesState,
  selectAddressesState,
  type AddressesState,
} from './addresses.slice';
import {
  addAddress,
  addressThunks,
  deleteAddress,
  fetchAddressById,
  fetchMyAddresses,
  updateAddress,
} from './addresses.thunks';

const home = anAddress({ id: 1, label: 'Home', isDefault: true });
const work = anAddress({ id: 2, label: 'Work' });
const family = anAddress({ id: 3, label: 'Family' });
const fields = {
  label: 'Work',
  city: 'Jeddah',
  district: 'Al Rawdah',
  street: 'Prince Sultan Road',
  buildingNumber: '4321',
  postalCode: '23435',
  additionalNumber: '8765',
  details: 'Second floor',
  isDefault: false,
};

function loaded(overrides: Partial<AddressesState> = {}): AddressesState {
  return {
    ...initialAddressesState,
    addresses: [home, work, family],
    address: work,
    status: 'done',
    ...overrides,
  };
}

const invalid: ApiError = {
  message: 'Postal code: must be the 5-digit postal code',
  statusCode: 400,
  data: { postalCode: ['must be the 5-digit postal code'] },
};
const unauthorized: ApiError = { message: 'Please sign in again', statusCode: 401, data: null };

type Call = (store: AppStore) => Promise<UnknownAction>;
const calls: [string, Call, string][] = [
  ['addAddress', (s) => s.dispatch(addAddress(fields)), 'Failed to add address'],
  [
    'updateAddress',
    (s) => s.dispatch(updateAddress({ id: 2, ...fields })),
    'Failed to update address',
  ],
  ['deleteAddress', (s) => s.dispatch(deleteAddress(2)), 'Failed to delete address'],
  ['fetchAddressById', (s) => s.dispatch(fetchAddressById(2)), 'Failed to fetch address'],
  ['fetchMyAddresses', (s) => s.dispatch(fetchMyAddresses()), 'Failed to fetch addresses'],
];

let storage: MemoryStorage;
beforeEach(() => {
  storage = installMemoryStorage();
});

describe('initial addresses state', () => {
  it('is empty and idle', () => {
    expect(addressesReducer(undefined, { type: 'init' })).toEqual({
      addresses: [],
      address: null,
      status: 'idle',
      loading: false,
      error: null,
      message: null,
      statusCode: null,
    });
  });

  it('reads as the initial state in a fresh store', () => {
    expect(selectAddressesState(makeStore().getState())).toEqual(initialAddressesState);
  });
});

describe('every address thunk', () => {
  it('covers the five calls of the specification', () => {
    expect(addressThunks).toHaveLength(5);
    expect(calls).toHaveLength(5);
  });

  it.each(byName(addressThunks))('%s pending turns loading on and clears the error', (_n, t) => {
    const state = addressesReducer({ ...initialAddressesState, error: invalid }, pendingAction(t));
    expect(state).toMatchObject({ loading: true, error: null });
  });

  it.each(byName(addressThunks))(
    '%s rejected keeps the error, message and status code',
    (_n, t) => {
      const state = addressesReducer({ ...loaded(), loading: true }, rejectedAction(t, invalid));
      expect(state).toMatchObject({
        loading: false,
        error: invalid,
        message: invalid.message,
        statusCode: 400,
        addresses: [home, work, family],
      });
    },
  );

  it.each(byName(addressThunks))(
    '%s rejected with 401 is caught by the sign-out matcher',
    (_n, t) => {
      expect(isUnauthorizedRejection(rejectedAction(t, unauthorized))).toBe(true);
    },
  );

  it.each(calls)('%s answered 401 by the server signs the user out', async (_name, call) => {
    storage.setItem('token', 'expired-jwt');
    storage.setItem('role', 'Customer');
    stubFetch(() => envelopeResponse(envelope(null, 'Your session has expired', 401)));
    const store = makeStore();
    const action = await call(store);
    expect(isUnauthorizedRejection(action)).toBe(true);
    expect(store.getState().auth).toMatchObject({ isAuthenticated: false, token: null });
    expect(storage.getItem('token')).toBeNull();
  });

  it.each(calls)(
    '%s falls back to "%s" with status 500 when the server sends no message',
    async (_name, call, fallback) => {
      stubFetch(() => new Response('', { status: 500 }));
      const store = makeStore();
      const action = await call(store);
      expect(action.payload).toEqual({ message: fallback, statusCode: 500, data: null });
      expect(selectAddressesState(store.getState())).toMatchObject({
        loading: false,
        message: fallback,
        statusCode: 500,
      });
    },
  );

  it('fulfilled keeps the message and status code and ends loading', () => {
    const state = addressesReducer(
      { ...loaded(), loading: true },
      addAddress.fulfilled(envelope(family, 'Address added', 201), 'r', fields),
    );
    expect(state).toMatchObject({
      loading: false,
      error: null,
      message: 'Address added',
      statusCode: 201,
    });
  });
});

describe('the address list', () => {
  it('fetch replaces the list and marks it done', () => {
    let state = addressesReducer(loaded(), fetchMyAddresses.pending('r'));
    expect(state.status).toBe('loading');
    state = addressesReducer(state, fetchMyAddresses.fulfilled(envelope([family, home]), 'r'));
    expect(state).toMatchObject({ addresses: [family, home], status: 'done', loading: false });
  });

  it('a failed fetch marks status error and keeps what was shown', () => {
    const state = addressesReducer(
      addressesReducer(loaded(), fetchMyAddresses.pending('r')),
      fetchMyAddresses.rejected(null, 'r', undefined, invalid),
    );
    expect(state).toMatchObject({ status: 'error', addresses: [home, work, family] });
  });

  it('add appends the returned address', () => {
    const created = anAddress({ id: 9, label: 'Farm' });
    const state = addressesReducer(
      loaded(),
      addAddress.fulfilled(envelope(created, 'Added', 201), 'r', fields),
    );
    expect(state.addresses).toEqual([home, work, family, created]);
  });

  it('a new default address takes the default mark from the old one', () => {
    const created = anAddress({ id: 9, isDefault: true });
    const state = addressesReducer(loaded(), addAddress.fulfilled(envelope(created), 'r', fields));
    expect(state.addresses.map((a) => [a.id, a.isDefault])).toEqual([
      [1, false],
      [2, false],
      [3, false],
      [9, true],
    ]);
  });

  it('update replaces the address in the list and the opened address', () => {
    const renamed = { ...work, label: 'Office' };
    const state = addressesReducer(
      loaded(),
      updateAddress.fulfilled(envelope(renamed, 'Updated'), 'r', { id: 2, ...fields }),
    );
    expect(state.addresses).toEqual([home, renamed, family]);
    expect(state.address).toEqual(renamed);
    expect(state.message).toBe('Updated');
  });

  it('making an address the default clears the old default', () => {
    const madeDefault = { ...family, isDefault: true };
    const state = addressesReducer(
      loaded(),
      updateAddress.fulfilled(envelope(madeDefault), 'r', { id: 3, ...fields, isDefault: true }),
    );
    expect(state.addresses.filter((a) => a.isDefault).map((a) => a.id)).toEqual([3]);
    expect(state.address).toEqual(work);
  });

  it('delete removes the address by the id the server returned', () => {
    const state = addressesReducer(
      loaded(),
      // The argument says 3 but the answer names 2: the answer wins.
      deleteAddress.fulfilled(envelope({ id: 2 }, 'Deleted'), 'r', 3),
    );
    expect(state.addresses).toEqual([home, family]);
    expect(state.address).toBeNull();
  });

  it('delete falls back to the requested id when the answer carries none', () => {
    const state = addressesReducer(loaded(), deleteAddress.fulfilled(envelope(null), 'r', 3));
    expect(state.addresses).toEqual([home, work]);
    expect(state.address).toEqual(work);
  });

  it('get by id stores the opened address', () => {
    const state = addressesReducer(undefined, fetchAddressById.fulfilled(envelope(family), 'r', 3));
    expect(state.address).toEqual(family);
  });
});

describe('requests', () => {
  it('use the seed’s paths, with the id of an update in the body', async () => {
    const { requests } = stubFetch((url) =>
      envelopeResponse(envelope(url.endsWith('my-addresses') ? [home] : home)),
    );
    const store = makeStore();
    await store.dispatch(addAddress(fields));
    await store.dispatch(updateAddress({ id: 2, ...fields }));
    await store.dispatch(deleteAddress(2));
    await store.dispatch(fetchAddressById(2));
    await store.dispatch(fetchMyAddresses());
    expect(requests.map(({ url, init }) => `${init.method} ${url}`)).toEqual([
      'POST /api/address',
      'PUT /api/address',
      'DELETE /api/address/2',
      'GET /api/address/2',
      'GET /api/address/my-addresses',
    ]);
    expect(JSON.parse(requests[0]?.init.body as string)).toEqual(fields);
    expect(JSON.parse(requests[1]?.init.body as string)).toEqual({ id: 2, ...fields });
  });
});

describe('the end of the session', () => {
  it('signing out forgets this shopper’s data', () => {
    expect(addressesReducer(loaded(), logout())).toEqual(initialAddressesState);
  });

  it('a 401 forgets it too, and keeps the error that ended the session', () => {
    const state = addressesReducer(
      loaded(),
      fetchMyAddresses.rejected(null, 'r', undefined, unauthorized),
    );
    expect(state).toEqual({
      ...initialAddressesState,
      error: unauthorized,
      message: unauthorized.message,
      statusCode: 401,
    });
  });
});
