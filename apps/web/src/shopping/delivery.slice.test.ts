import type { UnknownAction } from '@reduxjs/toolkit';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiError } from '../app/api-client';
import { isUnauthorizedRejection } from '../app/api-thunk';
import { makeStore, type AppStore } from '../app/store';
import { aDeliveryMethod } from '../testing/checkout-fixtures';
import { stubFetch } from '../testing/fetch-stub';
import { envelope, envelopeResponse } from '../testing/fixtures';
import { installMemoryStorage, type MemoryStorage } from '../testing/memory-storage';
import { byName, pendingAction, rejectedAction } from '../testing/thunk-actions';
import {
  deliveryReducer,
  initialDeliveryState,
  selectDeliveryState,
  type DeliveryState,
} from './delivery.slice';
import { deliveryThunks, fetchDeliveryMethodById, fetchDeliveryMethods } from './delivery.thunks';

const pickup = aDeliveryMethod({ id: 3, name: 'Store pickup', price: 0, estimatedDays: '1' });
const standard = aDeliveryMethod({ id: 1, name: 'Standard', price: 25 });
const express = aDeliveryMethod({ id: 2, name: 'Express', price: 45, estimatedDays: '1-2' });

function loaded(overrides: Partial<DeliveryState> = {}): DeliveryState {
  return {
    ...initialDeliveryState,
    deliveryMethods: [pickup, standard, express],
    deliveryMethod: standard,
    status: 'done',
    ...overrides,
  };
}

const notFound: ApiError = { message: 'Delivery method not found', statusCode: 404, data: null };
const unauthorized: ApiError = { message: 'Please sign in again', statusCode: 401, data: null };

type Call = (store: AppStore) => Promise<UnknownAction>;
const calls: [string, Call, string][] = [
  [
    'fetchDeliveryMethods',
    (s) => s.dispatch(fetchDeliveryMethods()),
    'Failed to fetch delivery methods',
  ],
  [
    'fetchDeliveryMethodById',
    (s) => s.dispatch(fetchDeliveryMethodById(1)),
    'Failed to fetch delivery method',
  ],
];

let storage: MemoryStorage;
beforeEach(() => {
  storage = installMemoryStorage();
});

describe('initial delivery state', () => {
  it('is empty and idle', () => {
    expect(deliveryReducer(undefined, { type: 'init' })).toEqual({
      deliveryMethods: [],
      deliveryMethod: null,
      status: 'idle',
      loading: false,
      error: null,
      message: null,
      statusCode: null,
    });
    expect(selectDeliveryState(makeStore().getState())).toEqual(initialDeliveryState);
  });
});

describe('every delivery thunk', () => {
  it('covers the two reads the shop makes', () => {
    expect(deliveryThunks).toHaveLength(2);
    expect(calls).toHaveLength(2);
  });

  it.each(byName(deliveryThunks))('%s pending turns loading on and clears the error', (_n, t) => {
    const state = deliveryReducer({ ...initialDeliveryState, error: notFound }, pendingAction(t));
    expect(state).toMatchObject({ loading: true, error: null });
  });

  it.each(byName(deliveryThunks))(
    '%s rejected keeps the error, message and status code',
    (_n, t) => {
      const state = deliveryReducer({ ...loaded(), loading: true }, rejectedAction(t, notFound));
      expect(state).toMatchObject({
        loading: false,
        error: notFound,
        message: notFound.message,
        statusCode: 404,
        deliveryMethods: [pickup, standard, express],
      });
    },
  );

  it.each(byName(deliveryThunks))(
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
    expect(isUnauthorizedRejection(await call(store))).toBe(true);
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
      expect(selectDeliveryState(store.getState())).toMatchObject({
        loading: false,
        message: fallback,
        statusCode: 500,
      });
    },
  );
});

describe('the delivery method list', () => {
  it('fetch replaces the list, keeps the message and status code and marks it done', () => {
    let state = deliveryReducer(initialDeliveryState, fetchDeliveryMethods.pending('r'));
    expect(state.status).toBe('loading');
    state = deliveryReducer(
      state,
      fetchDeliveryMethods.fulfilled(envelope([pickup, standard], 'Delivery methods'), 'r'),
    );
    expect(state).toMatchObject({
      deliveryMethods: [pickup, standard],
      status: 'done',
      loading: false,
      message: 'Delivery methods',
      statusCode: 200,
    });
  });

  it('a later fetch replaces the whole list (a method the shop stopped offering disappears)', () => {
    const state = deliveryReducer(
      loaded(),
      fetchDeliveryMethods.fulfilled(envelope([standard, express]), 'r'),
    );
    expect(state.deliveryMethods).toEqual([standard, express]);
  });

  it('a failed fetch marks status error; an aborted one changes nothing', () => {
    const pending = deliveryReducer(loaded(), fetchDeliveryMethods.pending('r'));
    const aborted = fetchDeliveryMethods.rejected(
      new DOMException('aborted', 'AbortError'),
      'r',
      undefined,
    );
    expect(deliveryReducer(pending, aborted)).toEqual(pending);
    const failed = deliveryReducer(
      pending,
      fetchDeliveryMethods.rejected(null, 'r', undefined, notFound),
    );
    expect(failed.status).toBe('error');
  });

  it('get by id stores the method', () => {
    const state = deliveryReducer(
      undefined,
      fetchDeliveryMethodById.fulfilled(envelope(express), 'r', 2),
    );
    expect(state.deliveryMethod).toEqual(express);
  });
});

describe('requests', () => {
  it('use the seed’s public paths, without a token for a visitor', async () => {
    const { requests } = stubFetch((url) =>
      envelopeResponse(envelope(url.endsWith('GetAllDeliveryMethods') ? [standard] : standard)),
    );
    const store = makeStore();
    await store.dispatch(fetchDeliveryMethods());
    await store.dispatch(fetchDeliveryMethodById(1));
    expect(requests.map(({ url, init }) => `${init.method} ${url}`)).toEqual([
      'GET /api/DeliveryMethod/GetAllDeliveryMethods',
      'GET /api/DeliveryMethod/GetDeliveryMethodById/1',
    ]);
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });
});
