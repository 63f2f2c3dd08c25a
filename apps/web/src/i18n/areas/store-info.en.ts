/** English strings of the footer, help services, contact page and their dashboard screens; `store-info.ar.ts` mirrors the keys. */
export const storeInfoEn = {};
