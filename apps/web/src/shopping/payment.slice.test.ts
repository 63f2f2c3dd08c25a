import type { UnknownAction } from '@reduxjs/toolkit';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiError } from '../app/api-client';
import { isUnauthorizedRejection } from '../app/api-thunk';
import { logout } from '../app/auth/auth.slice';
import { makeStore, type AppStore } from '../app/store';
import { aCheckout, aPaymentStatus } from '../testing/checkout-fixtures';
import { stubFetch } from '../testing/fetch-stub';
import { envelope, envelopeResponse } from '../testing/fixtures';
import { installMemoryStorage, type MemoryStorage } from '../testing/memory-storage';
import { byName, pendingAction, rejectedAction } from '../testing/thunk-actions';
import {
  initialPaymentState,
  paymentReducer,
  selectPaymentState,
  type PaymentState,
} from './payment.slice';
import {
  fetchMadaCheckout,
  fetchPaymentCheckout,
  fetchPaymentStatus,
  paymentThunks,
} from './payment.thunks';

const resourcePath = '/v1/checkouts/chk_1/payment';
const paid = aPaymentStatus();
const declined = aPaymentStatus({
  isPaid: false,
  description: 'transaction declined by bank',
  code: '800.100.151',
});

function looked(overrides: Partial<PaymentState> = {}): PaymentState {
  return { ...initialPaymentState, checkout: aCheckout(), paymentStatus: paid, ...overrides };
}

const alreadyPaid: ApiError = {
  message: 'This order is already paid',
  statusCode: 409,
  data: null,
};
const unauthorized: ApiError = { message: 'Please sign in again', statusCode: 401, data: null };

type Call = (store: AppStore) => Promise<UnknownAction>;
const calls: [string, Call, string][] = [
  [
    'fetchPaymentCheckout',
    (s) => s.dispatch(fetchPaymentCheckout({ orderId: 1 })),
    'Failed to start payment',
  ],
  [
    'fetchMadaCheckout',
    (s) => s.dispatch(fetchMadaCheckout({ orderId: 1 })),
    'Failed to start payment',
  ],
  [
    'fetchPaymentStatus',
    (s) => s.dispatch(fetchPaymentStatus({ resourcePath })),
    'Failed to get payment status',
  ],
];

let storage: MemoryStorage;
beforeEach(() => {
  storage = installMemoryStorage();
});

describe('initial payment state', () => {
  it('has no checkout and no result', () => {
    expect(paymentReducer(undefined, { type: 'init' })).toEqual({
      checkout: null,
      paymentStatus: null,
      loading: false,
      error: null,
      message: null,
      statusCode: null,
    });
    expect(selectPaymentState(makeStore().getState())).toEqual(initialPaymentState);
  });
});

describe('every payment thunk', () => {
  it.each(byName(paymentThunks))('%s pending turns loading on and clears the error', (_n, t) => {
    const state = paymentReducer({ ...initialPaymentState, error: alreadyPaid }, pendingAction(t));
    expect(state).toMatchObject({ loading: true, error: null });
  });

  it.each(byName(paymentThunks))(
    '%s rejected keeps the error, message and status code',
    (_n, t) => {
      const state = paymentReducer({ ...looked(), loading: true }, rejectedAction(t, alreadyPaid));
      expect(state).toMatchObject({
        loading: false,
        error: alreadyPaid,
        message: alreadyPaid.message,
        statusCode: 409,
      });
    },
  );

  it.each(byName(paymentThunks))(
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
      expect(selectPaymentState(store.getState())).toMatchObject({
        loading: false,
        message: fallback,
        statusCode: 500,
      });
    },
  );
});

describe('payment status lookup', () => {
  it('clears the previous result first', () => {
    const state = paymentReducer(looked(), fetchPaymentStatus.pending('r', { resourcePath }));
    expect(state).toMatchObject({ paymentStatus: null, loading: true });
  });

  it('stores isPaid, description and code', () => {
    const state = paymentReducer(
      paymentReducer(looked(), fetchPaymentStatus.pending('r', { resourcePath })),
      fetchPaymentStatus.fulfilled(envelope(declined, 'Payment status'), 'r', { resourcePath }),
    );
    expect(state.paymentStatus).toMatchObject({
      isPaid: false,
      description: 'transaction declined by bank',
      code: '800.100.151',
    });
    expect(state).toMatchObject({ loading: false, message: 'Payment status', statusCode: 200 });
  });

  it('on failure leaves no result', () => {
    const state = paymentReducer(
      looked(),
      fetchPaymentStatus.rejected(null, 'r', { resourcePath }, alreadyPaid),
    );
    expect(state.paymentStatus).toBeNull();
  });
});

describe('payment checkout', () => {
  it('a new load forgets the previous checkout, then stores the new one', () => {
    let state = paymentReducer(looked(), fetchPaymentCheckout.pending('r', { orderId: 2 }));
    expect(state.checkout).toBeNull();
    const next = aCheckout({ orderId: 2, checkoutId: 'chk_2' });
    state = paymentReducer(
      state,
      fetchPaymentCheckout.fulfilled(envelope(next), 'r', { orderId: 2 }),
    );
    expect(state.checkout).toEqual(next);
    expect(state.paymentStatus).toEqual(paid);
  });

  it('a mada card detected under Visa / Mastercard keeps the form until the mada one arrives', () => {
    const cards = aCheckout({ method: 'CARDS', brands: 'VISA MASTER' });
    let state = paymentReducer(
      looked({ checkout: cards }),
      fetchMadaCheckout.pending('r', { orderId: 1 }),
    );
    expect(state.checkout).toEqual(cards);
    const mada = aCheckout({ checkoutId: 'chk_mada', method: 'MADA', brands: 'MADA' });
    state = paymentReducer(state, fetchMadaCheckout.fulfilled(envelope(mada), 'r', { orderId: 1 }));
    expect(state.checkout).toEqual(mada);
  });
});

describe('requests', () => {
  it('use the API’s paths; the resource path travels encoded in the query', async () => {
    const { requests } = stubFetch(() => envelopeResponse(envelope(paid)));
    const store = makeStore();
    await store.dispatch(fetchPaymentCheckout({ orderId: 5 }));
    await store.dispatch(fetchMadaCheckout({ orderId: 5 }));
    await store.dispatch(fetchPaymentStatus({ resourcePath }));
    expect(requests.map(({ url, init }) => `${init.method ?? 'GET'} ${url}`)).toEqual([
      'GET /api/payment/checkout/5',
      'GET /api/payment/checkout/5?detectedBrand=MADA',
      'GET /api/payment/status?resourcePath=%2Fv1%2Fcheckouts%2Fchk_1%2Fpayment',
    ]);
  });

  it('a guest’s order goes to the guest paths with its access token, and no other', async () => {
    const { requests } = stubFetch(() => envelopeResponse(envelope(paid)));
    const store = makeStore();
    const orderToken = 'o'.repeat(43);
    await store.dispatch(fetchPaymentCheckout({ orderId: 5, orderToken }));
    await store.dispatch(fetchMadaCheckout({ orderId: 5, orderToken }));
    await store.dispatch(fetchPaymentStatus({ resourcePath, orderToken }));
    expect(requests.map(({ url }) => url)).toEqual([
      '/api/payment/guest/checkout/5',
      '/api/payment/guest/checkout/5?detectedBrand=MADA',
      '/api/payment/guest/status?resourcePath=%2Fv1%2Fcheckouts%2Fchk_1%2Fpayment',
    ]);
    for (const { init } of requests) {
      expect(new Headers(init.headers).get('X-Order-Token')).toBe(orderToken);
    }
  });
});

describe('the end of the session', () => {
  it('signing out forgets this shopper’s data', () => {
    expect(paymentReducer(looked(), logout())).toEqual(initialPaymentState);
  });

  it('a 401 forgets it too, and keeps the error that ended the session', () => {
    const state = paymentReducer(
      looked(),
      fetchPaymentStatus.rejected(null, 'r', { resourcePath }, unauthorized),
    );
    expect(state).toEqual({
      ...initialPaymentState,
      error: unauthorized,
      message: unauthorized.message,
      statusCode: 401,
    });
  });
});
