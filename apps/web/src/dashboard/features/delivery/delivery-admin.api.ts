import type { AdminDeliveryMethod, DeliveryMethodRemoval, Paged } from '@dukkan/contracts';
import { apiRequest } from '../../../app/api-client';

/** The create/update body (named as the API's request fields); update adds the id. */
export interface DeliveryMethodFields {
  nameEn: string;
  nameAr: string;
  price: number;
  estimatedDays: string;
  isActive: boolean;
}

export interface DeliveryMethodChanges extends DeliveryMethodFields {
  id: number;
}

export interface AdminDeliveryListArgs {
  pageNumber: number;
  pageSize: number;
  search?: string;
  isActive?: boolean;
}

/** The dashboard's delivery methods (staff only): inactive ones included, with orders counts. */
export const deliveryAdminApi = {
  list: ({ search, ...args }: AdminDeliveryListArgs, signal?: AbortSignal) =>
    apiRequest<Paged<AdminDeliveryMethod>>('/adminDeliveryMethod/GetAll', {
      query: { ...args, search: search?.trim() },
      signal,
    }),

  get: (id: number, signal?: AbortSignal) =>
    apiRequest<AdminDeliveryMethod>(`/adminDeliveryMethod/GetDeliveryMethodById/${id}`, {
      signal,
    }),

  create: (fields: DeliveryMethodFields, signal?: AbortSignal) =>
    apiRequest<AdminDeliveryMethod>('/adminDeliveryMethod/createDeliveryMethod', {
      method: 'POST',
      body: fields,
      signal,
    }),

  update: (changes: DeliveryMethodChanges, signal?: AbortSignal) =>
    apiRequest<AdminDeliveryMethod>('/adminDeliveryMethod/UpdateDeliveryMethod', {
      method: 'PUT',
      body: changes,
      signal,
    }),

  /** A method orders were placed with is deactivated instead (`deleted: false`). */
  remove: (id: number, signal?: AbortSignal) =>
    apiRequest<DeliveryMethodRemoval>(`/adminDeliveryMethod/deleteDeliveryMethod/${id}`, {
      method: 'DELETE',
      signal,
    }),
};
