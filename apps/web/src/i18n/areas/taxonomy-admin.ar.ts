import type { taxonomyAdminEn } from './taxonomy-admin.en';

export const taxonomyAdminAr: typeof taxonomyAdminEn = {
  title: '',
};
