import { and, asc, eq } from 'drizzle-orm';
import type { DeliveryMethod, Language } from '@dukkan/contracts';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { toSar } from '../../lib/money.ts';
import { deliveryMethods } from './delivery.tables.ts';

export type DeliveryMethodRow = typeof deliveryMethods.$inferSelect;

export function toDeliveryMethod(row: DeliveryMethodRow, lang: Language): DeliveryMethod {
  return {
    id: row.id,
    nameEn: row.nameEn,
    nameAr: row.nameAr,
    name: lang === 'ar' ? row.nameAr : row.nameEn,
    price: toSar(row.priceHalalas),
    estimatedDays: row.estimatedDays,
    isActive: row.isActive,
  };
}

/**
 * What checkout offers, cheapest first. Not paged: a shop has a handful of methods, and the
 * checkout shows them all as one choice.
 */
export async function listActiveDeliveryMethods(
  ctx: AppContext,
  lang: Language,
): Promise<DeliveryMethod[]> {
  const rows = await ctx.db
    .select()
    .from(deliveryMethods)
    .where(eq(deliveryMethods.isActive, true))
    .orderBy(asc(deliveryMethods.priceHalalas), asc(deliveryMethods.id));
  return rows.map((row) => toDeliveryMethod(row, lang));
}

/**
 * A method a shopper may still choose, or undefined: a deactivated method is as gone as a missing
 * one. Takes the executor so checkout can read it inside its own transaction.
 */
export async function findActiveDeliveryMethod(
  db: Executor,
  id: number,
): Promise<DeliveryMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(deliveryMethods)
    .where(and(eq(deliveryMethods.id, id), eq(deliveryMethods.isActive, true)));
  return row;
}

export async function getActiveDeliveryMethod(
  ctx: AppContext,
  id: number,
  lang: Language,
): Promise<DeliveryMethod> {
  const row = await findActiveDeliveryMethod(ctx.db, id);
  if (!row) throw notFound('delivery.notFound');
  return toDeliveryMethod(row, lang);
}
