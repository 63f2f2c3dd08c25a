/** English strings of this area; `taxonomy-admin.ar.ts` mirrors the keys exactly. */
export const taxonomyAdminEn = {
  title: '',
};
