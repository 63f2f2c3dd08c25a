import type { paymentsAdminEn } from './payments-admin.en';

/** Arabic strings of the dashboard's Payments screen; the keys are exactly those of `payments-admin.en.ts`. */
export const paymentsAdminAr: typeof paymentsAdminEn = {
  description: 'اختر طرق الدفع التي تظهر للمتسوقين عند إتمام الطلب.',
  loadFailed: 'تعذّر تحميل طرق الدفع.',
  save: 'حفظ طرق الدفع',
  saved: 'تم حفظ طرق الدفع',
  always: 'متاح دائمًا',
  notConfigured: 'لن تظهر حتى يُضبط معرّف HyperPay الخاص بها:',
  sandbox:
    'بيئة الدفع التجريبية: كل الطرق محاكاة ببطاقات اختبار وشاشات موافقة. لا تُخصم أي مبالغ حقيقية.',
  none: 'الدفع الإلكتروني متوقف (لا يوجد حساب HyperPay). يُتاح الدفع عند الاستلام فقط.',
};
