import type { PaymentSettings, PaymentSettingsBody } from '@dukkan/contracts';
import { apiRequest } from '../../../app/api-client';
import { createApiThunk } from '../../../app/api-thunk';

export const paymentSettingsApi = {
  get: (_: void, signal?: AbortSignal) =>
    apiRequest<PaymentSettings>('/AdminPayment/Methods', { signal }),
  update: (body: PaymentSettingsBody, signal?: AbortSignal) =>
    apiRequest<PaymentSettings>('/AdminPayment/Methods', { method: 'PUT', body, signal }),
};

export const fetchPaymentSettings = createApiThunk<PaymentSettings, void>(
  'paymentSettings/fetch',
  paymentSettingsApi.get,
  'Failed to get the payment methods',
);

export const updatePaymentSettings = createApiThunk<PaymentSettings, PaymentSettingsBody>(
  'paymentSettings/update',
  paymentSettingsApi.update,
  'Failed to save the payment methods',
);
