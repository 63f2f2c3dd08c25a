import { shareOf } from '../../lib/money.ts';

/** The money of an order a refund is cut from (integer halalas, VAT included). */
export interface OrderMoney {
  subtotalHalalas: number;
  discountHalalas: number;
  deliveryFeeHalalas: number;
  totalHalalas: number;
  vatHalalas: number;
}

/**
 * What the customer paid for returned goods worth `returnedValue` at their unit prices: that
 * value's share of the goods after the coupon, `value × (subtotal − discount) / subtotal`, rounded
 * half up. Always taken on the cumulative value returned so far (decision 020), so the shares of
 * successive returns add up to exactly `subtotal − discount` once everything is back.
 */
export function goodsPaidFor(order: OrderMoney, returnedValue: number): number {
  return shareOf(
    returnedValue,
    order.subtotalHalalas - order.discountHalalas,
    order.subtotalHalalas,
  );
}

/**
 * The VAT inside a credited amount, as the order's own VAT split in proportion:
 * `credited × vat / total`, cumulative like the goods, so every credit note's VAT together is
 * the order's VAT when the whole order is credited.
 */
export function vatInCredited(order: OrderMoney, creditedHalalas: number): number {
  return shareOf(creditedHalalas, order.vatHalalas, order.totalHalalas);
}

/** A return's money: goods at unit prices, less their share of the discount, plus delivery. */
export interface ReturnMoney {
  goodsHalalas: number;
  discountHalalas: number;
  deliveryHalalas: number;
  amountHalalas: number;
}

/**
 * The refund of a return that brings the value returned from `valueBefore` to `valueAfter` (unit
 * price × units, cumulative). Delivery comes back only with the return that completes the order.
 */
export function returnMoney(
  order: OrderMoney,
  valueBefore: number,
  valueAfter: number,
): ReturnMoney {
  const goodsHalalas = valueAfter - valueBefore;
  const paid = goodsPaidFor(order, valueAfter) - goodsPaidFor(order, valueBefore);
  const deliveryHalalas = valueAfter === order.subtotalHalalas ? order.deliveryFeeHalalas : 0;
  return {
    goodsHalalas,
    discountHalalas: goodsHalalas - paid,
    deliveryHalalas,
    amountHalalas: paid + deliveryHalalas,
  };
}

/** VAT of a credit note of `amount` after `creditedBefore` was credited on the order already. */
export function creditNoteVat(order: OrderMoney, creditedBefore: number, amount: number): number {
  return vatInCredited(order, creditedBefore + amount) - vatInCredited(order, creditedBefore);
}
