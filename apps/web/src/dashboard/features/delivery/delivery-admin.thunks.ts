import type { AdminDeliveryMethod, DeliveryMethodRemoval, Paged } from '@dukkan/contracts';
import { createApiThunk } from '../../../app/api-thunk';
import { DELIVERY_FALLBACKS } from '../../../shopping/delivery.thunks';
import {
  deliveryAdminApi,
  type AdminDeliveryListArgs,
  type DeliveryMethodChanges,
  type DeliveryMethodFields,
} from './delivery-admin.api';

// The seed names no fallbacks for delivery methods; the shop's own ones are reused so both
// screens say the same thing.
export const fetchAdminDeliveryMethods = createApiThunk<
  Paged<AdminDeliveryMethod>,
  AdminDeliveryListArgs
>('deliveryAdmin/fetchAll', deliveryAdminApi.list, DELIVERY_FALLBACKS.fetchDeliveryMethods);

export const fetchAdminDeliveryMethod = createApiThunk<AdminDeliveryMethod, number>(
  'deliveryAdmin/fetchById',
  deliveryAdminApi.get,
  DELIVERY_FALLBACKS.fetchDeliveryMethod,
);

export const createDeliveryMethod = createApiThunk<AdminDeliveryMethod, DeliveryMethodFields>(
  'deliveryAdmin/create',
  deliveryAdminApi.create,
  DELIVERY_FALLBACKS.addDeliveryMethod,
);

export const updateDeliveryMethod = createApiThunk<AdminDeliveryMethod, DeliveryMethodChanges>(
  'deliveryAdmin/update',
  deliveryAdminApi.update,
  DELIVERY_FALLBACKS.updateDeliveryMethod,
);

export const removeDeliveryMethod = createApiThunk<DeliveryMethodRemoval, number>(
  'deliveryAdmin/remove',
  deliveryAdminApi.remove,
  DELIVERY_FALLBACKS.deleteDeliveryMethod,
);

export const deliveryAdminThunks = [
  fetchAdminDeliveryMethods,
  fetchAdminDeliveryMethod,
  createDeliveryMethod,
  updateDeliveryMethod,
  removeDeliveryMethod,
] as const;
