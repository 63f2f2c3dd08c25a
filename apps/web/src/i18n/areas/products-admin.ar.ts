import type { productsAdminEn } from './products-admin.en';

export const productsAdminAr: typeof productsAdminEn = {
  title: '',
};
