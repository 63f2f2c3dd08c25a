import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { createRefundBodySchema, Language, OrderStatus } from '@dukkan/contracts';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import { badRequest, conflict, unprocessable } from '../../lib/app-error.ts';
import { sarText } from '../invoices/invoice-document.ts';
import { closeAndRestock, giveBackStock } from '../orders/order-restock.ts';
import { lockOrder, refusal, statusName } from '../orders/order-status.service.ts';
import { canMove } from '../orders/order-transitions.ts';
import { orderItems, type orders, orderStatusHistory } from '../orders/orders.tables.ts';
import { issueCreditNote } from './credit-notes.ts';
import { returnMoney, type ReturnMoney } from './refund-arithmetic.ts';
import { runGatewayRefund } from './refund-gateway.ts';
import { insertRefund, reservedAmount, type RefundRow } from './refund-ledger.ts';

export type RefundBody = z.output<typeof createRefundBodySchema>;
type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;
type Units = Array<{ orderItemId: number; quantity: number }>;

/** What a refund request does to the order besides giving money back. */
interface RefundPlan {
  /** Close the order (Cancelled or Returned: the remaining units back to stock), or not. */
  closeTo: Extract<OrderStatus, 'Cancelled' | 'Returned'> | null;
  /** Units returned by a partial return (the order stays Delivered). */
  returned: Units;
  /** Units the credit note covers (the returned units, or all remaining when closing). */
  credited: Units;
  money: ReturnMoney;
  /** A refund of an order closed before: money only, its credit note was issued at closing. */
  isClosedAlready: boolean;
}

const valueOf = (items: ItemRow[], pick: (item: ItemRow) => number) =>
  items.reduce((sum, item) => sum + item.unitPriceHalalas * pick(item), 0);

const remainingUnits = (items: ItemRow[]): Units =>
  items
    .filter((item) => item.quantity > item.returnedQuantity)
    .map((item) => ({ orderItemId: item.id, quantity: item.quantity - item.returnedQuantity }));

/** The whole remaining order: its units' share of the money plus delivery (decision 020). */
export function wholeRemaining(order: OrderRow, items: ItemRow[]) {
  const before = valueOf(items, (item) => item.returnedQuantity);
  return { units: remainingUnits(items), money: returnMoney(order, before, order.subtotalHalalas) };
}

/** The lines of a partial return, checked against the order and what is left of each line. */
function partialReturn(
  order: OrderRow,
  items: ItemRow[],
  lines: Units,
  lang: Language,
): RefundPlan {
  if (order.status !== 'Delivered') {
    throw conflict('refunds.linesNeedDelivered', null, {
      field: 'lines',
      params: { status: statusName(order.status, lang) },
    });
  }
  const byId = new Map(items.map((item) => [item.id, item]));
  lines.forEach((line, index) => {
    const item = byId.get(line.orderItemId);
    if (!item) {
      throw unprocessable('refunds.lineNotInOrder', null, {
        field: `lines.${index}.orderItemId`,
        params: { orderItemId: line.orderItemId },
      });
    }
    const left = item.quantity - item.returnedQuantity;
    if (line.quantity > left) {
      throw unprocessable('refunds.quantityAboveLeft', null, {
        field: `lines.${index}.quantity`,
        params: { left, quantity: line.quantity, name: lang === 'ar' ? item.nameAr : item.nameEn },
      });
    }
  });
  const asked = new Map(lines.map((line) => [line.orderItemId, line.quantity]));
  const after = items.map((item) => ({
    ...item,
    returnedQuantity: item.returnedQuantity + (asked.get(item.id) ?? 0),
  }));
  if (after.every((item) => item.returnedQuantity === item.quantity)) {
    // The last units of the order: a whole return, which closes it and gives delivery back.
    return {
      closeTo: 'Returned',
      returned: [],
      isClosedAlready: false,
      ...credit(wholeRemaining(order, items)),
    };
  }
  const money = returnMoney(
    order,
    valueOf(items, (item) => item.returnedQuantity),
    valueOf(after, (item) => item.returnedQuantity),
  );
  return { closeTo: null, returned: lines, credited: lines, money, isClosedAlready: false };
}

const credit = (whole: { units: Units; money: ReturnMoney }) => ({
  credited: whole.units,
  money: whole.money,
});

/** What the request means for this order (decision 020), before any amount is checked. */
function planRefund(
  order: OrderRow,
  items: ItemRow[],
  body: RefundBody,
  lang: Language,
): RefundPlan {
  if (body.lines) return partialReturn(order, items, body.lines, lang);
  const isClosed = order.status === 'Cancelled' || order.status === 'Returned';
  if (body.amount !== undefined) {
    const amountHalalas = Math.round(body.amount * 100);
    const money = {
      goodsHalalas: amountHalalas,
      discountHalalas: 0,
      deliveryHalalas: 0,
      amountHalalas,
    };
    return { closeTo: null, returned: [], credited: [], money, isClosedAlready: isClosed };
  }
  if (isClosed) {
    const whole = wholeRemaining(order, items);
    return { closeTo: null, returned: [], isClosedAlready: true, ...credit(whole) };
  }
  if (order.status === 'Shipped') {
    throw conflict('refunds.shipped', null, { params: { orderNumber: order.orderNumber } });
  }
  const closeTo = order.status === 'Delivered' ? 'Returned' : 'Cancelled';
  if (!canMove(order, closeTo)) throw refusal(order, closeTo, lang);
  return { closeTo, returned: [], isClosedAlready: false, ...credit(wholeRemaining(order, items)) };
}

/** Marks units returned and gives their stock back (sales rows follow by trigger, migration 0028). */
async function returnUnits(
  tx: Executor,
  order: OrderRow,
  items: ItemRow[],
  units: Units,
  staffId: number,
) {
  const byId = new Map(items.map((item) => [item.id, item]));
  await giveBackStock(
    tx,
    units.map((unit) => ({ ...byId.get(unit.orderItemId)!, quantity: unit.quantity })),
  );
  await tx.execute(sql`
    update ${orderItems} set returned_quantity = ${orderItems.returnedQuantity} + given.quantity
    from unnest(${sql.param(units.map((u) => u.orderItemId))}::integer[],
      ${sql.param(units.map((u) => u.quantity))}::integer[]) as given(id, quantity)
    where ${orderItems.id} = given.id and ${orderItems.orderId} = ${order.id}`);
  await tx.insert(orderStatusHistory).values({
    orderId: order.id,
    status: order.status,
    noteKey: 'refunds.history.partialReturn',
    noteParams: { units: units.reduce((sum, unit) => sum + unit.quantity, 0) },
    changedBy: staffId,
  });
}

/** Manual (named by staff, required for cash on delivery) or through the gateway. */
function manualOf(ctx: AppContext, order: OrderRow, body: RefundBody) {
  if (body.manualMethod)
    return { method: body.manualMethod, reference: body.manualReference ?? null };
  if (order.paymentMethod === 'CashOnDelivery') {
    throw badRequest('refunds.manualMethodRequired', null, { field: 'manualMethod' });
  }
  if (!ctx.gateway) throw conflict('refunds.gatewayUnavailable', null, { field: 'manualMethod' });
  return undefined;
}

/**
 * A refund request's whole work inside the caller's transaction (the order row locked here, or
 * already by the caller): check the request, write the refund (pending for the gateway, succeeded
 * when made by hand), take the goods back (a partial return, or closing the order), and issue the
 * credit note of an invoiced order. The caller asks the gateway after its commit.
 */
export async function refundInTransaction(
  ctx: AppContext,
  tx: Executor,
  staffId: number,
  orderId: number,
  body: RefundBody,
  lang: Language,
): Promise<RefundRow> {
  const order = await lockOrder(tx, orderId);
  if (!order.isPaid)
    throw conflict('refunds.unpaid', null, { params: { orderNumber: order.orderNumber } });
  const manual = manualOf(ctx, order, body);
  const items = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  const plan = planRefund(order, items, body, lang);
  const left = order.totalHalalas - (await reservedAmount(tx, order.id));
  if (left <= 0)
    throw conflict('refunds.nothingLeft', null, { params: { orderNumber: order.orderNumber } });
  // Closing refunds what is left (less any money-only refund made before).
  const amountHalalas =
    plan.closeTo || plan.isClosedAlready
      ? Math.min(left, plan.money.amountHalalas)
      : plan.money.amountHalalas;
  if (amountHalalas > left) {
    throw unprocessable('refunds.overRefund', null, {
      field: 'amount',
      params: { amount: sarText(amountHalalas), left: sarText(left) },
    });
  }
  if (amountHalalas <= 0) throw unprocessable('refunds.amountTooSmall', null, { field: 'lines' });
  const units = plan.closeTo ? plan.credited : plan.returned;
  if (plan.returned.length > 0) await returnUnits(tx, order, items, plan.returned, staffId);
  if (plan.closeTo)
    await closeAndRestock(tx, order.id, plan.closeTo, { text: body.reason }, staffId);
  const current = { ...order, status: plan.closeTo ?? order.status };
  const row = await insertRefund(tx, {
    order: current,
    amountHalalas,
    reason: body.reason,
    staffId,
    units,
    manual,
  });
  if (!plan.isClosedAlready) {
    await issueCreditNote(tx, {
      order: current,
      refundId: row.id,
      reason: body.reason,
      units: plan.credited,
      money: plan.money,
      staffId,
    });
  }
  return row;
}

/**
 * `POST AdminOrder/{orderId}/Refunds`: one transaction under the order's row lock
 * (`refundInTransaction`), then, outside it, the gateway is asked and its answer recorded.
 */
export async function requestRefund(
  ctx: AppContext,
  staffId: number,
  orderId: number,
  body: RefundBody,
  lang: Language,
): Promise<RefundRow> {
  const refund = await ctx.db.transaction((tx) =>
    refundInTransaction(ctx, tx, staffId, orderId, body, lang),
  );
  return refund.method === 'gateway' ? runGatewayRefund(ctx, refund.id) : refund;
}
