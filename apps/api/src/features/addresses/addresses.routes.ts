import { addressFieldsSchema, addressSchema, addressUpdateSchema } from '@dukkan/contracts';
import {
  createAddress,
  deleteAddress,
  getAddress,
  listAddresses,
  updateAddress,
} from './addresses.service.ts';
import { ownedListRoutes } from './owned-list.routes.ts';

/** The signed-in user's delivery addresses; another user's id answers 404 like a missing one. */
export const addressRoutes = ownedListRoutes({
  tags: ['Address'],
  area: 'addresses',
  service: {
    list: listAddresses,
    get: getAddress,
    create: createAddress,
    update: updateAddress,
    remove: deleteAddress,
  },
  schemas: { view: addressSchema, fields: addressFieldsSchema, update: addressUpdateSchema },
  routes: {
    // The router prefers this static path over `/address/:id` whatever the registration order.
    list: {
      url: '/address/my-addresses',
      summary: 'My addresses: the default first, then the newest',
    },
    get: { url: '/address/:id' },
    create: {
      url: '/address',
      summary: 'Add an address (the first becomes the default; 422 past the limit)',
    },
    update: {
      url: '/address',
      summary: 'Update an address (id in the body); isDefault true makes it the default',
    },
    remove: {
      url: '/address/:id',
      summary: 'Delete an address; if it was the default, the newest remaining one becomes it',
    },
  },
});
