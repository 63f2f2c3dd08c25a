import { phoneFieldsSchema, phoneNumberSchema, phoneUpdateSchema } from '@dukkan/contracts';
import { ownedListRoutes } from './owned-list.routes.ts';
import {
  createPhoneNumber,
  deletePhoneNumber,
  getPhoneNumber,
  listPhoneNumbers,
  updatePhoneNumber,
} from './phone-numbers.service.ts';

/**
 * The signed-in user's mobile numbers, stored as +9665XXXXXXXX whatever the spelling sent; another
 * user's id answers 404 like a missing one.
 */
export const phoneNumberRoutes = ownedListRoutes({
  tags: ['PhoneNumbers'],
  area: 'phones',
  service: {
    list: listPhoneNumbers,
    get: getPhoneNumber,
    create: createPhoneNumber,
    update: updatePhoneNumber,
    remove: deletePhoneNumber,
  },
  schemas: { view: phoneNumberSchema, fields: phoneFieldsSchema, update: phoneUpdateSchema },
  routes: {
    create: {
      url: '/phoneNumbers/AddPhoneNumber',
      summary: 'Add a Saudi mobile number (the first becomes primary; 409 if already listed)',
    },
    update: {
      url: '/phoneNumbers/UpdatePhoneNumber',
      summary: 'Update a mobile number (id in the body); isPrimary true makes it the primary',
    },
    remove: {
      url: '/phoneNumbers/deletePhoneNumber/:id',
      summary: 'Delete a mobile number; if it was primary, the newest remaining one becomes it',
    },
    get: { url: '/phoneNumbers/GetPhoneNumberByid/:id' },
    list: {
      url: '/phoneNumbers/UserPhoneNumbers',
      summary: 'My mobile numbers: the primary first, then the newest',
    },
  },
});
