import type { Address, PhoneNumber } from '@dukkan/contracts';
import type { UnknownAction } from '@reduxjs/toolkit';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiError } from '../app/api-client';
import { isUnauthorizedRejection } from '../app/api-thunk';
import { logout } from '../app/auth/auth.slice';
import { makeStore, type AppStore, type RootState } from '../app/store';
import { anAddress, aPhone } from '../testing/checkout-fixtures';
import { stubFetch } from '../testing/fetch-stub';
import { envelope, envelopeResponse } from '../testing/fixtures';
import { installMemoryStorage, type MemoryStorage } from '../testing/memory-storage';
import { byName, pendingAction, rejectedAction } from '../testing/thunk-actions';
import { addressesReducer, initialAddressesState, selectAddressesState } from './addresses.slice';
import {
  addAddress,
  addressThunks,
  deleteAddress,
  fetchAddressById,
  fetchMyAddresses,
  updateAddress,
} from './addresses.thunks';
import { initialPhonesState, phonesReducer, selectPhonesState } from './phones.slice';
import {
  addPhone,
  deletePhone,
  fetchMyPhones,
  fetchPhoneById,
  phoneThunks,
  updatePhone,
} from './phones.thunks';

type ThunkTypes = Parameters<typeof pendingAction>[0];
type Entry = { id: number } & Record<string, unknown>;
type State = Record<string, unknown>;
type Thunks = {
  add: typeof addAddress | typeof addPhone;
  update: typeof updateAddress | typeof updatePhone;
  remove: typeof deleteAddress;
  fetchById: typeof fetchAddressById | typeof fetchPhoneById;
  fetchMine: typeof fetchMyAddresses | typeof fetchMyPhones;
  all: readonly (typeof addressThunks)[number][] | readonly (typeof phoneThunks)[number][];
};

/** One address book list as its slice exposes it, with fixtures in its own terms. */
interface ListCase {
  name: string;
  reducer: (state: State | undefined, action: UnknownAction) => State;
  initial: State;
  select: (state: RootState) => State;
  thunks: Thunks;
  listKey: string;
  oneKey: string;
  markKey: string;
  /** Three saved entries, the first one marked. */
  entries: [Entry, Entry, Entry];
  make: (overrides: Partial<Entry>) => Entry;
  /** The second entry with one field changed, as an update answers it. */
  changed: (entry: Entry) => Entry;
  fields: Record<string, unknown>;
  /** A server refusal of this list's form. */
  refusal: ApiError;
  createdMessage: string;
  fallbacks: [string, string, string, string, string];
  paths: string[];
}

const invalid: ApiError = {
  message: 'Postal code: must be the 5-digit postal code',
  statusCode: 400,
  data: { postalCode: ['must be the 5-digit postal code'] },
};
const duplicate: ApiError = {
  message: 'You already saved this number',
  statusCode: 409,
  data: { number: ['You already saved this number'] },
};
const unauthorized: ApiError = { message: 'Please sign in again', statusCode: 401, data: null };

const addresses: ListCase = {
  name: 'addresses',
  reducer: addressesReducer as unknown as ListCase['reducer'],
  initial: initialAddressesState as unknown as State,
  select: selectAddressesState as unknown as ListCase['select'],
  thunks: {
    add: addAddress,
    update: updateAddress,
    remove: deleteAddress,
    fetchById: fetchAddressById,
    fetchMine: fetchMyAddresses,
    all: addressThunks,
  },
  listKey: 'addresses',
  oneKey: 'address',
  markKey: 'isDefault',
  entries: [
    anAddress({ id: 1, label: 'Home', isDefault: true }),
    anAddress({ id: 2, label: 'Work' }),
    anAddress({ id: 3, label: 'Family' }),
  ] as unknown as [Entry, Entry, Entry],
  make: (overrides) => anAddress(overrides as Partial<Address>) as unknown as Entry,
  changed: (entry) => ({ ...entry, label: 'Office' }),
  fields: {
    label: 'Work',
    city: 'Jeddah',
    district: 'Al Rawdah',
    street: 'Prince Sultan Road',
    buildingNumber: '4321',
    postalCode: '23435',
    additionalNumber: '8765',
    details: 'Second floor',
    isDefault: false,
  },
  refusal: invalid,
  createdMessage: 'Address added',
  fallbacks: [
    'Failed to add address',
    'Failed to update address',
    'Failed to delete address',
    'Failed to fetch address',
    'Failed to fetch addresses',
  ],
  paths: [
    'POST /api/address',
    'PUT /api/address',
    'DELETE /api/address/2',
    'GET /api/address/2',
    'GET /api/address/my-addresses',
  ],
};

const phones: ListCase = {
  name: 'phones',
  reducer: phonesReducer as unknown as ListCase['reducer'],
  initial: initialPhonesState as unknown as State,
  select: selectPhonesState as unknown as ListCase['select'],
  thunks: {
    add: addPhone,
    update: updatePhone,
    remove: deletePhone,
    fetchById: fetchPhoneById,
    fetchMine: fetchMyPhones,
    all: phoneThunks,
  },
  listKey: 'phones',
  oneKey: 'phone',
  markKey: 'isPrimary',
  entries: [
    aPhone({ id: 1, number: '+966551234567', isPrimary: true }),
    aPhone({ id: 2, number: '+966501112222' }),
    aPhone({ id: 3, number: '+966569998888' }),
  ] as unknown as [Entry, Entry, Entry],
  make: (overrides) => aPhone(overrides as Partial<PhoneNumber>) as unknown as Entry,
  changed: (entry) => ({ ...entry, number: '+966507778888' }),
  fields: { number: '0501112222', isPrimary: false },
  refusal: duplicate,
  createdMessage: 'Number added',
  fallbacks: [
    'Failed to add phone number',
    'Failed to update phone number',
    'Failed to delete phone number',
    'Failed to fetch phone number',
    'Failed to fetch phone numbers',
  ],
  paths: [
    'POST /api/phoneNumbers/AddPhoneNumber',
    'PUT /api/phoneNumbers/UpdatePhoneNumber',
    'DELETE /api/phoneNumbers/deletePhoneNumber/2',
    'GET /api/phoneNumbers/GetPhoneNumberByid/2',
    'GET /api/phoneNumbers/UserPhoneNumbers',
  ],
};

let storage: MemoryStorage;
beforeEach(() => {
  storage = installMemoryStorage();
});

// The two lists follow the same rules (decision 009); each is checked with its own entries,
// messages and the paths the seed names for it.
describe.each([addresses, phones])('the $name slice', (list) => {
  const { reducer, initial, thunks, listKey, oneKey, markKey, fields } = list;
  const [first, second, third] = list.entries;
  const reduce = (state: State | undefined, action: unknown) =>
    reducer(state, action as UnknownAction);
  // Loose dispatch: the thunks' argument types differ per list.
  const run = (store: AppStore, action: unknown) =>
    store.dispatch(action as never) as unknown as Promise<UnknownAction>;
  const add = thunks.add as (arg: unknown) => unknown;
  const update = thunks.update as (arg: unknown) => unknown;
  const fulfilled = (
    thunk: { fulfilled: unknown },
    data: unknown,
    arg: unknown,
    message?: string,
    status?: number,
  ) =>
    (thunk.fulfilled as (...args: unknown[]) => UnknownAction)(
      envelope(data, message, status),
      'r',
      arg,
    );

  function loaded(overrides: State = {}): State {
    return {
      ...initial,
      [listKey]: [first, second, third],
      [oneKey]: second,
      status: 'done',
      ...overrides,
    };
  }

  type Call = (store: AppStore) => Promise<UnknownAction>;
  const calls: [string, Call, string][] = [
    [thunks.add.typePrefix, (s) => run(s, add(fields)), list.fallbacks[0]],
    [thunks.update.typePrefix, (s) => run(s, update({ id: 2, ...fields })), list.fallbacks[1]],
    [thunks.remove.typePrefix, (s) => run(s, thunks.remove(2)), list.fallbacks[2]],
    [thunks.fetchById.typePrefix, (s) => run(s, thunks.fetchById(2)), list.fallbacks[3]],
    [thunks.fetchMine.typePrefix, (s) => run(s, thunks.fetchMine()), list.fallbacks[4]],
  ];

  describe('initial state', () => {
    it('is empty and idle', () => {
      expect(reduce(undefined, { type: 'init' })).toEqual({
        [listKey]: [],
        [oneKey]: null,
        status: 'idle',
        loading: false,
        error: null,
        message: null,
        statusCode: null,
      });
    });

    it('reads as the initial state in a fresh store', () => {
      expect(list.select(makeStore().getState())).toEqual(initial);
    });
  });

  describe('every thunk', () => {
    it('covers the five calls of the specification', () => {
      expect(thunks.all).toHaveLength(5);
      expect(calls).toHaveLength(5);
    });

    it.each(byName<{ typePrefix: string } & ThunkTypes>(thunks.all))(
      '%s pending turns loading on and clears the error',
      (_n, t) => {
        const state = reduce({ ...initial, error: list.refusal }, pendingAction(t));
        expect(state).toMatchObject({ loading: true, error: null });
      },
    );

    it.each(byName<{ typePrefix: string } & ThunkTypes>(thunks.all))(
      '%s rejected keeps the error, message and status code',
      (_n, t) => {
        const state = reduce({ ...loaded(), loading: true }, rejectedAction(t, list.refusal));
        expect(state).toMatchObject({
          loading: false,
          error: list.refusal,
          message: list.refusal.message,
          statusCode: list.refusal.statusCode,
          [listKey]: [first, second, third],
        });
      },
    );

    it.each(byName<{ typePrefix: string } & ThunkTypes>(thunks.all))(
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
        expect(list.select(store.getState())).toMatchObject({
          loading: false,
          message: fallback,
          statusCode: 500,
        });
      },
    );

    it('fulfilled keeps the message and status code and ends loading', () => {
      const state = reduce(
        { ...loaded(), loading: true },
        fulfilled(thunks.add, third, fields, list.createdMessage, 201),
      );
      expect(state).toMatchObject({
        loading: false,
        error: null,
        message: list.createdMessage,
        statusCode: 201,
      });
    });
  });

  describe('the list', () => {
    it('fetch replaces the list and marks it done', () => {
      let state = reduce(loaded(), thunks.fetchMine.pending('r'));
      expect(state.status).toBe('loading');
      state = reduce(state, fulfilled(thunks.fetchMine, [third, first], undefined));
      expect(state).toMatchObject({ [listKey]: [third, first], status: 'done', loading: false });
    });

    it('a failed fetch marks status error and keeps what was shown', () => {
      const state = reduce(
        reduce(loaded(), thunks.fetchMine.pending('r')),
        thunks.fetchMine.rejected(null, 'r', undefined, list.refusal),
      );
      expect(state).toMatchObject({ status: 'error', [listKey]: [first, second, third] });
    });

    it('a failed first fetch marks status error', () => {
      const state = reduce(
        reduce(initial, thunks.fetchMine.pending('r')),
        thunks.fetchMine.rejected(null, 'r', undefined, list.refusal),
      );
      expect(state.status).toBe('error');
    });

    it('add appends the returned entry', () => {
      const created = list.make({ id: 9 });
      const state = reduce(loaded(), fulfilled(thunks.add, created, fields, 'Added', 201));
      expect(state[listKey]).toEqual([first, second, third, created]);
    });

    it('a new marked entry takes the mark from the old one', () => {
      const created = list.make({ id: 9, [markKey]: true });
      const state = reduce(loaded(), fulfilled(thunks.add, created, fields));
      expect((state[listKey] as Entry[]).map((e) => [e.id, e[markKey]])).toEqual([
        [1, false],
        [2, false],
        [3, false],
        [9, true],
      ]);
    });

    it('update replaces the entry in the list and the opened entry', () => {
      const changed = list.changed(second);
      const state = reduce(
        loaded(),
        fulfilled(thunks.update, changed, { id: 2, ...fields }, 'Updated'),
      );
      expect(state[listKey]).toEqual([first, changed, third]);
      expect(state[oneKey]).toEqual(changed);
      expect(state.message).toBe('Updated');
    });

    it('marking an entry clears the old mark and leaves the opened entry', () => {
      const marked = { ...third, [markKey]: true };
      const state = reduce(
        loaded(),
        fulfilled(thunks.update, marked, { id: 3, ...fields, [markKey]: true }),
      );
      expect((state[listKey] as Entry[]).map((e) => [e.id, e[markKey]])).toEqual([
        [1, false],
        [2, false],
        [3, true],
      ]);
      expect(state[oneKey]).toEqual(second);
    });

    it('delete removes the entry by the id the server returned', () => {
      // The argument says 3 but the answer names 2: the answer wins.
      const state = reduce(loaded(), fulfilled(thunks.remove, { id: 2 }, 3, 'Deleted'));
      expect(state[listKey]).toEqual([first, third]);
      expect(state[oneKey]).toBeNull();
    });

    it('delete falls back to the requested id when the answer carries none', () => {
      const state = reduce(loaded(), fulfilled(thunks.remove, null, 3));
      expect(state[listKey]).toEqual([first, second]);
      expect(state[oneKey]).toEqual(second);
    });

    it('get by id stores the opened entry', () => {
      const state = reduce(undefined, fulfilled(thunks.fetchById, third, 3));
      expect(state[oneKey]).toEqual(third);
    });
  });

  describe('requests', () => {
    it('use the seed’s paths, with the id of an update in the body', async () => {
      const listPath = list.paths[4]!.split(' ')[1]!;
      const { requests } = stubFetch((url) =>
        envelopeResponse(envelope(url.endsWith(listPath) ? [first] : first)),
      );
      const store = makeStore();
      await run(store, add(fields));
      await run(store, update({ id: 2, ...fields }));
      await run(store, thunks.remove(2));
      await run(store, thunks.fetchById(2));
      await run(store, thunks.fetchMine());
      expect(requests.map(({ url, init }) => `${init.method} ${url}`)).toEqual(list.paths);
      expect(JSON.parse(requests[0]?.init.body as string)).toEqual(fields);
      expect(JSON.parse(requests[1]?.init.body as string)).toEqual({ id: 2, ...fields });
    });
  });

  describe('the end of the session', () => {
    it('signing out forgets this shopper’s data', () => {
      expect(reduce(loaded(), logout())).toEqual(initial);
    });

    it('a 401 forgets it too, and keeps the error that ended the session', () => {
      const state = reduce(loaded(), thunks.fetchMine.rejected(null, 'r', undefined, unauthorized));
      expect(state).toEqual({
        ...initial,
        error: unauthorized,
        message: unauthorized.message,
        statusCode: 401,
      });
    });
  });
});
