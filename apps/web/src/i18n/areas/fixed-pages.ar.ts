import type { fixedPagesEn } from './fixed-pages.en';

/** Arabic strings of the information pages and the dashboard's fixed pages. */
export const fixedPagesAr: typeof fixedPagesEn = {};
