import type { storeInfoEn } from './store-info.en';

/** Arabic strings of the footer, help services, contact page and their dashboard screens. */
export const storeInfoAr: typeof storeInfoEn = {};
