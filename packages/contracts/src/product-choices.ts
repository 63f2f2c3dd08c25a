// A product list's sorts and stock states, in a module without schemas: the storefront's first
// load reads them (the shop's address) without loading zod.

export const PRODUCT_SORTS = ['newest', 'price', 'name', 'bestSelling'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const STOCK_STATUSES = ['inStock', 'lowStock', 'outOfStock'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];
