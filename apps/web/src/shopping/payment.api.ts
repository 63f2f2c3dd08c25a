import type { PaymentCheckout, PaymentStatus } from '@dukkan/contracts';
import { apiRequest } from '../app/api-client';

export const paymentApi = {
  /** The gateway checkout of an unpaid Online order, for the payment screen's card form. */
  checkout: (orderId: number, signal?: AbortSignal) =>
    apiRequest<PaymentCheckout>(`/payment/checkout/${orderId}`, { signal }),

  /**
   * The same order's checkout reopened on the mada entity: the widget detected a mada card under
   * Visa / Mastercard, and mada cards must be paid through mada.
   */
  madaCheckout: (orderId: number, signal?: AbortSignal) =>
    apiRequest<PaymentCheckout>(`/payment/checkout/${orderId}`, {
      query: { detectedBrand: 'MADA' },
      signal,
    }),

  /** Asks the gateway how the payment at `resourcePath` ended (and marks the order paid). */
  status: (resourcePath: string, signal?: AbortSignal) =>
    apiRequest<PaymentStatus>('/payment/status', { query: { resourcePath }, signal }),
};
