import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { createShopper, placeOrder, type CartLine, type Shopper } from './checkout-fixtures.ts';
import { SANDBOX_CARDS } from '../src/features/payments/sandbox-store.ts';

/** An Online order paid with the sandbox's test card through its card form and the status call. */
export async function paidOnlineOrder(
  app: FastifyInstance,
  deliveryMethodId: number,
  lines: CartLine[],
  extra: Record<string, unknown> = {},
  shopper?: Shopper,
) {
  const buyer = shopper ?? (await createShopper(app));
  const order = await placeOrder(app, buyer, deliveryMethodId, lines, {
    paymentMethod: 'Online',
    ...extra,
  });
  const paid = await app.inject({
    method: 'POST',
    url: `/sandbox-gateway/v1/checkouts/${order.checkoutId}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      cardNumber: SANDBOX_CARDS.success,
      holder: 'Noura Test',
      expiryMonth: '12',
      expiryYear: String(new Date().getUTCFullYear() + 2),
      cvv: '123',
      shopperResultUrl: '/payment-status',
    }).toString(),
  });
  if (paid.statusCode !== 303) throw new Error(`not paid: ${paid.body}`);
  const status = await app.inject({
    method: 'GET',
    url: `/api/payment/status?resourcePath=${encodeURIComponent(`/v1/checkouts/${order.checkoutId}/payment`)}`,
    headers: buyer.headers,
  });
  if (!status.json().data?.isPaid) throw new Error(`not settled: ${status.body}`);
  return { ...order, shopper: buyer };
}

/**
 * The kept dashboard figures recounted from the orders (decisions 011 and 020): product sales are
 * the units still sold (quantity − returned) of standing orders at their unit prices, paid sales
 * the totals less refunds of paid standing orders. Rows that differ come back.
 */
export async function keptFiguresDrift(app: FastifyInstance) {
  const sales = await app.ctx.db.execute(sql`
    with truth as (
      select (o.created_at at time zone 'Asia/Riyadh')::date as day, l.product_id,
        sum(l.quantity - l.returned_quantity) as quantity,
        sum(l.unit_price_halalas * (l.quantity - l.returned_quantity)) as revenue
      from order_items l join orders o on o.id = l.order_id
      where l.product_id is not null and o.status not in ('Cancelled', 'Returned')
      group by 1, 2 having sum(l.quantity - l.returned_quantity) <> 0
    ), kept as (
      select day, product_id, quantity, revenue_halalas as revenue from product_sales_daily
      where quantity <> 0 or revenue_halalas <> 0
    )
    (select * from truth except select * from kept)
    union all
    (select * from kept except select * from truth)`);
  const paid = await app.ctx.db.execute(sql`
    with truth as (
      select (created_at at time zone 'Asia/Riyadh')::date as day, count(*) as orders,
        sum(total_halalas - refunded_halalas) as revenue
      from orders where is_paid and status not in ('Cancelled', 'Returned') group by 1
    ), kept as (
      select day, orders_count as orders, revenue_halalas as revenue from paid_sales_daily
      where orders_count <> 0 or revenue_halalas <> 0
    )
    (select * from truth except select * from kept)
    union all
    (select * from kept except select * from truth)`);
  const recent = await app.ctx.db.execute(sql`
    with truth as (
      select d.product_id, sum(d.quantity) as quantity, sum(d.revenue_halalas) as revenue
      from product_sales_daily d cross join recent_sales_state s
      where d.day <= s.through group by 1 having sum(d.quantity) <> 0 or sum(d.revenue_halalas) <> 0
    ), kept as (
      select product_id, quantity, revenue_halalas as revenue from product_sales_recent
      where window_days = 0 and (quantity <> 0 or revenue_halalas <> 0)
    )
    (select * from truth except select * from kept)
    union all
    (select * from kept except select * from truth)`);
  return [...sales.rows, ...paid.rows, ...recent.rows];
}
