/** Every table, for Drizzle's relational queries and for drizzle-kit. */
export * from './platform.tables.ts';
export * from './kept-row-counts.ts';
export * from '../features/accounts/accounts.tables.ts';
export * from '../features/catalog/catalog.tables.ts';
export * from '../features/catalog/search.tables.ts';
export * from '../features/catalog/variants.tables.ts';
export * from '../features/addresses/addresses.tables.ts';
export * from '../features/delivery/delivery.tables.ts';
export * from '../features/coupons/coupons.tables.ts';
export * from '../features/cart/cart.tables.ts';
export * from '../features/orders/orders.tables.ts';
export * from '../features/payments/payments.tables.ts';
export * from '../features/invoices/invoices.tables.ts';
export * from '../features/refunds/refunds.tables.ts';
export * from '../features/refunds/return-requests.tables.ts';
export * from '../features/content/content.tables.ts';
export * from '../features/dashboard/dashboard.tables.ts';
