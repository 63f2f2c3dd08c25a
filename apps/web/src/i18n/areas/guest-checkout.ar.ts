import type { guestCheckoutEn } from './guest-checkout.en';

/** Arabic strings of guest checkout, its confirmation and "Find my order"; the keys are exactly those of the `.en` file. */
export const guestCheckoutAr: typeof guestCheckoutEn = {
  or: 'أو',
  title: 'إتمام الطلب كضيف',
  description: 'اطلب دون حساب: بيانات التواصل وعنوان التوصيل وطريقة الدفع.',
  haveAccount: 'لديك حساب؟',
  signIn: 'تسجيل الدخول',
  contact: {
    title: 'بياناتك',
    intro: 'نرسل الطلب إلى هذا البريد، ويتصل المندوب بهذا الجوال.',
    name: 'الاسم الكامل',
    mobile: 'رقم الجوال',
    mobileHint: 'جوال سعودي، مثل 05XXXXXXXX',
    email: 'البريد الإلكتروني',
  },
  address: {
    title: 'عنوان التوصيل',
  },
  noPayment: 'لا يستقبل المتجر طلبات حاليًا. يرجى المحاولة لاحقًا.',
  order: {
    title: 'شكرًا لطلبك',
    description: 'طلبك كما وصلنا.',
    number: 'رقم الطلب',
    keepNumber: 'احتفظ بهذا الرقم: مع جوالك أو بريدك يمكنك العثور على طلبك مجددًا.',
    items: 'المنتجات',
    total: 'الإجمالي',
    address: 'عنوان التوصيل',
    placedFor: 'باسم',
    notFoundTitle: 'لا يمكن فتح هذا الطلب هنا',
    notFoundBody: 'تفتح صفحته في نافذة المتصفح التي طُلب منها فقط. ابحث عنه برقمه وجوالك أو بريدك.',
    loadFailed: 'تعذّر تحميل الطلب.',
  },
  pay: {
    title: 'ادفع قيمة طلبك',
    lostTitle: 'لا يمكن فتح هذا الدفع هنا',
    lostBody:
      'يُدفع طلب الضيف في نافذة المتصفح التي طُلب منها. ابحث عنه برقمه وجوالك أو بريدك لتعرف حالته.',
  },
  account: {
    title: 'أنشئ حسابًا',
    intro: 'كلمة مرور واحدة ويُحفظ طلبك في حسابك، مع تعبئة بياناتك.',
    password: 'كلمة المرور',
    submit: 'إنشاء حسابي',
    created: 'حسابك جاهز والطلب فيه.',
    claim: 'أضف هذا الطلب إلى حسابي',
    claimed: 'أصبح الطلب في حسابك.',
    emailTaken: 'يوجد حساب بهذا البريد. سجّل الدخول ثم اضمم الطلب إلى حسابك من صفحته.',
  },
  find: {
    title: 'ابحث عن طلبي',
    description: 'ابحث عن طلب تم دون حساب برقمه وجوالك أو بريدك.',
    intro: 'طلبت دون حساب؟ أدخل رقم الطلب والجوال أو البريد الذي استخدمته.',
    orderNumber: 'رقم الطلب',
    orderNumberPlaceholder: 'مثل ORD-000123',
    contact: 'الجوال أو البريد الإلكتروني',
    submit: 'ابحث عن طلبي',
    notFound: 'لم نجد طلبًا بهذا الرقم وبيانات التواصل. تحقق منهما وحاول مجددًا.',
    another: 'ابحث عن طلب آخر',
  },
};
