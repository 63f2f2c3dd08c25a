import type { ContactMessageFields, ContactReceipt } from '@dukkan/contracts';
import { apiRequest } from '../app/api-client';

/** The storefront's contact form: e-mails the store (no token needed). */
export const contactApi = {
  send: (fields: ContactMessageFields, signal?: AbortSignal) =>
    apiRequest<ContactReceipt>('/contact/send', { method: 'POST', body: fields, signal }),
};
