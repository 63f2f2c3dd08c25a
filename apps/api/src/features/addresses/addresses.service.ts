import type { z } from 'zod';
import {
  findSaudiCity,
  MAX_ADDRESSES,
  type Address,
  type addressFieldsSchema,
  type addressUpdateSchema,
} from '@dukkan/contracts';
import type { AppContext } from '../../app-context.ts';
import { addresses } from './addresses.tables.ts';
import { ownedList } from './owned-list.ts';

export type AddressRow = typeof addresses.$inferSelect;
type AddressInput = z.output<typeof addressFieldsSchema>;
type AddressUpdate = z.output<typeof addressUpdateSchema>;

export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    label: row.label,
    city: row.city,
    cityCode: row.cityCode,
    district: row.district,
    street: row.street,
    shortAddress: row.shortAddress,
    buildingNumber: row.buildingNumber,
    postalCode: row.postalCode,
    additionalNumber: row.additionalNumber,
    latitude: row.latitude,
    longitude: row.longitude,
    details: row.details,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A customer's delivery addresses: one default, at most MAX_ADDRESSES. */
const addressBook = ownedList<AddressRow, Address, AddressInput>({
  table: addresses,
  columns: {
    id: addresses.id,
    userId: addresses.userId,
    createdAt: addresses.createdAt,
    mark: addresses.isDefault,
  },
  markKey: 'isDefault',
  max: MAX_ADDRESSES,
  messages: { notFound: 'addresses.notFound', limit: 'addresses.limit' },
  toView: toAddress,
  // Every column is written, so an update that leaves out the short address or the location
  // clears it (the form always sends what the shopper sees).
  columnsOf: (input) => ({
    label: input.label,
    // The schema let only a code of the list through; the English name is kept beside it.
    city: findSaudiCity(input.city)?.en ?? input.city,
    cityCode: input.city,
    district: input.district,
    street: input.street,
    shortAddress: input.shortAddress ?? null,
    buildingNumber: input.buildingNumber ?? null,
    postalCode: input.postalCode ?? null,
    additionalNumber: input.additionalNumber ?? null,
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
    details: input.details,
  }),
});

export const findOwnAddress = addressBook.findOwn;
/** Default first, then newest. */
export const listAddresses = addressBook.list;
export const getAddress = addressBook.get;
/** The first address becomes the default whatever was asked. */
export const createAddress = addressBook.create;
/** `isDefault: false` on the current default keeps it; true moves the default here. */
export const updateAddress: (
  ctx: AppContext,
  userId: number,
  input: AddressUpdate,
) => Promise<Address> = addressBook.update;
/** Deleting the default hands it to the most recent remaining address. */
export const deleteAddress = addressBook.remove;
