/** English strings of the home carousel and the dashboard's sliders; `banners.ar.ts` mirrors the keys. */
export const bannersEn = {};
