import { and, asc, desc, eq, gte, like, lt, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  normalizeDigits,
  toSaudiMobile,
  type AdminOrderSummary,
  type AdminOrdersFilters,
  type Paged,
} from '@dukkan/contracts';
import type { Executor } from '../../db/client.ts';
import { likePattern } from '../../db/sql-text.ts';
import { NEWEST_FIRST, pageOrders } from './order-queries.ts';
import { lifecycleRankOf, orders } from './orders.tables.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The first instant of a calendar day in the shop's time zone. Saudi Arabia keeps UTC+3 all year
 * (no daylight saving), so a fixed offset is exact and the bound stays a plain timestamp the
 * `orders_created_at_idx` index can use.
 */
function shopDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+03:00`);
}

/**
 * What a typed term can mean: part of the customer's name or e-mail (case, Arabic diacritics and
 * alef/yaa spellings ignored, as in catalog search), an order number (`DK-000123`, `123`) or a
 * mobile number, whole in any spelling (`0551234567`) or a run of its digits.
 */
export function orderSearch(term: string): SQL {
  const matches: SQL[] = [
    sql`dukkan_search_text(${orders.customerName} || ' ' || ${orders.customerEmail}) like dukkan_search_text(${likePattern(term)})`,
  ];
  const digitsTerm = normalizeDigits(term).trim();
  const orderNumber = /^(?:dk[-\s]?)?0*(\d{1,9})$/i.exec(digitsTerm);
  if (orderNumber) matches.push(eq(orders.id, Number(orderNumber[1])));
  const mobile = toSaudiMobile(term);
  if (mobile) {
    matches.push(eq(orders.phoneNumber, mobile));
  } else {
    const digits = digitsTerm.replace(/[\s\-().+]/g, '').replace(/^0+/, '');
    // Shorter runs of digits would match most numbers; they are read as order numbers only.
    if (/^\d{4,}$/.test(digits)) matches.push(like(orders.phoneNumber, `%${digits}%`));
  }
  return or(...matches)!;
}

function filtersOf(query: AdminOrdersFilters): SQL | undefined {
  const term = query.search?.trim();
  return and(
    query.status ? eq(orders.status, query.status) : undefined,
    query.isPaid === undefined ? undefined : eq(orders.isPaid, query.isPaid),
    query.paymentMethod ? eq(orders.paymentMethod, query.paymentMethod) : undefined,
    query.from ? gte(orders.createdAt, shopDayStart(query.from)) : undefined,
    query.to
      ? lt(orders.createdAt, new Date(shopDayStart(query.to).getTime() + DAY_MS))
      : undefined,
    term ? orderSearch(term) : undefined,
  );
}

/**
 * A key spelled the way the orders' descending indexes are built (`desc nulls last`; ascending
 * `asc nulls first`, the same index read backwards). A bare `desc` means `nulls first`, which
 * PostgreSQL would not read from them and would sort every order instead; no key is ever null, so
 * only the plan changes.
 */
const alongIndex = (direction: 'asc' | 'desc') => (key: SQLWrapper) =>
  direction === 'asc' ? sql`${key} asc nulls first` : sql`${key} desc nulls last`;

function sortOf(query: AdminOrdersFilters): SQL[] {
  const sortBy = query.sortBy ?? 'createdAt';
  const direction = query.sortDirection ?? (sortBy === 'status' ? 'asc' : 'desc');
  const along = alongIndex(direction);
  const by = direction === 'asc' ? asc : desc;
  switch (sortBy) {
    case 'total':
      return [along(orders.totalHalalas), ...NEWEST_FIRST];
    case 'status':
      return [by(lifecycleRankOf(orders.status)), ...NEWEST_FIRST];
    // Order numbers are the id padded (DK-000123), so the id sorts them, through the primary key
    // (ascending, `nulls last`: the bare spelling reads it either way).
    case 'orderNumber':
      return [by(orders.id)];
    case 'createdAt':
      return [along(orders.createdAt), along(orders.id)];
  }
}

/** `AdminOrder/GetAllOrders`: the page, then its total unless the page shows where the list ends. */
export function listAdminOrders(
  db: Executor,
  query: AdminOrdersFilters,
): Promise<Paged<AdminOrderSummary>> {
  return pageOrders(db, filtersOf(query), query, {
    orderBy: sortOf(query),
    view: (row, summary) => ({
      ...summary,
      customerName: row.customerName,
      customerEmail: row.customerEmail,
      phoneNumber: row.phoneNumber,
    }),
  });
}
