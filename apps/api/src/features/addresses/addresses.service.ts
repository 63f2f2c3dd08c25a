import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  MAX_ADDRESSES,
  type Address,
  type addressFieldsSchema,
  type addressUpdateSchema,
} from '@dukkan/contracts';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { addresses } from './addresses.tables.ts';
import { lockCustomer } from './customer-lock.ts';

export type AddressRow = typeof addresses.$inferSelect;
type AddressInput = z.output<typeof addressFieldsSchema>;
type AddressUpdate = z.output<typeof addressUpdateSchema>;

export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    label: row.label,
    city: row.city,
    district: row.district,
    street: row.street,
    buildingNumber: row.buildingNumber,
    postalCode: row.postalCode,
    additionalNumber: row.additionalNumber,
    details: row.details,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
  };
}

function columnsOf(input: AddressInput) {
  return {
    label: input.label,
    city: input.city,
    district: input.district,
    street: input.street,
    buildingNumber: input.buildingNumber,
    postalCode: input.postalCode,
    additionalNumber: input.additionalNumber ?? null,
    details: input.details,
  };
}

/**
 * The caller's own address, or undefined. Another customer's id reads exactly like a missing one,
 * so ids cannot be probed. Takes the executor so checkout can read it inside its transaction.
 */
export async function findOwnAddress(
  db: Executor,
  userId: number,
  id: number,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  return row;
}

async function clearDefault(tx: Executor, userId: number, exceptId?: number) {
  await tx
    .update(addresses)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(
      and(
        eq(addresses.userId, userId),
        eq(addresses.isDefault, true),
        exceptId === undefined ? undefined : ne(addresses.id, exceptId),
      ),
    );
}

/** Default first, then newest. Not paged: a customer keeps at most MAX_ADDRESSES. */
export async function listAddresses(ctx: AppContext, userId: number): Promise<Address[]> {
  const rows = await ctx.db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
  return rows.map(toAddress);
}

export async function getAddress(ctx: AppContext, userId: number, id: number): Promise<Address> {
  const row = await findOwnAddress(ctx.db, userId, id);
  if (!row) throw notFound('addresses.notFound');
  return toAddress(row);
}

/** The first address becomes the default whatever was asked, so checkout always has one. */
export async function createAddress(
  ctx: AppContext,
  userId: number,
  input: AddressInput,
): Promise<Address> {
  return ctx.db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const count = await tx.$count(addresses, eq(addresses.userId, userId));
    if (count >= MAX_ADDRESSES) {
      throw new AppError(422, 'addresses.limit', null, { max: MAX_ADDRESSES });
    }
    const isDefault = input.isDefault || count === 0;
    if (isDefault) await clearDefault(tx, userId);
    const [row] = await tx
      .insert(addresses)
      .values({ ...columnsOf(input), userId, isDefault })
      .returning();
    return toAddress(row!);
  });
}

/**
 * `isDefault: true` moves the default here. `false` on the current default keeps it: the default
 * only moves to another address (or on delete), so a customer with addresses always has one.
 */
export async function updateAddress(
  ctx: AppContext,
  userId: number,
  input: AddressUpdate,
): Promise<Address> {
  return ctx.db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const before = await findOwnAddress(tx, userId, input.id);
    if (!before) throw notFound('addresses.notFound');
    const isDefault = before.isDefault || input.isDefault;
    if (isDefault && !before.isDefault) await clearDefault(tx, userId, input.id);
    const [row] = await tx
      .update(addresses)
      .set({ ...columnsOf(input), isDefault, updatedAt: new Date() })
      .where(eq(addresses.id, input.id))
      .returning();
    return toAddress(row!);
  });
}

/** Deleting the default hands it to the most recent remaining address. */
export async function deleteAddress(
  ctx: AppContext,
  userId: number,
  id: number,
): Promise<{ id: number }> {
  return ctx.db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const [removed] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning({ isDefault: addresses.isDefault });
    if (!removed) throw notFound('addresses.notFound');
    if (removed.isDefault) {
      await tx
        .update(addresses)
        .set({ isDefault: true, updatedAt: new Date() })
        .where(
          eq(
            addresses.id,
            sql`(select ${addresses.id} from ${addresses} where ${addresses.userId} = ${userId}
              order by ${addresses.createdAt} desc, ${addresses.id} desc limit 1)`,
          ),
        );
    }
    return { id };
  });
}
