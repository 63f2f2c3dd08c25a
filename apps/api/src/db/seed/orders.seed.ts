import { asc, desc, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import {
  addresses,
  couponRedemptions,
  coupons,
  deliveryMethods,
  orderItems,
  orders,
  orderStatusHistory,
  phoneNumbers,
  products,
  users,
} from '../schema.ts';
import { orderAddressOf } from '../../features/orders/order-address.ts';
import { orderItemValues } from '../../features/orders/order-placement.ts';
import { DEMO_ACCOUNTS } from './accounts.seed.ts';
import { PAID_RESULT } from './order-lifecycle.seed.ts';
import { planOrders, type PlanCustomer, type PlannedOrder } from './order-plans.seed.ts';
import { DEMO_PRODUCTS } from './products.seed-data.ts';
import { seededRandom } from './seeded-random.ts';
import { COUPON_CODES, DEMO_CUSTOMERS, DEMO_DELIVERY_METHODS } from './shopping.seed-data.ts';

const RANDOM_SEED = 20_240_601;
const DEMO_ACCOUNT_EMAIL = DEMO_ACCOUNTS.find((a) => a.role === 'Customer')!.email;
const STAFF_EMAILS = DEMO_ACCOUNTS.filter((a) => a.role !== 'Customer').map((a) => a.email);

/** The demo shoppers as the planner needs them: rows joined with their address book. */
async function loadCustomers(tx: Executor) {
  const emails = [DEMO_ACCOUNT_EMAIL, ...DEMO_CUSTOMERS.map((c) => c.email)];
  const rows = await tx.select().from(users).where(inArray(users.email, emails));
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return { ids, demoAccount: null, customers: [] };
  const books = await tx
    .select()
    .from(addresses)
    .where(inArray(addresses.userId, ids))
    .orderBy(desc(addresses.isDefault), asc(addresses.id));
  const phones = await tx
    .select()
    .from(phoneNumbers)
    .where(inArray(phoneNumbers.userId, ids))
    .orderBy(desc(phoneNumbers.isPrimary), asc(phoneNumbers.id));
  const planned = rows
    .map<PlanCustomer>((row) => {
      const data = DEMO_CUSTOMERS.find((c) => c.email === row.email);
      return {
        id: row.id,
        name: `${row.firstName} ${row.lastName}`.trim(),
        // Demo customers are found by their e-mail, so it is there.
        email: row.email ?? '',
        language: data?.language ?? 'en',
        orderWeight: data?.orderWeight ?? 0,
        addresses: books
          .filter((a) => a.userId === row.id)
          .map(orderAddressOf),
        phones: phones.filter((p) => p.userId === row.id).map((p) => p.number),
      };
    })
    // Someone without an address or a phone could not have checked out.
    .filter((c) => c.addresses.length > 0 && c.phones.length > 0)
    .sort((a, b) => a.id - b.id);
  return {
    ids,
    demoAccount: planned.find((c) => c.email === DEMO_ACCOUNT_EMAIL) ?? null,
    customers: planned.filter((c) => c.email !== DEMO_ACCOUNT_EMAIL),
  };
}

async function loadCatalog(tx: Executor) {
  const skus = DEMO_PRODUCTS.map(([sku]) => sku.toLowerCase());
  const names = DEMO_DELIVERY_METHODS.map(([name]) => name);
  const codes = [COUPON_CODES.welcome, COUPON_CODES.save].map((code) => code.toLowerCase());
  const productRows = await tx
    .select()
    .from(products)
    .where(sql`${products.isActive} and lower(${products.sku}) in ${skus}`)
    .orderBy(asc(products.id));
  const methodRows = await tx
    .select()
    .from(deliveryMethods)
    .where(inArray(deliveryMethods.nameEn, names));
  const couponRows = await tx
    .select()
    .from(coupons)
    .where(sql`lower(${coupons.code}) in ${codes}`);
  const staff = await tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, STAFF_EMAILS));
  const coupon = (code: string) =>
    couponRows.find((c) => c.code.toLowerCase() === code.toLowerCase()) ?? null;
  return {
    products: productRows,
    methods: new Map(methodRows.map((m) => [m.nameEn, m])),
    coupons: { welcome: coupon(COUPON_CODES.welcome), save: coupon(COUPON_CODES.save) },
    staffIds: staff.map((s) => s.id).sort((a, b) => a - b),
  };
}

function orderRow(id: number, order: PlannedOrder, vatRate: number): typeof orders.$inferInsert {
  const paidOnline = order.isPaid && order.paymentMethod === 'Online';
  return {
    id,
    userId: order.customer.id,
    customerName: order.customer.name,
    customerEmail: order.customer.email,
    status: order.status,
    paymentMethod: order.paymentMethod,
    isPaid: order.isPaid,
    paidAt: order.paidAt,
    ...order.totals,
    vatRateBasisPoints: Math.round(vatRate * 100),
    couponId: order.coupon?.id ?? null,
    couponCode: order.coupon?.code ?? null,
    deliveryMethodId: order.method.id,
    deliveryNameEn: order.method.nameEn,
    deliveryNameAr: order.method.nameAr,
    deliveryEstimatedDays: order.method.estimatedDays,
    address: order.address,
    phoneNumber: order.phone,
    notes: order.notes,
    paymentResultCode: paidOnline ? PAID_RESULT.code : null,
    paymentDescription: paidOnline ? PAID_RESULT.description : null,
    createdAt: order.placedAt,
    updatedAt: order.updatedAt,
  };
}

/**
 * The demo shoppers' past orders (the demo data of the README), written like the checkout would have: snapshots,
 * history, coupon uses with `used_count` to match, and sold counts of the orders still standing
 * (stock is left as seeded). Skipped once any demo shopper has an order, so it runs once.
 */
export async function seedOrders(tx: Executor, options: { now: Date; vatRate: number }) {
  const { ids, demoAccount, customers } = await loadCustomers(tx);
  if (ids.length === 0) return;
  const [existing] = await tx
    .select({ n: sql<number>`count(*)::integer` })
    .from(orders)
    .where(inArray(orders.userId, ids));
  if ((existing?.n ?? 0) > 0) return;

  const catalog = await loadCatalog(tx);
  const planned = planOrders({
    ...catalog,
    ...options,
    random: seededRandom(RANDOM_SEED),
    demoAccount,
    customers,
  });
  if (planned.length === 0) return;

  // Ids drawn up front, so lines, history and coupon uses are written in one statement each.
  const drawn = await tx.execute<{ id: number }>(sql`
    select nextval(pg_get_serial_sequence('orders', 'id'))::integer as id
    from generate_series(1, ${planned.length})`);
  const orderIds = drawn.rows.map((row) => Number(row.id)).sort((a, b) => a - b);
  const withIds = planned.map((order, i) => ({ id: orderIds[i]!, order }));

  await tx
    .insert(orders)
    .values(withIds.map(({ id, order }) => orderRow(id, order, options.vatRate)));
  await tx
    .insert(orderItems)
    .values(
      withIds.flatMap(({ id, order }) => order.lines.map((line) => orderItemValues(id, line))),
    );
  // The plans speak in products; the demo's products have no options, so each line sold its
  // product's default variant, named here so cancelling a demo order restocks it.
  await tx.execute(sql`
    update order_items i set variant_id = v.id from product_variants v
     where v.product_id = i.product_id and v.is_default and i.variant_id is null
       and i.order_id = any(${sql.param(orderIds)}::integer[])`);
  await tx
    .insert(orderStatusHistory)
    .values(withIds.flatMap(({ id, order }) => order.history.map((h) => ({ orderId: id, ...h }))));

  const redeemed = withIds.filter(({ order }) => order.redeemed && order.coupon);
  if (redeemed.length > 0) {
    await tx.insert(couponRedemptions).values(
      redeemed.map(({ id, order }) => ({
        couponId: order.coupon!.id,
        userId: order.customer.id,
        orderId: id,
        discountHalalas: order.totals.discountHalalas,
        createdAt: order.placedAt,
      })),
    );
    const couponIds = [...new Set(redeemed.map(({ order }) => order.coupon!.id))];
    await tx
      .update(coupons)
      .set({
        // Spelled out: the builder leaves columns unqualified here, and "id" would bind inside.
        usedCount: sql`(select count(*)::integer from coupon_redemptions r
          where r.coupon_id = "coupons"."id")`,
      })
      .where(inArray(coupons.id, couponIds));
  }
  await addSoldCounts(tx, planned);
}

/** Cancelled and returned orders gave their quantities back, as they do in the API. */
async function addSoldCounts(tx: Executor, planned: PlannedOrder[]) {
  const sold = new Map<number, number>();
  for (const order of planned) {
    if (order.status === 'Cancelled' || order.status === 'Returned') continue;
    for (const line of order.lines) {
      sold.set(line.product.id, (sold.get(line.product.id) ?? 0) + line.quantity);
    }
  }
  if (sold.size === 0) return;
  const values = sql.join(
    [...sold].map(([id, quantity]) => sql`(${id}::integer, ${quantity}::integer)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${products} set sold_count = ${products.soldCount} + sold.quantity
    from (values ${values}) as sold(product_id, quantity)
    where ${products.id} = sold.product_id`);
}
