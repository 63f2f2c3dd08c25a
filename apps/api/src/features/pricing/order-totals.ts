import { vatIncluded } from '../../lib/money.ts';
import { couponDiscountHalalas, type CouponRow } from '../coupons/coupon-rules.ts';

export interface PricedLine {
  /** The price paid per unit now: the discounted price when a discount is active, else the price. */
  unitPriceHalalas: number;
  quantity: number;
}

export interface TotalsInput {
  lines: readonly PricedLine[];
  /** A coupon that passed `couponProblem` (or null: no coupon, or one that does not apply). */
  coupon: CouponRow | null;
  deliveryFeeHalalas: number;
  /** Percent, e.g. 15. */
  vatRate: number;
}

export interface Totals {
  subtotalHalalas: number;
  discountHalalas: number;
  deliveryFeeHalalas: number;
  vatHalalas: number;
  totalHalalas: number;
}

/**
 * The money of a cart or an order, in halalas — the one formula the cart, the checkout preview and
 * CreateOrder share. Prices include VAT, so VAT is the part of the total it already contains:
 * subtotal = Σ unit × quantity, the cart's own total; the coupon comes off the subtotal (never the
 * delivery fee); total = subtotal − discount + delivery; VAT = total × rate / (100 + rate).
 */
export function computeTotals(input: TotalsInput): Totals {
  const subtotalHalalas = input.lines.reduce(
    (sum, line) => sum + line.unitPriceHalalas * line.quantity,
    0,
  );
  const discountHalalas = input.coupon ? couponDiscountHalalas(input.coupon, subtotalHalalas) : 0;
  const totalHalalas = subtotalHalalas - discountHalalas + input.deliveryFeeHalalas;
  return {
    subtotalHalalas,
    discountHalalas,
    deliveryFeeHalalas: input.deliveryFeeHalalas,
    vatHalalas: vatIncluded(totalHalalas, input.vatRate),
    totalHalalas,
  };
}
