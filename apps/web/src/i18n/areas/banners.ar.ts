import type { bannersEn } from './banners.en';

/** Arabic strings of the home carousel and the dashboard's sliders. */
export const bannersAr: typeof bannersEn = {
  carousel: {
    role: 'شريط عرض',
    slideRole: 'بنر',
    label: 'البنرات المميزة',
    slide: 'البنر {{index}} من {{count}}',
    previous: 'البنر السابق',
    next: 'البنر التالي',
    goTo: 'اعرض البنر {{index}}',
    pause: 'إيقاف العرض التلقائي',
    play: 'تشغيل العرض التلقائي',
    cta: 'تسوّق الآن',
  },
};
