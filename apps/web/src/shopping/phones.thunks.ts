import type { PhoneFields, PhoneNumber } from '@dukkan/contracts';
import { ownedListThunks } from './owned-list.thunks';

const thunks = ownedListThunks<PhoneNumber, PhoneFields>(
  'phones',
  {
    create: '/phoneNumbers/AddPhoneNumber',
    update: '/phoneNumbers/UpdatePhoneNumber',
    remove: (id) => `/phoneNumbers/deletePhoneNumber/${id}`,
    get: (id) => `/phoneNumbers/GetPhoneNumberByid/${id}`,
    list: '/phoneNumbers/UserPhoneNumbers',
  },
  {
    add: 'Failed to add phone number',
    update: 'Failed to update phone number',
    remove: 'Failed to delete phone number',
    fetchOne: 'Failed to fetch phone number',
    fetchList: 'Failed to fetch phone numbers',
  },
);

export const {
  add: addPhone,
  update: updatePhone,
  remove: deletePhone,
  fetchById: fetchPhoneById,
  fetchMine: fetchMyPhones,
  all: phoneThunks,
} = thunks;
export const phoneListThunks = thunks;
