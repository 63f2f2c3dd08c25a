import type { PhoneFields, PhoneNumber } from '@dukkan/contracts';
import { apiRequest } from '../app/api-client';

export interface PhoneUpdateInput extends PhoneFields {
  id: number;
}

/** What `deletePhoneNumber/{id}` answers; the id may be missing when the server sends no data. */
export type DeletedPhone = { id?: number } | null;

export const phoneApi = {
  create: (fields: PhoneFields, signal?: AbortSignal) =>
    apiRequest<PhoneNumber>('/phoneNumbers/AddPhoneNumber', {
      method: 'POST',
      body: fields,
      signal,
    }),

  update: (input: PhoneUpdateInput, signal?: AbortSignal) =>
    apiRequest<PhoneNumber>('/phoneNumbers/UpdatePhoneNumber', {
      method: 'PUT',
      body: input,
      signal,
    }),

  remove: (id: number, signal?: AbortSignal) =>
    apiRequest<DeletedPhone>(`/phoneNumbers/deletePhoneNumber/${id}`, { method: 'DELETE', signal }),

  get: (id: number, signal?: AbortSignal) =>
    apiRequest<PhoneNumber>(`/phoneNumbers/GetPhoneNumberByid/${id}`, { signal }),

  list: (_arg: void, signal?: AbortSignal) =>
    apiRequest<PhoneNumber[]>('/phoneNumbers/UserPhoneNumbers', { signal }),
};
