import type { bannersEn } from './banners.en';

/** Arabic strings of the home carousel and the dashboard's sliders. */
export const bannersAr: typeof bannersEn = {};
