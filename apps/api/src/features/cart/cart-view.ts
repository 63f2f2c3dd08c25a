import type { AppliedCoupon, Cart, CartItem, Language, PageQuery } from '@dukkan/contracts';
import { translate } from '../../lib/messages.ts';
import { toSar } from '../../lib/money.ts';
import { discountedPriceHalalas } from '../catalog/product-pricing.ts';
import { toLineOptions } from '../catalog/variant-line-options.ts';
import type { CouponWithUses } from '../coupons/coupon-queries.ts';
import { couponProblem } from '../coupons/coupon-rules.ts';
import { computeTotals, type PricedLine } from '../pricing/order-totals.ts';
import type { CartLineRecord, PricedCartLine } from './cart-queries.ts';

/** What a cart response is built from: the reads of one request and who asks. */
export interface CartParts {
  pricing: PricedCartLine[];
  page: CartLineRecord[];
  applied: CouponWithUses | undefined;
  paging: PageQuery;
  lang: Language;
  vatRate: number;
  now: Date;
}

/** The unit price paid now: the discounted price while a discount runs, else the list price. */
export function pricedLine(line: PricedCartLine, now: Date): PricedLine {
  return {
    unitPriceHalalas: discountedPriceHalalas(line, now) ?? line.priceHalalas,
    quantity: line.quantity,
  };
}

function toCartItem(line: CartLineRecord, lang: Language, now: Date): CartItem {
  const discounted = discountedPriceHalalas(line, now);
  const unit = discounted ?? line.priceHalalas;
  return {
    productId: line.productId,
    variantId: line.variantId,
    options: toLineOptions(line.options, lang),
    name: lang === 'ar' ? line.nameAr : line.nameEn,
    nameEn: line.nameEn,
    nameAr: line.nameAr,
    sku: line.sku,
    imageUrl: line.imageUrl,
    quantity: line.quantity,
    originalPrice: toSar(line.priceHalalas),
    discountedPrice: discounted === null ? null : toSar(discounted),
    unitPrice: toSar(unit),
    lineTotal: toSar(unit * line.quantity),
    stock: line.stock,
    isActive: line.isActive,
    isAvailable: line.isActive && line.quantity <= line.stock,
  };
}

/**
 * The whole cart in SAR. Money comes from `computeTotals`, the formula checkout and orders use, so
 * the three always agree; the applied coupon counts only while `couponProblem` finds nothing wrong
 * with it for this cart (otherwise it stays applied and the shopper is told why it gives nothing).
 */
export function buildCart(parts: CartParts): Cart {
  const { applied, lang, now, vatRate } = parts;
  const lines = parts.pricing.map((line) => pricedLine(line, now));
  const base = { lines, coupon: null, deliveryFeeHalalas: 0, vatRate };
  const subtotalHalalas = computeTotals(base).subtotalHalalas;
  const problem = applied
    ? couponProblem(applied.coupon, { now, userUses: applied.userUses, subtotalHalalas })
    : null;
  const totals = computeTotals(applied && !problem ? { ...base, coupon: applied.coupon } : base);
  let coupon: AppliedCoupon | null = null;
  if (applied) {
    const amount = (applied.coupon.minOrderHalalas / 100).toFixed(2);
    coupon = {
      couponId: applied.coupon.id,
      code: applied.coupon.code,
      type: applied.coupon.type,
      value: toSar(applied.coupon.valueHundredths),
      discountAmount: toSar(totals.discountHalalas),
      isApplicable: problem === null,
      reason: problem === null ? null : translate(problem, lang, { amount }),
    };
  }
  return {
    totalAmount: toSar(totals.subtotalHalalas),
    paginatedItems: {
      items: parts.page.map((line) => toCartItem(line, lang, now)),
      pageNumber: parts.paging.pageNumber,
      pageSize: parts.paging.pageSize,
      totalCount: parts.pricing.length,
    },
    itemsCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    coupon,
    totalAfterDiscount: toSar(totals.totalHalalas),
    vatAmount: toSar(totals.vatHalalas),
    vatRate,
  };
}
