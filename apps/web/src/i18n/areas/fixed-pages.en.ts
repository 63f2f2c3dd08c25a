/** English strings of the information pages and the dashboard's fixed pages; `fixed-pages.ar.ts` mirrors the keys. */
export const fixedPagesEn = {};
