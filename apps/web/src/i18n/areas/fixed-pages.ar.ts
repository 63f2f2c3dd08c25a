import type { fixedPagesEn } from './fixed-pages.en';

/** Arabic strings of the information pages and the dashboard's fixed pages. */
export const fixedPagesAr: typeof fixedPagesEn = {
  storefront: {
    loading: 'جارٍ تحميل الصفحة…',
    notFoundTitle: 'هذه الصفحة غير متاحة',
    notFoundBody: 'ربما نُقلت أو لم تُنشر بعد.',
    loadFailed: 'تعذّر تحميل الصفحة.',
    updated: 'آخر تحديث {{date}}',
    moreInfo: 'معلومات أخرى',
    links: {
      about: 'من نحن',
      'privacy-policy': 'سياسة الخصوصية',
      'terms-conditions': 'الشروط والأحكام',
      'returns-policy': 'الإرجاع والاستبدال',
      'delivery-policy': 'سياسة التوصيل',
    },
  },
};
