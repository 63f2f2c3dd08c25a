import type { Address, AddressFields } from '@dukkan/contracts';
import { apiRequest } from '../app/api-client';

export interface AddressUpdateInput extends AddressFields {
  id: number;
}

/** What `DELETE address/{id}` answers; older servers sent no data, so the id may be missing. */
export type DeletedAddress = { id?: number } | null;

export const addressApi = {
  create: (fields: AddressFields, signal?: AbortSignal) =>
    apiRequest<Address>('/address', { method: 'POST', body: fields, signal }),

  // The id travels in the body (the seed's PUT address has no id in the path).
  update: (input: AddressUpdateInput, signal?: AbortSignal) =>
    apiRequest<Address>('/address', { method: 'PUT', body: input, signal }),

  remove: (id: number, signal?: AbortSignal) =>
    apiRequest<DeletedAddress>(`/address/${id}`, { method: 'DELETE', signal }),

  get: (id: number, signal?: AbortSignal) => apiRequest<Address>(`/address/${id}`, { signal }),

  list: (_arg: void, signal?: AbortSignal) =>
    apiRequest<Address[]>('/address/my-addresses', { signal }),
};
