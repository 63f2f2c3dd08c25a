import type { StoreStatus } from '@dukkan/contracts';
import { apiRequest } from '../api-client';

/** Whether this is the demo shop and which payment methods checkout offers (public). */
export const storeStatusApi = {
  get: (_arg: void, signal?: AbortSignal) =>
    apiRequest<StoreStatus>('/Store/GetStatus', { signal }),
};
