import type { Address, AddressFields } from '@dukkan/contracts';
import { createApiThunk } from '../app/api-thunk';
import { addressApi, type AddressUpdateInput, type DeletedAddress } from './addresses.api';

/** Used only when the server sent no message (the seed names none for addresses). */
export const ADDRESS_FALLBACKS = {
  addAddress: 'Failed to add address',
  updateAddress: 'Failed to update address',
  deleteAddress: 'Failed to delete address',
  fetchAddress: 'Failed to fetch address',
  fetchAddresses: 'Failed to fetch addresses',
} as const;

export const addAddress = createApiThunk<Address, AddressFields>(
  'addresses/add',
  addressApi.create,
  ADDRESS_FALLBACKS.addAddress,
);

export const updateAddress = createApiThunk<Address, AddressUpdateInput>(
  'addresses/update',
  addressApi.update,
  ADDRESS_FALLBACKS.updateAddress,
);

export const deleteAddress = createApiThunk<DeletedAddress, number>(
  'addresses/delete',
  addressApi.remove,
  ADDRESS_FALLBACKS.deleteAddress,
);

export const fetchAddressById = createApiThunk<Address, number>(
  'addresses/fetchById',
  addressApi.get,
  ADDRESS_FALLBACKS.fetchAddress,
);

export const fetchMyAddresses = createApiThunk<Address[], void>(
  'addresses/fetchMine',
  addressApi.list,
  ADDRESS_FALLBACKS.fetchAddresses,
);

export const addressThunks = [
  addAddress,
  updateAddress,
  deleteAddress,
  fetchAddressById,
  fetchMyAddresses,
] as const;
