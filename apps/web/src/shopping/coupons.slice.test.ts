import type { UsedCoupon } from '@dukkan/contracts';
import type { UnknownAction } from '@reduxjs/toolkit';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiError } from '../app/api-client';
import { isUnauthorizedRejection } from '../app/api-thunk';
import { logout } from '../app/auth/auth.slice';
import { makeStore, type AppStore } from '../app/store';
import { aPage } from '../testing/catalog-fixtures';
import { aCart, aCartItem, aCoupon, anAppliedCoupon } from '../testing/cart-fixtures';
import { stubFetch } from '../testing/fetch-stub';
import { envelope, envelopeResponse } from '../testing/fixtures';
import { installMemoryStorage, type MemoryStorage } from '../testing/memory-storage';
import { byName, pendingAction, rejectedAction } from '../testing/thunk-actions';
import { selectCartState } from './cart.slice';
import {
  clearCouponErrors,
  couponsReducer,
  initialCouponsState,
  resetCouponCheck,
  selectCouponsState,
  type CouponsState,
} from './coupons.slice';
import {
  applyCoupon,
  checkCouponValidity,
  couponThunks,
  fetchAvailableCoupons,
  fetchCouponByCode,
  fetchUsedCoupons,
  removeAppliedCoupon,
} from './coupons.thunks';

const welcome = aCoupon();
const save50 = aCoupon({ id: 3, code: 'SAVE50', type: 'Fixed', value: 50, minOrderAmount: 500 });
const use: UsedCoupon = {
  couponId: 1,
  code: 'WELCOME10',
  type: 'Percentage',
  value: 10,
  discountAmount: 12.5,
  orderId: 40,
  orderNumber: 'DK-000040',
  usedAt: '2025-03-01T10:00:00.000Z',
};

const notUsable: ApiError = {
  message: 'This coupon expired on 1 January 2025',
  statusCode: 422,
  data: null,
};
const unauthorized: ApiError = { message: 'Please sign in again', statusCode: 401, data: null };

function checked(overrides: Partial<CouponsState> = {}): CouponsState {
  return {
    ...initialCouponsState,
    couponByCode: welcome,
    isValid: true,
    checked: true,
    error: notUsable,
    message: notUsable.message,
    statusCode: 422,
    ...overrides,
  };
}

type Call = (store: AppStore) => Promise<UnknownAction>;
// Five fallback texts come with the calls; removing a coupon adds its own.
const calls: [string, Call, string][] = [
  [
    'fetchCouponByCode',
    (s) => s.dispatch(fetchCouponByCode('WELCOME10')),
    'Failed to get coupon by code',
  ],
  [
    'checkCouponValidity',
    (s) => s.dispatch(checkCouponValidity('WELCOME10')),
    'Failed to validate coupon',
  ],
  [
    'fetchAvailableCoupons',
    (s) => s.dispatch(fetchAvailableCoupons()),
    'Failed to get user coupons',
  ],
  ['applyCoupon', (s) => s.dispatch(applyCoupon(1)), 'Failed to use coupon'],
  ['fetchUsedCoupons', (s) => s.dispatch(fetchUsedCoupons({})), 'Failed to get used coupons'],
  ['removeAppliedCoupon', (s) => s.dispatch(removeAppliedCoupon()), 'Failed to remove coupon'],
];

let storage: MemoryStorage;
beforeEach(() => {
  storage = installMemoryStorage();
});

describe('initial coupons state', () => {
  it('has no coupon, no check and empty lists', () => {
    expect(couponsReducer(undefined, { type: 'init' })).toEqual({
      couponByCode: null,
      isValid: null,
      checked: false,
      availableCoupons: [],
      usedCoupons: [],
      usedPagination: { pageNumber: 1, pageSize: 10, totalCount: 0 },
      loading: false,
      error: null,
      message: null,
      statusCode: null,
    });
  });

  it('reads as the initial state in a fresh store', () => {
    expect(selectCouponsState(makeStore().getState())).toEqual(initialCouponsState);
  });
});

describe('every coupon thunk', () => {
  it('covers the five customer calls of the specification and removing a coupon', () => {
    expect(couponThunks).toHaveLength(6);
    expect(calls).toHaveLength(6);
  });

  it.each(byName(couponThunks))('%s pending turns loading on and clears the error', (_n, t) => {
    const state = couponsReducer(checked(), pendingAction(t));
    expect(state).toMatchObject({ loading: true, error: null });
  });

  it.each(byName(couponThunks))(
    '%s rejected stores the error, message and status code',
    (_n, t) => {
      const state = couponsReducer(
        { ...initialCouponsState, loading: true },
        rejectedAction(t, notUsable),
      );
      expect(state).toMatchObject({
        loading: false,
        error: notUsable,
        message: notUsable.message,
        statusCode: 422,
      });
    },
  );

  it.each(byName(couponThunks))(
    '%s rejected with 401 is caught by the sign-out matcher',
    (_n, t) => {
      expect(isUnauthorizedRejection(rejectedAction(t, unauthorized))).toBe(true);
    },
  );

  it.each(calls)('%s answered 401 signs the shopper out', async (_name, call) => {
    storage.setItem('token', 'expired-jwt');
    storage.setItem('role', 'Customer');
    stubFetch(() => envelopeResponse(envelope(null, 'Your session has expired', 401)));
    const store = makeStore({ coupons: checked({ error: null, message: null }) });
    const action = await call(store);
    expect(isUnauthorizedRejection(action)).toBe(true);
    expect(store.getState().auth).toMatchObject({ isAuthenticated: false, token: null });
    expect(storage.getItem('token')).toBeNull();
    expect(selectCouponsState(store.getState())).toMatchObject({
      couponByCode: null,
      statusCode: 401,
    });
  });

  it.each(calls)(
    '%s falls back to "%s" with status 500 when the server sends no message',
    async (_name, call, fallback) => {
      stubFetch(() => new Response('', { status: 500 }));
      const store = makeStore();
      const action = await call(store);
      expect(action.payload).toEqual({ message: fallback, statusCode: 500, data: null });
      expect(selectCouponsState(store.getState())).toMatchObject({
        message: fallback,
        statusCode: 500,
      });
    },
  );
});

describe('the coupon code check as specified', () => {
  it('stores isValid and checked=true when the coupon is valid', () => {
    const state = couponsReducer(
      initialCouponsState,
      checkCouponValidity.fulfilled(envelope(true), 'r', 'WELCOME10'),
    );
    expect(state).toMatchObject({ isValid: true, checked: true });
  });

  it('stores isValid=false and checked=true when the answer is false', () => {
    const state = couponsReducer(
      checked(),
      checkCouponValidity.fulfilled(envelope(false), 'r', 'EXPIRED20'),
    );
    expect(state).toMatchObject({ isValid: false, checked: true });
  });

  it('on failure stores isValid=false and checked=true', () => {
    const state = couponsReducer(
      initialCouponsState,
      rejectedAction(checkCouponValidity, notUsable, { arg: 'EXPIRED20' }),
    );
    expect(state).toMatchObject({ isValid: false, checked: true, statusCode: 422 });
  });

  it('an aborted check (a newer code typed) changes nothing', () => {
    const pending = couponsReducer(checked(), checkCouponValidity.pending('new', 'SAVE50'));
    const aborted = checkCouponValidity.rejected(
      new DOMException('aborted', 'AbortError'),
      'old',
      'WELCOME10',
    );
    expect(couponsReducer(pending, aborted)).toEqual(pending);
  });

  it('lookup by code stores the coupon', () => {
    const state = couponsReducer(
      initialCouponsState,
      fetchCouponByCode.fulfilled(envelope(save50), 'r', 'SAVE50'),
    );
    expect(state.couponByCode).toEqual(save50);
  });

  it('one reset clears the coupon found by code and the check, keeping the error', () => {
    const state = couponsReducer(checked(), resetCouponCheck());
    expect(state).toMatchObject({
      couponByCode: null,
      isValid: null,
      checked: false,
      error: notUsable,
    });
  });

  it('the other reset clears the errors, keeping the check', () => {
    const state = couponsReducer(checked(), clearCouponErrors());
    expect(state).toMatchObject({
      error: null,
      message: null,
      couponByCode: welcome,
      isValid: true,
      checked: true,
    });
  });
});

describe('the shopper’s coupons', () => {
  it('available coupons are stored as a list', () => {
    const state = couponsReducer(
      initialCouponsState,
      fetchAvailableCoupons.fulfilled(envelope([welcome, save50]), 'r'),
    );
    expect(state.availableCoupons).toEqual([welcome, save50]);
  });

  it('used coupons are stored with their paging', () => {
    const state = couponsReducer(
      initialCouponsState,
      fetchUsedCoupons.fulfilled(envelope(aPage([use], 11, 2, 10)), 'r', { pageNumber: 2 }),
    );
    expect(state.usedCoupons).toEqual([use]);
    expect(state.usedPagination).toEqual({ pageNumber: 2, pageSize: 10, totalCount: 11 });
  });

  it('signing out forgets them', () => {
    expect(couponsReducer(checked({ availableCoupons: [welcome] }), logout())).toEqual(
      initialCouponsState,
    );
  });
});

describe('requests', () => {
  it('use the seed’s paths, with the typed code encoded and trimmed', async () => {
    const { requests } = stubFetch((url) =>
      envelopeResponse(envelope(url.includes('/use') ? aCart([]) : null)),
    );
    const store = makeStore();
    await store.dispatch(fetchCouponByCode(' A/B '));
    await store.dispatch(checkCouponValidity('WELCOME10'));
    await store.dispatch(fetchAvailableCoupons());
    await store.dispatch(applyCoupon(4));
    await store.dispatch(removeAppliedCoupon());
    await store.dispatch(fetchUsedCoupons({ pageNumber: 1, pageSize: 5 }));
    expect(requests.map(({ url, init }) => `${init.method} ${url} ${init.body ?? ''}`)).toEqual([
      'GET /api/Coupons/GetByCode/A%2FB ',
      'GET /api/Coupons/IsValid/WELCOME10 ',
      'GET /api/UserCoupons/available ',
      'POST /api/UserCoupons/use/4?pageSize=100 ',
      'DELETE /api/UserCoupons/use?pageSize=100 ',
      'GET /api/UserCoupons/used?pageNumber=1&pageSize=5 ',
    ]);
  });

  it('applying a coupon updates the cart with the saving; a refusal keeps its reason here', async () => {
    const items = [aCartItem({ productId: 1, quantity: 2, originalPrice: 100 })];
    const applied = anAppliedCoupon({ discountAmount: 20 });
    let answer = envelopeResponse(envelope(aCart(items, { coupon: applied }), 'Coupon applied'));
    stubFetch(() => answer);
    const store = makeStore();
    await store.dispatch(applyCoupon(1));
    expect(selectCartState(store.getState()).cart).toMatchObject({
      coupon: applied,
      totalAmount: 200,
      totalAfterDiscount: 180,
    });
    expect(selectCouponsState(store.getState()).message).toBe('Coupon applied');

    answer = envelopeResponse(envelope(null, notUsable.message, 422));
    await store.dispatch(applyCoupon(2));
    expect(selectCouponsState(store.getState())).toMatchObject({
      message: notUsable.message,
      statusCode: 422,
    });
    expect(selectCartState(store.getState()).cart?.coupon).toEqual(applied);
  });
});
