import { LOW_STOCK_THRESHOLD, MAX_LINE_QUANTITY } from '@dukkan/contracts';

/** What a shopper is told about stock: plenty, only a few left (with the number), or none. */
export type StockState =
  { kind: 'inStock' } | { kind: 'lowStock'; left: number } | { kind: 'outOfStock' };

export function stockStateOf(stock: number): StockState {
  if (stock <= 0) return { kind: 'outOfStock' };
  if (stock <= LOW_STOCK_THRESHOLD) return { kind: 'lowStock', left: stock };
  return { kind: 'inStock' };
}

/** The most a shopper can put on one cart line: the stock, and never above the API's line limit. */
export const orderableMax = (stock: number) => Math.min(stock, MAX_LINE_QUANTITY);

/**
 * Keeps a chosen quantity within 1..stock and the line limit (whole numbers); 1 when nothing
 * sensible was typed.
 */
export function clampQuantity(value: number, stock: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(1, Math.trunc(value)), Math.max(1, orderableMax(stock)));
}
