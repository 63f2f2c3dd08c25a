import { addressFieldsSchema, addressSchema, addressUpdateSchema } from '@dukkan/contracts';
import {
  createAddress,
  deleteAddress,
  getAddress,
  listAddresses,
  updateAddress,
} from './addresses.service.ts';
import { ownedListRoutes } from './owned-list.routes.ts';

/**
 * What an address takes (decision 021), said in the create and update descriptions so API
 * clients read it where they look.
 */
const fieldRules =
  '`city` is one of the Saudi cities of the list (`SAUDI_CITIES` in the contracts package), sent as its code (`riyadh`) or its English or Arabic name; answers carry `cityCode` and the English name in `city` (older addresses: their free text, `cityCode` null). Give the short national address `shortAddress` (4 letters and 4 digits such as RRRD2929; case, spaces and Arabic-Indic digits do not matter) or `buildingNumber` (4 digits) and `postalCode` (5 digits), or both. `latitude` and `longitude` (degrees, kept to 6 decimals) come together or not at all. Each bad field is a 400 naming it in the caller language; nothing is written.';

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
      description: fieldRules,
    },
    update: {
      url: '/address',
      summary: 'Update an address (id in the body); isDefault true makes it the default',
      description: `${fieldRules} Every field is written: one left out (the short address, the location) is cleared.`,
    },
    remove: {
      url: '/address/:id',
      summary: 'Delete an address; if it was the default, the newest remaining one becomes it',
    },
  },
});
