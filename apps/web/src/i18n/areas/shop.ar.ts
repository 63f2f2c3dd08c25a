import type { shopEn } from './shop.en';

export const shopAr: typeof shopEn = {
  title: '',
};
