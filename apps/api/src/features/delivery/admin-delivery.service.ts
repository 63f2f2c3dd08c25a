import { and, asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type {
  AdminDeliveryMethod,
  DeliveryMethodRemoval,
  Language,
  Paged,
} from '@dukkan/contracts';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../lib/app-error.ts';
import { parseSar } from '../../lib/money.ts';
import { bilingualNameMatches } from '../../db/sql-text.ts';
import { toDeliveryMethod, type DeliveryMethodRow } from './delivery.service.ts';
import { deliveryMethods } from './delivery.tables.ts';

export interface DeliveryMethodFields {
  nameEn: string;
  nameAr: string;
  price: number;
  estimatedDays: string;
  isActive: boolean;
}

export interface DeliveryListFilters {
  pageNumber: number;
  pageSize: number;
  search?: string | undefined;
  isActive?: boolean | undefined;
}

/**
 * Orders placed with the method in the row being read (indexed on the method). Qualified in full
 * because Drizzle leaves columns unqualified in a one-table statement. Orders sit above delivery in
 * the area order (they refer to a method), so the orders table is read here by name only, never
 * through the orders area's code.
 */
const ordersCountSql = sql<number>`(select count(*) from orders o
  where o.delivery_method_id = "delivery_methods"."id")`.mapWith(Number);

const withOrdersCount = { ...getTableColumns(deliveryMethods), ordersCount: ordersCountSql };

type CountedRow = DeliveryMethodRow & { ordersCount: number };

function toAdminDeliveryMethod(row: CountedRow, lang: Language): AdminDeliveryMethod {
  return {
    ...toDeliveryMethod(row, lang),
    ordersCount: row.ordersCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function found(row: CountedRow | undefined, lang: Language): AdminDeliveryMethod {
  if (!row) throw notFound('delivery.notFoundAdmin');
  return toAdminDeliveryMethod(row, lang);
}

/** The contracts allow two decimals only, so the decimal text converts to halalas exactly. */
function columns(fields: DeliveryMethodFields) {
  return {
    nameEn: fields.nameEn,
    nameAr: fields.nameAr,
    priceHalalas: parseSar(String(fields.price))!,
    estimatedDays: fields.estimatedDays,
    isActive: fields.isActive,
  };
}

function listWhere(filters: DeliveryListFilters): SQL | undefined {
  const term = filters.search?.trim();
  return and(
    term ? bilingualNameMatches(deliveryMethods.nameEn, deliveryMethods.nameAr, term) : undefined,
    filters.isActive === undefined ? undefined : eq(deliveryMethods.isActive, filters.isActive),
  );
}

/** Every method, inactive ones too, cheapest first; one query with its total. */
export async function listAllDeliveryMethods(
  ctx: AppContext,
  filters: DeliveryListFilters,
  lang: Language,
): Promise<Paged<AdminDeliveryMethod>> {
  const where = listWhere(filters);
  const rows = await ctx.db
    .select({ ...withOrdersCount, totalCount: sql<number>`count(*) over()`.mapWith(Number) })
    .from(deliveryMethods)
    .where(where)
    .orderBy(asc(deliveryMethods.priceHalalas), asc(deliveryMethods.id))
    .limit(filters.pageSize)
    .offset((filters.pageNumber - 1) * filters.pageSize);
  return {
    items: rows.map((row) => toAdminDeliveryMethod(row, lang)),
    pageNumber: filters.pageNumber,
    pageSize: filters.pageSize,
    totalCount: rows[0]?.totalCount ?? (await ctx.db.$count(deliveryMethods, where)),
  };
}

export async function getDeliveryMethodForAdmin(
  ctx: AppContext,
  id: number,
  lang: Language,
): Promise<AdminDeliveryMethod> {
  const [row] = await ctx.db
    .select(withOrdersCount)
    .from(deliveryMethods)
    .where(eq(deliveryMethods.id, id));
  return found(row, lang);
}

export async function createDeliveryMethod(
  ctx: AppContext,
  fields: DeliveryMethodFields,
  lang: Language,
): Promise<AdminDeliveryMethod> {
  const [row] = await ctx.db
    .insert(deliveryMethods)
    .values(columns(fields))
    .returning(withOrdersCount);
  return found(row, lang);
}

/** Orders keep their own copy of the name, days and fee, so editing a method never rewrites one. */
export async function updateDeliveryMethod(
  ctx: AppContext,
  id: number,
  fields: DeliveryMethodFields,
  lang: Language,
): Promise<AdminDeliveryMethod> {
  const [row] = await ctx.db
    .update(deliveryMethods)
    .set({ ...columns(fields), updatedAt: new Date() })
    .where(eq(deliveryMethods.id, id))
    .returning(withOrdersCount);
  return found(row, lang);
}

/**
 * Deletes a method no order was placed with; one that orders used is deactivated instead, so
 * their link to it stays. The row is locked first (an order being placed with it holds a key lock
 * on it, so this waits for that order), then the orders are counted in a statement of their own,
 * which sees an order committed while waiting.
 */
export async function removeDeliveryMethod(
  ctx: AppContext,
  id: number,
  lang: Language,
): Promise<DeliveryMethodRemoval> {
  return ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: deliveryMethods.id })
      .from(deliveryMethods)
      .where(eq(deliveryMethods.id, id))
      .for('update');
    if (!locked) throw notFound('delivery.notFoundAdmin');
    const [used] = await tx
      .select({ ordersCount: ordersCountSql })
      .from(deliveryMethods)
      .where(eq(deliveryMethods.id, id));
    if (used!.ordersCount > 0) {
      const [row] = await tx
        .update(deliveryMethods)
        .set({ isActive: false, updatedAt: new Date() })
        .where(eq(deliveryMethods.id, id))
        .returning(withOrdersCount);
      return { id, deleted: false, deliveryMethod: found(row, lang) };
    }
    await tx.delete(deliveryMethods).where(eq(deliveryMethods.id, id));
    return { id, deleted: true, deliveryMethod: null };
  });
}
