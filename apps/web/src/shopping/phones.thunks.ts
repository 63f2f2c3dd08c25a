import type { PhoneFields, PhoneNumber } from '@dukkan/contracts';
import { createApiThunk } from '../app/api-thunk';
import { phoneApi, type DeletedPhone, type PhoneUpdateInput } from './phones.api';

/** Used only when the server sent no message (the seed names none for phone numbers). */
export const PHONE_FALLBACKS = {
  addPhone: 'Failed to add phone number',
  updatePhone: 'Failed to update phone number',
  deletePhone: 'Failed to delete phone number',
  fetchPhone: 'Failed to fetch phone number',
  fetchPhones: 'Failed to fetch phone numbers',
} as const;

export const addPhone = createApiThunk<PhoneNumber, PhoneFields>(
  'phones/add',
  phoneApi.create,
  PHONE_FALLBACKS.addPhone,
);

export const updatePhone = createApiThunk<PhoneNumber, PhoneUpdateInput>(
  'phones/update',
  phoneApi.update,
  PHONE_FALLBACKS.updatePhone,
);

export const deletePhone = createApiThunk<DeletedPhone, number>(
  'phones/delete',
  phoneApi.remove,
  PHONE_FALLBACKS.deletePhone,
);

export const fetchPhoneById = createApiThunk<PhoneNumber, number>(
  'phones/fetchById',
  phoneApi.get,
  PHONE_FALLBACKS.fetchPhone,
);

export const fetchMyPhones = createApiThunk<PhoneNumber[], void>(
  'phones/fetchMine',
  phoneApi.list,
  PHONE_FALLBACKS.fetchPhones,
);

export const phoneThunks = [
  addPhone,
  updatePhone,
  deletePhone,
  fetchPhoneById,
  fetchMyPhones,
] as const;
