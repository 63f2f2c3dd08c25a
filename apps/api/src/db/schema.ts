/** Every table, for Drizzle's relational queries and for drizzle-kit. */
export * from './platform.tables.ts';
export * from '../features/accounts/accounts.tables.ts';
export * from '../features/catalog/catalog.tables.ts';
