import type { PaymentCheckout, PaymentStatus } from '@dukkan/contracts';
import { apiRequest } from '../app/api-client';

/**
 * The order a payment is for. A customer's is found by the session; a guest's carries the
 * order's access token (decision 022), and goes to the API's `payment/guest/*` twins.
 */
export interface PaymentOrderRef {
  orderId: number;
  orderToken?: string | null;
}

/** Where the gateway returned the shopper, and the guest order's token if it is a guest's. */
export interface PaymentLookupRef {
  resourcePath: string;
  orderToken?: string | null;
}

const asGuest = (orderToken: string | null | undefined) =>
  orderToken ? { prefix: '/payment/guest', headers: { 'X-Order-Token': orderToken } } : null;

function checkoutOf({ orderId, orderToken }: PaymentOrderRef, mada: boolean, signal?: AbortSignal) {
  const guest = asGuest(orderToken);
  return apiRequest<PaymentCheckout>(`${guest?.prefix ?? '/payment'}/checkout/${orderId}`, {
    query: mada ? { detectedBrand: 'MADA' } : undefined,
    signal,
    headers: guest?.headers,
  });
}

export const paymentApi = {
  /** The gateway checkout of an unpaid Online order, for the payment screen's card form. */
  checkout: (order: PaymentOrderRef, signal?: AbortSignal) => checkoutOf(order, false, signal),

  /**
   * The same order's checkout reopened on the mada entity: the widget detected a mada card under
   * Visa / Mastercard, and mada cards must be paid through mada.
   */
  madaCheckout: (order: PaymentOrderRef, signal?: AbortSignal) => checkoutOf(order, true, signal),

  /** Asks the gateway how the payment at `resourcePath` ended (and marks the order paid). */
  status: ({ resourcePath, orderToken }: PaymentLookupRef, signal?: AbortSignal) => {
    const guest = asGuest(orderToken);
    return apiRequest<PaymentStatus>(`${guest?.prefix ?? '/payment'}/status`, {
      query: { resourcePath },
      signal,
      headers: guest?.headers,
    });
  },
};
