/** English strings of this area; `products-admin.ar.ts` mirrors the keys exactly. */
export const productsAdminEn = {
  title: '',
};
