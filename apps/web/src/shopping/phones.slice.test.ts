import type { UnknownAction } from '@reduxjs/toolkit';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiError } from '../app/api-client';
import { isUnauthorizedRejection } from '../app/api-thunk';
import { logout } from '../app/auth/auth.slice';
import { makeStore, type AppStore } from '../app/store';
import { aPhone } from '../testing/checkout-fixtures';
import { stubFetch } from '../testing/fetch-stub';
import { envelope, envelopeResponse } from '../testing/fixtures';
import { installMemoryStorage, type MemoryStorage } from '../testing/memory-storage';
import { byName, pendingAction, rejectedAction } from '../testing/thunk-actions';
import {
  initialPhonesState,
  phonesReducer,
  selectPhonesState,
  type PhonesState,
} from './phones.slice';
import {
  addPhone,
  deletePhone,
  fetchMyPhones,
  fetchPhoneById,
  phoneThunks,
  updatePhone,
} from './phones.thunks';

const mobile = aPhone({ id: 1, number: '+966551234567', isPrimary: true });
const office = aPhone({ id: 2, number: '+966501112222' });
const spare = aPhone({ id: 3, number: '+966569998888' });
const fields = { number: '0501112222', isPrimary: false };

function loaded(overrides: Partial<PhonesState> = {}): PhonesState {
  return {
    ...initialPhonesState,
    phones: [mobile, office, spare],
    phone: office,
    status: 'done',
    ...overrides,
  };
}

const duplicate: ApiError = {
  message: 'You already saved this number',
  statusCode: 409,
  data: { number: ['You already saved this number'] },
};
const unauthorized: ApiError = { message: 'Please sign in again', statusCode: 401, data: null };

type Call = (store: AppStore) => Promise<UnknownAction>;
const calls: [string, Call, string][] = [
  ['addPhone', (s) => s.dispatch(addPhone(fields)), 'Failed to add phone number'],
  [
    'updatePhone',
    (s) => s.dispatch(updatePhone({ id: 2, ...fields })),
    'Failed to update phone number',
  ],
  ['deletePhone', (s) => s.dispatch(deletePhone(2)), 'Failed to delete phone number'],
  ['fetchPhoneById', (s) => s.dispatch(fetchPhoneById(2)), 'Failed to fetch phone number'],
  ['fetchMyPhones', (s) => s.dispatch(fetchMyPhones()), 'Failed to fetch phone numbers'],
];

let storage: MemoryStorage;
beforeEach(() => {
  storage = installMemoryStorage();
});

describe('initial phones state', () => {
  it('is empty and idle', () => {
    expect(phonesReducer(undefined, { type: 'init' })).toEqual({
      phones: [],
      phone: null,
      status: 'idle',
      loading: false,
      error: null,
      message: null,
      statusCode: null,
    });
  });

  it('reads as the initial state in a fresh store', () => {
    expect(selectPhonesState(makeStore().getState())).toEqual(initialPhonesState);
  });
});

describe('every phone thunk', () => {
  it('covers the five calls of the specification', () => {
    expect(phoneThunks).toHaveLength(5);
    expect(calls).toHaveLength(5);
  });

  it.each(byName(phoneThunks))('%s pending turns loading on and clears the error', (_n, t) => {
    const state = phonesReducer({ ...initialPhonesState, error: duplicate }, pendingAction(t));
    expect(state).toMatchObject({ loading: true, error: null });
  });

  it.each(byName(phoneThunks))('%s rejected keeps the error, message and status code', (_n, t) => {
    const state = phonesReducer({ ...loaded(), loading: true }, rejectedAction(t, duplicate));
    expect(state).toMatchObject({
      loading: false,
      error: duplicate,
      message: duplicate.message,
      statusCode: 409,
      phones: [mobile, office, spare],
    });
  });

  it.each(byName(phoneThunks))(
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
      expect(selectPhonesState(store.getState())).toMatchObject({
        loading: false,
        message: fallback,
        statusCode: 500,
      });
    },
  );

  it('fulfilled keeps the message and status code and ends loading', () => {
    const state = phonesReducer(
      { ...loaded(), loading: true },
      addPhone.fulfilled(envelope(spare, 'Number added', 201), 'r', fields),
    );
    expect(state).toMatchObject({
      loading: false,
      error: null,
      message: 'Number added',
      statusCode: 201,
    });
  });
});

describe('the phone list', () => {
  it('fetch replaces the list and marks it done', () => {
    let state = phonesReducer(loaded(), fetchMyPhones.pending('r'));
    expect(state.status).toBe('loading');
    state = phonesReducer(state, fetchMyPhones.fulfilled(envelope([spare]), 'r'));
    expect(state).toMatchObject({ phones: [spare], status: 'done', loading: false });
  });

  it('a failed fetch marks status error', () => {
    const state = phonesReducer(
      phonesReducer(initialPhonesState, fetchMyPhones.pending('r')),
      fetchMyPhones.rejected(null, 'r', undefined, duplicate),
    );
    expect(state.status).toBe('error');
  });

  it('add appends the returned number', () => {
    const created = aPhone({ id: 9, number: '+966533334444' });
    const state = phonesReducer(loaded(), addPhone.fulfilled(envelope(created), 'r', fields));
    expect(state.phones).toEqual([mobile, office, spare, created]);
  });

  it('a new primary number takes the primary mark from the old one', () => {
    const created = aPhone({ id: 9, isPrimary: true });
    const state = phonesReducer(loaded(), addPhone.fulfilled(envelope(created), 'r', fields));
    expect(state.phones.filter((p) => p.isPrimary).map((p) => p.id)).toEqual([9]);
  });

  it('update replaces the number in the list and the opened number', () => {
    const changed = { ...office, number: '+966507778888' };
    const state = phonesReducer(
      loaded(),
      updatePhone.fulfilled(envelope(changed), 'r', { id: 2, ...fields }),
    );
    expect(state.phones).toEqual([mobile, changed, spare]);
    expect(state.phone).toEqual(changed);
  });

  it('making a number primary clears the old primary', () => {
    const primary = { ...spare, isPrimary: true };
    const state = phonesReducer(
      loaded(),
      updatePhone.fulfilled(envelope(primary), 'r', { id: 3, ...fields, isPrimary: true }),
    );
    expect(state.phones.map((p) => [p.id, p.isPrimary])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
  });

  it('delete removes the number by the id the server returned', () => {
    const state = phonesReducer(loaded(), deletePhone.fulfilled(envelope({ id: 2 }), 'r', 3));
    expect(state.phones).toEqual([mobile, spare]);
    expect(state.phone).toBeNull();
  });

  it('delete falls back to the requested id when the answer carries none', () => {
    const state = phonesReducer(loaded(), deletePhone.fulfilled(envelope(null), 'r', 1));
    expect(state.phones).toEqual([office, spare]);
  });

  it('get by id stores the opened number', () => {
    const state = phonesReducer(undefined, fetchPhoneById.fulfilled(envelope(spare), 'r', 3));
    expect(state.phone).toEqual(spare);
  });
});

describe('requests', () => {
  it('use the seed’s paths, with the id of an update in the body', async () => {
    const { requests } = stubFetch((url) =>
      envelopeResponse(envelope(url.endsWith('UserPhoneNumbers') ? [mobile] : mobile)),
    );
    const store = makeStore();
    await store.dispatch(addPhone(fields));
    await store.dispatch(updatePhone({ id: 2, ...fields }));
    await store.dispatch(deletePhone(2));
    await store.dispatch(fetchPhoneById(2));
    await store.dispatch(fetchMyPhones());
    expect(requests.map(({ url, init }) => `${init.method} ${url}`)).toEqual([
      'POST /api/phoneNumbers/AddPhoneNumber',
      'PUT /api/phoneNumbers/UpdatePhoneNumber',
      'DELETE /api/phoneNumbers/deletePhoneNumber/2',
      'GET /api/phoneNumbers/GetPhoneNumberByid/2',
      'GET /api/phoneNumbers/UserPhoneNumbers',
    ]);
    expect(JSON.parse(requests[1]?.init.body as string)).toEqual({ id: 2, ...fields });
  });
});

describe('the end of the session', () => {
  it('signing out forgets this shopper’s data', () => {
    expect(phonesReducer(loaded(), logout())).toEqual(initialPhonesState);
  });

  it('a 401 forgets it too, and keeps the error that ended the session', () => {
    const state = phonesReducer(
      loaded(),
      fetchMyPhones.rejected(null, 'r', undefined, unauthorized),
    );
    expect(state).toEqual({
      ...initialPhonesState,
      error: unauthorized,
      message: unauthorized.message,
      statusCode: 401,
    });
  });
});
