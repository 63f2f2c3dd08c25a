import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  MAX_PHONE_NUMBERS,
  type PhoneNumber,
  type phoneFieldsSchema,
  type phoneUpdateSchema,
} from '@dukkan/contracts';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import { isUniqueViolation, violatedConstraint } from '../../db/errors.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { phoneNumbers } from './addresses.tables.ts';
import { lockCustomer } from './customer-lock.ts';

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

/** The unique index (user, number) decides, so two parallel adds of one number cannot both win. */
function duplicateError(error: unknown): unknown {
  if (isUniqueViolation(error) && violatedConstraint(error) === 'phone_numbers_user_number_key') {
    return new AppError(409, 'phones.duplicate', null, {}, 'number');
  }
  return error;
}

/** The caller's own number, or undefined; another customer's id reads like a missing one. */
export async function findOwnPhoneNumber(
  db: Executor,
  userId: number,
  id: number,
): Promise<PhoneNumberRow | undefined> {
  const [row] = await db
    .select()
    .from(phoneNumbers)
    .where(and(eq(phoneNumbers.id, id), eq(phoneNumbers.userId, userId)));
  return row;
}

async function clearPrimary(tx: Executor, userId: number, exceptId?: number) {
  await tx
    .update(phoneNumbers)
    .set({ isPrimary: false, updatedAt: new Date() })
    .where(
      and(
        eq(phoneNumbers.userId, userId),
        eq(phoneNumbers.isPrimary, true),
        exceptId === undefined ? undefined : ne(phoneNumbers.id, exceptId),
      ),
    );
}

/** Primary first, then newest. Not paged: a customer keeps at most MAX_PHONE_NUMBERS. */
export async function listPhoneNumbers(ctx: AppContext, userId: number): Promise<PhoneNumber[]> {
  const rows = await ctx.db
    .select()
    .from(phoneNumbers)
    .where(eq(phoneNumbers.userId, userId))
    .orderBy(desc(phoneNumbers.isPrimary), desc(phoneNumbers.createdAt), desc(phoneNumbers.id));
  return rows.map(toPhoneNumber);
}

export async function getPhoneNumber(
  ctx: AppContext,
  userId: number,
  id: number,
): Promise<PhoneNumber> {
  const row = await findOwnPhoneNumber(ctx.db, userId, id);
  if (!row) throw notFound('phones.notFound');
  return toPhoneNumber(row);
}

/** The first number becomes the primary whatever was asked, so checkout always has one. */
export async function createPhoneNumber(
  ctx: AppContext,
  userId: number,
  input: PhoneInput,
): Promise<PhoneNumber> {
  try {
    return await ctx.db.transaction(async (tx) => {
      await lockCustomer(tx, userId);
      const count = await tx.$count(phoneNumbers, eq(phoneNumbers.userId, userId));
      if (count >= MAX_PHONE_NUMBERS) {
        throw new AppError(422, 'phones.limit', null, { max: MAX_PHONE_NUMBERS });
      }
      const isPrimary = input.isPrimary || count === 0;
      if (isPrimary) await clearPrimary(tx, userId);
      const [row] = await tx
        .insert(phoneNumbers)
        .values({ userId, number: input.number, isPrimary })
        .returning();
      return toPhoneNumber(row!);
    });
  } catch (error) {
    throw duplicateError(error);
  }
}

/**
 * `isPrimary: true` moves the primary here. `false` on the current primary keeps it: the primary
 * only moves to another number (or on delete), so a customer with numbers always has one.
 */
export async function updatePhoneNumber(
  ctx: AppContext,
  userId: number,
  input: PhoneUpdate,
): Promise<PhoneNumber> {
  try {
    return await ctx.db.transaction(async (tx) => {
      await lockCustomer(tx, userId);
      const before = await findOwnPhoneNumber(tx, userId, input.id);
      if (!before) throw notFound('phones.notFound');
      const isPrimary = before.isPrimary || input.isPrimary;
      if (isPrimary && !before.isPrimary) await clearPrimary(tx, userId, input.id);
      const [row] = await tx
        .update(phoneNumbers)
        .set({ number: input.number, isPrimary, updatedAt: new Date() })
        .where(eq(phoneNumbers.id, input.id))
        .returning();
      return toPhoneNumber(row!);
    });
  } catch (error) {
    throw duplicateError(error);
  }
}

/** Deleting the primary hands it to the most recent remaining number. */
export async function deletePhoneNumber(
  ctx: AppContext,
  userId: number,
  id: number,
): Promise<{ id: number }> {
  return ctx.db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const [removed] = await tx
      .delete(phoneNumbers)
      .where(and(eq(phoneNumbers.id, id), eq(phoneNumbers.userId, userId)))
      .returning({ isPrimary: phoneNumbers.isPrimary });
    if (!removed) throw notFound('phones.notFound');
    if (removed.isPrimary) {
      await tx
        .update(phoneNumbers)
        .set({ isPrimary: true, updatedAt: new Date() })
        .where(
          eq(
            phoneNumbers.id,
            sql`(select ${phoneNumbers.id} from ${phoneNumbers} where ${phoneNumbers.userId} = ${userId}
              order by ${phoneNumbers.createdAt} desc, ${phoneNumbers.id} desc limit 1)`,
          ),
        );
    }
    return { id };
  });
}
