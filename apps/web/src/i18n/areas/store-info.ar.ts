import type { storeInfoEn } from './store-info.en';

/** Arabic strings of the footer, help services, contact page and their dashboard screens. */
export const storeInfoAr: typeof storeInfoEn = {
  footer: {
    contactTitle: 'تواصل معنا',
    followUs: 'تابعنا',
    address: 'العنوان',
    phone: 'الهاتف',
    email: 'البريد الإلكتروني',
    location: 'الموقع',
    viewMap: 'عرض على الخريطة',
    vatNumber: 'الرقم الضريبي',
    newTab: '(يفتح في علامة تبويب جديدة)',
    social: {
      facebook: 'فيسبوك',
      twitter: 'إكس (تويتر)',
      instagram: 'إنستغرام',
      snapchat: 'سناب شات',
      tikTok: 'تيك توك',
      youTube: 'يوتيوب',
    },
    socialLabel: '{{network}} — {{shop}} {{newTab}}',
  },
  home: {
    title: 'لماذا تتسوق معنا',
    loadFailed: 'تعذّر تحميل هذا القسم.',
  },
  contact: {
    title: 'اتصل بنا',
    description: 'لديك سؤال عن طلب أو منتج أو توصيل؟ راسلنا وسنرد عليك.',
    detailsTitle: 'طرق التواصل',
    noDetails: 'استخدم النموذج وسنرد عليك بالبريد الإلكتروني.',
    detailsFailed: 'تعذّر تحميل بيانات التواصل.',
    formTitle: 'أرسل لنا رسالة',
    formHint: 'جميع الحقول مطلوبة عدا رقم الجوال.',
    name: 'اسمك',
    email: 'بريدك الإلكتروني',
    phone: 'رقم الجوال (اختياري)',
    phoneHint: 'لنتصل بك عند الحاجة، مثل 05XXXXXXXX',
    subject: 'الموضوع',
    message: 'الرسالة',
    messageHint: '10 أحرف على الأقل.',
    send: 'إرسال الرسالة',
    sentTitle: 'أُرسلت رسالتك',
    sentBody: 'سنرد عليك قريبًا بالبريد الإلكتروني على:',
    sendAnother: 'إرسال رسالة أخرى',
  },
};
