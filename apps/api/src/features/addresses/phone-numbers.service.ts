import type { z } from 'zod';
import {
  MAX_PHONE_NUMBERS,
  type PhoneNumber,
  type phoneFieldsSchema,
  type phoneUpdateSchema,
} from '@dukkan/contracts';
import type { AppContext } from '../../app-context.ts';
import { isUniqueViolation, violatedConstraint } from '../../db/errors.ts';
import { conflict } from '../../lib/app-error.ts';
import { phoneNumbers } from './addresses.tables.ts';
import { ownedList } from './owned-list.ts';

export type PhoneNumberRow = typeof phoneNumbers.$inferSelect;
type PhoneInput = z.output<typeof phoneFieldsSchema>;
type PhoneUpdate = z.output<typeof phoneUpdateSchema>;

export function toPhoneNumber(row: PhoneNumberRow): PhoneNumber {
  return {
    id: row.id,
    number: row.number,
    isPrimary: row.isPrimary,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A customer's mobile numbers: one primary, at most MAX_PHONE_NUMBERS, each number once. */
const phoneBook = ownedList<PhoneNumberRow, PhoneNumber, PhoneInput>({
  table: phoneNumbers,
  columns: {
    id: phoneNumbers.id,
    userId: phoneNumbers.userId,
    createdAt: phoneNumbers.createdAt,
    mark: phoneNumbers.isPrimary,
  },
  markKey: 'isPrimary',
  max: MAX_PHONE_NUMBERS,
  messages: { notFound: 'phones.notFound', limit: 'phones.limit' },
  toView: toPhoneNumber,
  columnsOf: (input) => ({ number: input.number }),
  // The unique index (user, number) decides, so two parallel adds of one number cannot both win.
  writeError: (error) =>
    isUniqueViolation(error) && violatedConstraint(error) === 'phone_numbers_user_number_key'
      ? conflict('phones.duplicate', null, { field: 'number' })
      : error,
});

export const findOwnPhoneNumber = phoneBook.findOwn;
/** Primary first, then newest. */
export const listPhoneNumbers = phoneBook.list;
export const getPhoneNumber = phoneBook.get;
/** The first number becomes the primary whatever was asked. */
export const createPhoneNumber = phoneBook.create;
/** `isPrimary: false` on the current primary keeps it; true moves the primary here. */
export const updatePhoneNumber: (
  ctx: AppContext,
  userId: number,
  input: PhoneUpdate,
) => Promise<PhoneNumber> = phoneBook.update;
/** Deleting the primary hands it to the most recent remaining number. */
export const deletePhoneNumber = phoneBook.remove;
