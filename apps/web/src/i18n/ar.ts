import { storeInfoAr } from './areas/store-info.ar';
import { fixedPagesAr } from './areas/fixed-pages.ar';
import { bannersAr } from './areas/banners.ar';
import type { ShopTranslation } from './en';
import { shopAr } from './areas/shop.ar';
import { cartAr } from './areas/cart.ar';

/** Arabic UI strings (Modern Standard Arabic, Saudi conventions). */
export const ar: ShopTranslation = {
  app: {
    name: 'دكان',
    tagline: 'متجرك اليومي على الإنترنت',
    description:
      'دكان — تسوّق الماركات والأقسام والعروض عبر الإنترنت بالعربية أو الإنجليزية، مع التوصيل في جميع أنحاء المملكة.',
  },
  common: {
    loading: 'جارٍ التحميل…',
    retry: 'حاول مرة أخرى',
    save: 'حفظ التغييرات',
    cancel: 'إلغاء',
    close: 'إغلاق',
    backHome: 'العودة إلى الصفحة الرئيسية',
    goToShop: 'تصفّح المتجر',
    optional: 'اختياري',
    comingSoon: 'قريبًا',
    comingSoonBody: 'نضع اللمسات الأخيرة على هذه الصفحة. يرجى العودة بعد قليل.',
    skipToContent: 'انتقل إلى المحتوى الرئيسي',
    notifications: 'الإشعارات (Alt+T)',
    pager: {
      first: 'الصفحة الأولى',
      previous: 'الصفحة السابقة',
      next: 'الصفحة التالية',
      last: 'الصفحة الأخيرة',
      page: 'الصفحة {{page}}',
    },
  },
  errors: {
    network: 'تعذّر الاتصال بالخادم. تحقّق من اتصالك وحاول مرة أخرى.',
    pageFailed: 'تعذّر تحميل هذه الصفحة.',
    pageFailedBody: 'قد يتوفر إصدار أحدث من المتجر. إعادة تحميل الصفحة تحل المشكلة عادةً.',
    reload: 'إعادة تحميل الصفحة',
    imageTooLarge: 'يجب ألا يزيد حجم الصورة عن 5 ميغابايت.',
    imageType: 'اختر صورة بصيغة JPEG أو PNG أو WebP أو AVIF.',
  },
  language: {
    switchLabel: 'التبديل إلى الإنجليزية (EN)',
    switchShort: 'EN',
  },
  header: {
    searchLabel: 'ابحث في المتجر',
    searchPlaceholder: 'ابحث عن المنتجات والماركات',
    searchSubmit: 'بحث',
    cartCount: 'السلة، عدد المنتجات: {{count}}',
    wishlistCount: 'المفضلة، عدد المنتجات: {{count}}',
    openMenu: 'فتح قائمة الأقسام',
    categories: 'الأقسام',
    mainNav: 'أقسام المتجر',
    homeLink: 'الصفحة الرئيسية لدكان',
  },
  categoryMenu: {
    allProducts: 'جميع المنتجات',
    offers: 'العروض',
    newArrivals: 'وصل حديثًا',
    bestSellers: 'الأكثر مبيعًا',
    allIn: 'الكل في {{name}}',
    byCategory: 'تسوّق حسب القسم',
  },
  account: {
    menuLabel: 'قائمة الحساب',
    signIn: 'تسجيل الدخول',
    register: 'إنشاء حساب',
    profile: 'ملفي الشخصي',
    myOrders: 'طلباتي',
    dashboard: 'لوحة التحكم',
    logout: 'تسجيل الخروج',
    greeting: 'مرحبًا، {{name}}',
    signedOut: 'تم تسجيل خروجك.',
  },
  roles: {
    Admin: 'مدير النظام',
    Manager: 'مشرف',
    Customer: 'عميل',
  },
  footer: {
    shopTitle: 'المتجر',
    helpTitle: 'المساعدة والسياسات',
    aboutTitle: 'عن دكان',
    aboutText:
      'متجر إلكتروني للماركات والأقسام والعروض بالعربية والإنجليزية. الأسعار بالريال السعودي وتشمل ضريبة القيمة المضافة.',
    about: 'من نحن',
    contact: 'تواصل معنا',
    privacy: 'سياسة الخصوصية',
    terms: 'الشروط والأحكام',
    returns: 'سياسة الاسترجاع',
    delivery: 'سياسة التوصيل',
    findMyOrder: 'ابحث عن طلبي',
    copyright: '© {{year}} دكان. جميع الحقوق محفوظة.',
    digits: {
      label: 'الأرقام',
      latn: 'أرقام لاتينية',
      arab: 'أرقام عربية مشرقية',
    },
  },
  home: {
    heroTitle: 'كل ما تحتاجه يصلك إلى باب بيتك',
    heroBody:
      'اكتشف ماركات موثوقة وعروضًا جديدة، وادفع بأمان عبر الإنترنت أو عند الاستلام، وتابع كل طلباتك من حسابك.',
    shopNow: 'تسوّق الآن',
    viewOffers: 'شاهد عروض اليوم',
  },
  pages: {
    cart: { title: 'سلة التسوق', description: 'راجع المنتجات في سلتك وأكمل الطلب.' },
    wishlist: { title: 'المفضلة', description: 'المنتجات التي حفظتها لوقت لاحق.' },
    contact: { title: 'تواصل معنا', description: 'تواصل مع فريق دكان للمساعدة في طلبك.' },
    shop: { title: 'المتجر', description: 'تصفّح جميع المنتجات حسب الماركة والقسم والسعر.' },
    offers: { title: 'العروض', description: 'منتجات مخفّضة تتجدد كل يوم.' },
    category: { title: 'القسم', description: 'منتجات هذا القسم.' },
    brand: { title: 'الماركة', description: 'منتجات هذه الماركة.' },
    product: { title: 'المنتج', description: 'تفاصيل المنتج وسعره وتوفره.' },
    about: { title: 'من نحن', description: 'من نحن وكيف يعمل دكان.' },
    privacy: { title: 'سياسة الخصوصية', description: 'كيف نجمع بياناتك ونحميها.' },
    terms: { title: 'الشروط والأحكام', description: 'شروط استخدام دكان.' },
    returns: { title: 'سياسة الاسترجاع', description: 'كيفية استرجاع منتج أو استبداله.' },
    delivery: { title: 'سياسة التوصيل', description: 'طرق التوصيل ومدده ورسومه.' },
    searchResults: 'نتائج البحث عن «{{query}}»',
  },
  codes: {
    resend: 'إرسال رمز جديد',
    resendIn: 'إرسال رمز جديد بعد {{seconds}} ثانية',
  },
  notFound: {
    title: 'الصفحة غير موجودة',
    body: 'الصفحة التي تبحث عنها غير موجودة أو تم نقلها.',
  },
  demo: {
    label: 'متجر تجريبي',
    body: 'المنتجات والطلبات والحسابات هنا بيانات تجريبية.',
    testCards: 'تُقبل بطاقات الاختبار ولا تُخصم أي مبالغ حقيقية.',
  },
  shop: shopAr,
  cart: cartAr,
  storeInfo: storeInfoAr,
  fixedPages: fixedPagesAr,
  banners: bannersAr,
};
