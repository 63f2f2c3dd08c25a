import type { Address, AddressFields } from '@dukkan/contracts';
import { ownedListThunks } from './owned-list.thunks';

const thunks = ownedListThunks<Address, AddressFields>(
  'addresses',
  {
    create: '/address',
    update: '/address',
    remove: (id) => `/address/${id}`,
    get: (id) => `/address/${id}`,
    list: '/address/my-addresses',
  },
  {
    add: 'Failed to add address',
    update: 'Failed to update address',
    remove: 'Failed to delete address',
    fetchOne: 'Failed to fetch address',
    fetchList: 'Failed to fetch addresses',
  },
);

export const {
  add: addAddress,
  update: updateAddress,
  remove: deleteAddress,
  fetchById: fetchAddressById,
  fetchMine: fetchMyAddresses,
  all: addressThunks,
} = thunks;
export const addressListThunks = thunks;
