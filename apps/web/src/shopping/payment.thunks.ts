import type { PaymentCheckout, PaymentStatus } from '@dukkan/contracts';
import { createApiThunk } from '../app/api-thunk';
import { paymentApi } from './payment.api';

/** Used only when the server sent no message (the seed names none for payments). */
export const PAYMENT_FALLBACKS = {
  fetchPaymentCheckout: 'Failed to start payment',
  fetchPaymentStatus: 'Failed to get payment status',
} as const;

export const fetchPaymentCheckout = createApiThunk<PaymentCheckout, number>(
  'payment/fetchCheckout',
  paymentApi.checkout,
  PAYMENT_FALLBACKS.fetchPaymentCheckout,
);

export const fetchMadaCheckout = createApiThunk<PaymentCheckout, number>(
  'payment/fetchMadaCheckout',
  paymentApi.madaCheckout,
  PAYMENT_FALLBACKS.fetchPaymentCheckout,
);

export const fetchPaymentStatus = createApiThunk<PaymentStatus, string>(
  'payment/fetchStatus',
  paymentApi.status,
  PAYMENT_FALLBACKS.fetchPaymentStatus,
);

export const paymentThunks = [fetchPaymentCheckout, fetchMadaCheckout, fetchPaymentStatus] as const;
