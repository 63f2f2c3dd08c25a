import type { DeliveryMethod } from '@dukkan/contracts';
import { apiRequest } from '../app/api-client';

/** The shop's reads (no token needed); the dashboard's writes live in its own slice. */
export const deliveryApi = {
  /** Active methods only, cheapest first. */
  list: (_arg: void, signal?: AbortSignal) =>
    apiRequest<DeliveryMethod[]>('/DeliveryMethod/GetAllDeliveryMethods', { signal }),

  get: (id: number, signal?: AbortSignal) =>
    apiRequest<DeliveryMethod>(`/DeliveryMethod/GetDeliveryMethodById/${id}`, { signal }),
};
