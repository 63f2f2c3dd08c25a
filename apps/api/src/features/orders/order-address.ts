import type { OrderDetails } from '@dukkan/contracts';
import type { addresses } from '../addresses/addresses.tables.ts';
import type { OrderAddressSnapshot } from './orders.tables.ts';

/** The copy of a saved address an order keeps (decision 021 added the code, short address and location). */
export function orderAddressOf(row: typeof addresses.$inferSelect): OrderAddressSnapshot {
  return {
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
  };
}

/** An order's address as the API answers it; copies made before decision 021 lack the new parts. */
export function readOrderAddress(snapshot: OrderAddressSnapshot): OrderDetails['address'] {
  return {
    label: snapshot.label,
    city: snapshot.city,
    cityCode: snapshot.cityCode ?? null,
    district: snapshot.district,
    street: snapshot.street,
    shortAddress: snapshot.shortAddress ?? null,
    buildingNumber: snapshot.buildingNumber,
    postalCode: snapshot.postalCode,
    additionalNumber: snapshot.additionalNumber,
    latitude: snapshot.latitude ?? null,
    longitude: snapshot.longitude ?? null,
    details: snapshot.details,
  };
}
