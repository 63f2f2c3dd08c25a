import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Language, OrderDetails, OrderStatus, OrderSummary, Paged } from '@dukkan/contracts';
import type { Executor } from '../../db/client.ts';
import { readKeptRowCount } from '../../db/kept-row-counts.ts';
import { notFound } from '../../lib/app-error.ts';
import { isMessageKey, translate, type MessageKey } from '../../lib/messages.ts';
import { toSar } from '../../lib/money.ts';
import { users } from '../accounts/accounts.tables.ts';
import { toLineOptions } from '../catalog/variant-line-options.ts';
import { readOrderAddress } from './order-address.ts';
import { allowedStatuses } from './order-transitions.ts';
import { ownedOrder, type OrderOwner } from './order-owner.ts';
import { orderItems, orders, orderStatusHistory } from './orders.tables.ts';

export type OrderRow = typeof orders.$inferSelect;

/**
 * The shopper's wording of system notes that carry staff-only detail. The gateway's result code
 * helps staff trace a payment with the gateway; to a shopper it is noise, so their order never
 * carries it.
 */
const SHOPPER_NOTE_KEYS: Partial<Record<MessageKey, MessageKey>> = {
  'orders.history.paid': 'orders.history.paidForShopper',
  'orders.history.paidAfterCancel': 'orders.history.paidAfterCancelForShopper',
  'refunds.history.succeeded': 'refunds.history.succeededForShopper',
  'refunds.history.requested': 'refunds.history.failedForShopper',
  'refunds.history.failed': 'refunds.history.failedForShopper',
};

/** A history note in the reader's language: system notes are stored as message keys. */
function noteText(
  entry: {
    note: string | null;
    noteKey: string | null;
    noteParams: Record<string, string | number> | null;
  },
  lang: Language,
  isShopper: boolean,
): string | null {
  if (entry.noteKey && isMessageKey(entry.noteKey)) {
    const key = (isShopper && SHOPPER_NOTE_KEYS[entry.noteKey]) || entry.noteKey;
    return translate(key, lang, entry.noteParams ?? {});
  }
  return entry.note;
}

// Written out in full: inside a select list the query builder leaves columns unqualified, and
// `order_items.id` would shadow `orders.id` in the correlation.
const itemsCountSql = sql<number>`(select coalesce(sum(oi.quantity), 0)::integer
  from order_items oi where oi.order_id = "orders"."id")`;
const coverSql = sql<string | null>`(select oi.image_url from order_items oi
  where oi.order_id = "orders"."id" order by oi.id limit 1)`;

function toSummary(row: OrderRow, itemsCount: number, imageUrl: string | null): OrderSummary {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    status: row.status,
    isPaid: row.isPaid,
    paymentMethod: row.paymentMethod,
    total: toSar(row.totalHalalas),
    itemsCount,
    imageUrl,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Newest first, spelled `desc nulls last` like `orders_created_at_idx` and
 * `orders_user_created_idx` (a bare `desc` means `nulls first`, which PostgreSQL would not read
 * from them and would sort every order instead). The columns are never null, so only the plan
 * changes.
 */
export const NEWEST_FIRST: SQL[] = [
  sql`${orders.createdAt} desc nulls last`,
  sql`${orders.id} desc nulls last`,
];

export interface OrderPageOptions<T> {
  /** Newest first unless told otherwise; ends with the id so ties page stably. */
  orderBy?: SQL[];
  /** What each row becomes; the list row by default. */
  view?: (row: OrderRow, summary: OrderSummary) => T;
}

/**
 * A page of orders matching `where`, a condition on `orders` alone. The page's ids are chosen on
 * `orders` (the filters, the sort's index, LIMIT/OFFSET) and only those rows are read in full
 * with their lines' figures; the total is a separate count over the same condition, skipped when
 * the page itself shows where the list ends.
 */
export async function pageOrders<T = OrderSummary>(
  db: Executor,
  where: SQL | undefined,
  page: { pageNumber: number; pageSize: number },
  options: OrderPageOptions<T> = {},
): Promise<Paged<T>> {
  const view = options.view ?? ((_row: OrderRow, summary: OrderSummary) => summary as T);
  const order = options.orderBy ?? NEWEST_FIRST;
  const offset = (page.pageNumber - 1) * page.pageSize;
  const ids = db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(...order)
    .limit(page.pageSize)
    .offset(offset)
    .as('page');
  // The outer query repeats the sort over the page's rows only (the subquery's order is not kept).
  const rows = await db
    .select({ order: orders, itemsCount: itemsCountSql, imageUrl: coverSql })
    .from(ids)
    .innerJoin(orders, eq(orders.id, ids.id))
    .orderBy(...order);
  const ended = rows.length < page.pageSize && (rows.length > 0 || offset === 0);
  let totalCount = offset + rows.length;
  if (!ended) {
    // Every order (the staff's list unfiltered): the kept count, not a count of every row.
    totalCount = where
      ? ((await db.select({ total: count() }).from(orders).where(where))[0]?.total ?? 0)
      : await readKeptRowCount(db, 'orders');
  }
  return {
    items: rows.map((row) => view(row.order, toSummary(row.order, row.itemsCount, row.imageUrl))),
    pageNumber: page.pageNumber,
    pageSize: page.pageSize,
    totalCount,
  };
}

export function myOrders(
  db: Executor,
  userId: number,
  query: { pageNumber: number; pageSize: number; status?: OrderStatus | undefined },
) {
  return pageOrders(
    db,
    and(eq(orders.userId, userId), query.status ? eq(orders.status, query.status) : undefined),
    query,
  );
}

/**
 * One order with its lines and history: three statements whatever the order's size. `ownerId`
 * limits it to the caller's own orders (another customer's order is "not found", not "forbidden",
 * so order ids cannot be probed) and words the history for the shopper (no gateway codes).
 */
export async function orderDetails(
  db: Executor,
  orderId: number,
  lang: Language,
  ownerId?: number | OrderOwner,
  /** Words the history for the shopper without an owner check ("find my order" checked it). */
  forShopper = ownerId !== undefined,
): Promise<OrderDetails> {
  const owner = typeof ownerId === 'number' ? { userId: ownerId } : ownerId;
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), owner === undefined ? undefined : ownedOrder(owner)));
  if (!row) throw notFound('orders.notFound');
  const [items, history] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id)),
    db
      .select({
        status: orderStatusHistory.status,
        note: orderStatusHistory.note,
        noteKey: orderStatusHistory.noteKey,
        noteParams: orderStatusHistory.noteParams,
        createdAt: orderStatusHistory.createdAt,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(orderStatusHistory)
      .leftJoin(users, eq(users.id, orderStatusHistory.changedBy))
      .where(eq(orderStatusHistory.orderId, orderId))
      .orderBy(asc(orderStatusHistory.id)),
  ]);
  const ar = lang === 'ar';
  const itemsCount = items.reduce((sum, item) => sum + item.quantity, 0);
  return {
    ...toSummary(row, itemsCount, items[0]?.imageUrl ?? null),
    items: items.map((item) => ({
      productId: item.productId,
      variantId: item.variantId,
      options: toLineOptions(item.options, lang),
      name: ar ? item.nameAr : item.nameEn,
      nameEn: item.nameEn,
      nameAr: item.nameAr,
      sku: item.sku,
      imageUrl: item.imageUrl,
      unitPrice: toSar(item.unitPriceHalalas),
      quantity: item.quantity,
      lineTotal: toSar(item.lineTotalHalalas),
      returnedQuantity: item.returnedQuantity,
    })),
    subtotal: toSar(row.subtotalHalalas),
    discountAmount: toSar(row.discountHalalas),
    deliveryFee: toSar(row.deliveryFeeHalalas),
    vatAmount: toSar(row.vatHalalas),
    vatRate: row.vatRateBasisPoints / 100,
    couponCode: row.couponCode,
    deliveryMethod: {
      id: row.deliveryMethodId,
      name: ar ? row.deliveryNameAr : row.deliveryNameEn,
      nameEn: row.deliveryNameEn,
      nameAr: row.deliveryNameAr,
      estimatedDays: row.deliveryEstimatedDays,
    },
    address: readOrderAddress(row.address),
    phoneNumber: row.phoneNumber,
    notes: row.notes,
    paidAt: row.paidAt?.toISOString() ?? null,
    refundedAmount: toSar(row.refundedHalalas),
    onlineMethod: row.onlineMethod,
    paymentBrand: row.paymentBrand,
    paymentExpiresAt:
      row.isPaid || row.status !== 'Pending' ? null : (row.paymentExpiresAt?.toISOString() ?? null),
    statusHistory: history.map((entry) => ({
      status: entry.status as OrderStatus,
      note: noteText(entry, lang, forShopper),
      changedBy: entry.firstName === null ? null : `${entry.firstName} ${entry.lastName}`.trim(),
      createdAt: entry.createdAt.toISOString(),
    })),
    allowedStatuses: allowedStatuses(row),
    customer: { id: row.userId, name: row.customerName, email: row.customerEmail },
  };
}
