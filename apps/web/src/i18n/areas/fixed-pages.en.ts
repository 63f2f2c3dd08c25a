/** English strings of the information pages in the shop (the dashboard's are in `fixed-pages-admin.en.ts`); `fixed-pages.ar.ts` mirrors the keys. */
export const fixedPagesEn = {
  storefront: {
    loading: 'Loading the page…',
    notFoundTitle: 'This page is not available',
    notFoundBody: 'It may have moved, or it is not published yet.',
    loadFailed: 'The page could not be loaded.',
    updated: 'Last updated {{date}}',
    moreInfo: 'More information',
    links: {
      about: 'About us',
      'privacy-policy': 'Privacy policy',
      'terms-conditions': 'Terms and conditions',
      'returns-policy': 'Returns and exchanges',
      'delivery-policy': 'Delivery policy',
    },
  },
};
