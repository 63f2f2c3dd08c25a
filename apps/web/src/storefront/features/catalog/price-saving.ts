export interface PriceSaving {
  /** SAR off the price. */
  amountSar: number;
  /** Whole percent off, rounded; at least 1 so a tiny discount never reads "0% off". */
  percent: number;
}

/**
 * What a discount saves, or null when there is none. Worked out in integer halalas: prices are
 * two-decimal SAR, and 19.99 − 17.99 in floating point is 1.9999999999999982.
 */
export function priceSaving(
  priceSar: number,
  discountedPriceSar: number | null,
): PriceSaving | null {
  if (discountedPriceSar === null) return null;
  const priceHalalas = Math.round(priceSar * 100);
  const savingHalalas = priceHalalas - Math.round(discountedPriceSar * 100);
  if (savingHalalas <= 0 || priceHalalas <= 0) return null;
  return {
    amountSar: savingHalalas / 100,
    percent: Math.max(1, Math.round((savingHalalas / priceHalalas) * 100)),
  };
}

/** The price a shopper pays now: the discounted one when a discount is active. */
export function currentPrice(product: { price: number; discountedPrice: number | null }): number {
  return product.discountedPrice ?? product.price;
}
