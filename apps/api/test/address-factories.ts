import type { FastifyInstance } from 'fastify';
import { addresses, phoneNumbers } from '../src/features/addresses/addresses.tables.ts';
import { deliveryMethods } from '../src/features/delivery/delivery.tables.ts';

let sequence = 0;

/** An address row straight in the database (checks none of the API's default rules). */
export async function createAddressRow(
  app: FastifyInstance,
  userId: number,
  values: Partial<typeof addresses.$inferInsert> = {},
) {
  sequence += 1;
  const [row] = await app.ctx.db
    .insert(addresses)
    .values({
      userId,
      label: `Home ${sequence}`,
      city: 'Riyadh',
      cityCode: 'riyadh',
      district: 'Al Olaya',
      street: 'King Fahd Road',
      buildingNumber: '1234',
      postalCode: '12345',
      ...values,
    })
    .returning();
  return row!;
}

/** A phone number row; numbers are made unique per call unless one is given. */
export async function createPhoneRow(
  app: FastifyInstance,
  userId: number,
  values: Partial<typeof phoneNumbers.$inferInsert> = {},
) {
  sequence += 1;
  const [row] = await app.ctx.db
    .insert(phoneNumbers)
    .values({ userId, number: `+9665${String(sequence).padStart(8, '0')}`, ...values })
    .returning();
  return row!;
}

/** A delivery method row (active unless told otherwise). */
export async function createDeliveryMethodRow(
  app: FastifyInstance,
  values: Partial<typeof deliveryMethods.$inferInsert> = {},
) {
  sequence += 1;
  const [row] = await app.ctx.db
    .insert(deliveryMethods)
    .values({
      nameEn: `Delivery ${sequence}`,
      nameAr: `توصيل ${sequence}`,
      priceHalalas: 2_500,
      estimatedDays: '2-4',
      ...values,
    })
    .returning();
  return row!;
}
