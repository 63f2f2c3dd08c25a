import type { PaymentCheckout, PaymentStatus } from '@dukkan/contracts';
import { createApiThunk } from '../app/api-thunk';
import { paymentApi, type PaymentLookupRef, type PaymentOrderRef } from './payment.api';

/** Used only when the server sent no message (the seed names none for payments). */
export const PAYMENT_FALLBACKS = {
  fetchPaymentCheckout: 'Failed to start payment',
  fetchPaymentStatus: 'Failed to get payment status',
} as const;

export const fetchPaymentCheckout = createApiThunk<PaymentCheckout, PaymentOrderRef>(
  'payment/fetchCheckout',
  paymentApi.checkout,
  PAYMENT_FALLBACKS.fetchPaymentCheckout,
);

export const fetchMadaCheckout = createApiThunk<PaymentCheckout, PaymentOrderRef>(
  'payment/fetchMadaCheckout',
  paymentApi.madaCheckout,
  PAYMENT_FALLBACKS.fetchPaymentCheckout,
);

export const fetchPaymentStatus = createApiThunk<PaymentStatus, PaymentLookupRef>(
  'payment/fetchStatus',
  paymentApi.status,
  PAYMENT_FALLBACKS.fetchPaymentStatus,
);

export const paymentThunks = [fetchPaymentCheckout, fetchMadaCheckout, fetchPaymentStatus] as const;
