import type { DeliveryMethod } from '@dukkan/contracts';
import { createApiThunk } from '../app/api-thunk';
import { deliveryApi } from './delivery.api';

/**
 * Used only when the server sent no message (the seed names none for delivery methods). The
 * dashboard's delivery screen uses the same texts for its list and writes.
 */
export const DELIVERY_FALLBACKS = {
  fetchDeliveryMethods: 'Failed to fetch delivery methods',
  fetchDeliveryMethod: 'Failed to fetch delivery method',
  addDeliveryMethod: 'Failed to add delivery method',
  updateDeliveryMethod: 'Failed to update delivery method',
  deleteDeliveryMethod: 'Failed to delete delivery method',
} as const;

export const fetchDeliveryMethods = createApiThunk<DeliveryMethod[], void>(
  'delivery/fetchAll',
  deliveryApi.list,
  DELIVERY_FALLBACKS.fetchDeliveryMethods,
);

export const fetchDeliveryMethodById = createApiThunk<DeliveryMethod, number>(
  'delivery/fetchById',
  deliveryApi.get,
  DELIVERY_FALLBACKS.fetchDeliveryMethod,
);

export const deliveryThunks = [fetchDeliveryMethods, fetchDeliveryMethodById] as const;
