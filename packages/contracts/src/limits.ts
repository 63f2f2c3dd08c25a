// Numeric limits the API enforces, in a module without schemas: the storefront's first load reads
// them (page sizes, the id range, how many ids one filter takes) without loading zod.

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 10;

/** Ids are PostgreSQL `integer`s: a larger number cannot name a row (and would overflow the query). */
export const MAX_ID = 2_147_483_647;

/** How many ids one list filter (`brandIds`, `categoryIds`) may name. */
export const MAX_FILTER_IDS = 20;
