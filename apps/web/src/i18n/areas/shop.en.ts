/** English strings of this area; `shop.ar.ts` mirrors the keys exactly. */
export const shopEn = {
  title: '',
};
