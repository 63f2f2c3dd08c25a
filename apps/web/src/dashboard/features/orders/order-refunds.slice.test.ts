import type { OrderRefunds } from '@dukkan/contracts';
import { describe, expect, it } from 'vitest';
import { logout } from '../../../app/auth/auth.slice';
import { pendingAction, rejectedAction } from '../../../testing/thunk-actions';
import {
  initialOrderRefundsState,
  orderRefundsReducer,
  type OrderRefundsState,
} from './order-refunds.slice';
import { createRefund, fetchOrderRefunds, retryRefund } from './order-refunds.thunks';

function aView(overrides: Partial<OrderRefunds> = {}): OrderRefunds {
  return {
    orderId: 7,
    orderNumber: 'DK-000007',
    paymentMethod: 'Online',
    isPaid: true,
    total: 174,
    refundedAmount: 0,
    pendingAmount: 0,
    refundableAmount: 174,
    lines: [],
    refunds: [],
    creditNotes: [],
    ...overrides,
  };
}

const fulfilled = (thunk: { fulfilled: { type: string } }, data: OrderRefunds, message = 'ok') => ({
  type: thunk.fulfilled.type,
  payload: { message, statusCode: 200, data },
  meta: { requestId: 'r', arg: 7, requestStatus: 'fulfilled' },
});

const loaded = (): OrderRefundsState => ({ ...initialOrderRefundsState, refunds: aView() });

describe('orderRefunds slice', () => {
  it('loads the view, dropping another order shown before', () => {
    let state = orderRefundsReducer(loaded(), pendingAction(fetchOrderRefunds, 8));
    expect(state).toMatchObject({ loading: true, refunds: null });
    state = orderRefundsReducer(state, fulfilled(fetchOrderRefunds, aView({ orderId: 8 })));
    expect(state).toMatchObject({ loading: false, refunds: { orderId: 8 } });
  });

  it.each([
    ['createRefund', createRefund],
    ['retryRefund', retryRefund],
  ])(
    '%s: submitting, then the new view and the message (failed at the gateway too)',
    (_name, thunk) => {
      let state = orderRefundsReducer(loaded(), pendingAction(thunk, {}));
      expect(state.submitting).toBe(true);
      const failedAtGateway = aView({ refundableAmount: 174 });
      state = orderRefundsReducer(
        state,
        fulfilled(thunk, failedAtGateway, 'The payment gateway did not refund 174.00 SAR'),
      );
      expect(state).toMatchObject({
        submitting: false,
        refunds: failedAtGateway,
        message: 'The payment gateway did not refund 174.00 SAR',
      });
    },
  );

  it('keeps the view and shows the refusal when a refund is refused', () => {
    const refusal = {
      message: 'Amount: 200.00 SAR is more than the 174.00 SAR left',
      statusCode: 422,
      data: { amount: ['x'] },
    };
    const state = orderRefundsReducer(loaded(), rejectedAction(createRefund, refusal, { arg: {} }));
    expect(state).toMatchObject({ submitting: false, error: refusal, message: refusal.message });
    expect(state.refunds).not.toBeNull();
  });

  it('ignores an aborted load and forgets everything when the session ends', () => {
    const aborted = rejectedAction(
      fetchOrderRefunds,
      { message: '', statusCode: 0, data: null },
      { aborted: true },
    );
    expect(orderRefundsReducer(loaded(), aborted).error).toBeNull();
    expect(orderRefundsReducer(loaded(), logout())).toEqual(initialOrderRefundsState);
  });
});
