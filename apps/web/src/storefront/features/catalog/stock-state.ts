import { LOW_STOCK_THRESHOLD } from '@dukkan/contracts';

/** What a shopper is told about stock: plenty, only a few left (with the number), or none. */
export type StockState =
  { kind: 'inStock' } | { kind: 'lowStock'; left: number } | { kind: 'outOfStock' };

export function stockStateOf(stock: number): StockState {
  if (stock <= 0) return { kind: 'outOfStock' };
  if (stock <= LOW_STOCK_THRESHOLD) return { kind: 'lowStock', left: stock };
  return { kind: 'inStock' };
}

/** Keeps a chosen quantity within 1..stock (whole numbers); 1 when nothing sensible was typed. */
export function clampQuantity(value: number, stock: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(1, Math.trunc(value)), Math.max(1, stock));
}
