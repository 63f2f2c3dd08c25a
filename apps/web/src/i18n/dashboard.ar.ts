import type { DashboardTranslation } from './dashboard.en';
import { productsAdminAr } from './areas/products-admin.ar';
import { variantsAdminAr } from './areas/variants-admin.ar';
import { taxonomyAdminAr } from './areas/taxonomy-admin.ar';
import { ordersAdminAr } from './areas/orders-admin.ar';
import { couponsAdminAr } from './areas/coupons-admin.ar';
import { dashboardStatsAr } from './areas/dashboard-stats.ar';
import { deliveryAdminAr } from './areas/delivery-admin.ar';
import { paymentsAdminAr } from './areas/payments-admin.ar';
import { bannersAdminAr } from './areas/banners-admin.ar';
import { fixedPagesAdminAr } from './areas/fixed-pages-admin.ar';
import { storeInfoAdminAr } from './areas/store-info-admin.ar';

/** Arabic dashboard texts (Modern Standard Arabic, Saudi conventions). */
export const dashboardAr: DashboardTranslation = {
  dashboard: {
    title: 'لوحة التحكم',
    nav: 'أقسام لوحة التحكم',
    openNav: 'فتح قائمة لوحة التحكم',
    storefront: 'عرض المتجر',
    userMenu: 'قائمة المستخدم',
    welcome: 'مرحبًا، {{name}}',
    welcomeBody: 'اختر القسم الذي تريد إدارته. كل ما تغيّره هنا يظهر في المتجر فورًا.',
    areas: {
      home: 'نظرة عامة',
      users: 'المستخدمون',
      orders: 'الطلبات',
      products: 'المنتجات',
      categories: 'الأقسام',
      brands: 'الماركات',
      sliders: 'البنرات',
      coupons: 'الكوبونات',
      deliveryMethods: 'طرق التوصيل',
      fixedPages: 'الصفحات الثابتة',
      footerData: 'بيانات التذييل',
      payments: 'الدفع',
      helpServices: 'خدمات المساعدة',
    },
    areaDescriptions: {
      home: 'ملخص المتجر وروابط سريعة.',
      users: 'الحسابات والأدوار والصلاحيات.',
      orders: 'متابعة الطلبات وتحديثها وإصدار فواتيرها.',
      products: 'الكتالوج والمخزون والخصومات والاستيراد والتصدير.',
      categories: 'تنظيم المنتجات في أقسام.',
      brands: 'الماركات التي تبيعها.',
      sliders: 'بنرات الصفحة الرئيسية وصورها.',
      coupons: 'أكواد الخصم واستخدامها.',
      deliveryMethods: 'خيارات التوصيل ورسومها.',
      fixedPages: 'صفحة من نحن والسياسات وغيرها.',
      footerData: 'بيانات المتجر وروابط التواصل الاجتماعي.',
      payments: 'مدى والبطاقات وApple Pay وSTC Pay عند إتمام الطلب.',
      helpServices: 'مواضيع المساعدة المعروضة للمتسوقين.',
    },
    screens: {
      orderDetails: 'الطلب {{id}}',
      productDetails: 'المنتج {{id}}',
      addProduct: 'إضافة منتج',
      editProduct: 'تعديل المنتج {{id}}',
      couponDetails: 'الكوبون {{id}}',
      addFixedPage: 'إضافة صفحة',
      editFixedPage: 'تعديل الصفحة {{id}}',
    },
  },
  users: {
    title: 'المستخدمون',
    description: 'كل من لديه حساب، وأدوارهم وصلاحياتهم.',
    search: 'البحث في المستخدمين',
    searchPlaceholder: 'الاسم أو البريد الإلكتروني',
    roleFilter: 'الدور',
    allRoles: 'كل الأدوار',
    pageSize: 'عدد الصفوف في الصفحة',
    pagination: 'صفحات المستخدمين',
    tableCaption: 'المستخدمون، الصفحة {{page}} من {{pages}}',
    colUser: 'المستخدم',
    colEmail: 'البريد الإلكتروني',
    colMobile: 'الجوال',
    colRole: 'الدور',
    colCreated: 'تاريخ الانضمام',
    colActions: 'الإجراءات',
    you: 'أنت',
    roleOf: 'دور {{name}}',
    deleteUser: 'حذف {{name}}',
    ownRowHint: 'لا يمكنك تغيير حسابك أو حذفه من هنا.',
    confirmTitle: 'حذف هذا المستخدم؟',
    confirmBody: 'سيفقد {{name}} ({{email}}) إمكانية الدخول، ولا يمكن التراجع عن ذلك.',
    confirmDelete: 'حذف المستخدم',
    empty: 'لا يوجد مستخدمون يطابقون هذه الفلاتر.',
    total: 'عدد المستخدمين: {{count}}',
    loadFailed: 'تعذّر تحميل المستخدمين.',
    roleChanged: 'أصبح الدور: {{role}}.',
    deleted: 'تم حذف {{name}}.',
  },
  productsAdmin: productsAdminAr,
  variantsAdmin: variantsAdminAr,
  taxonomyAdmin: taxonomyAdminAr,
  ordersAdmin: ordersAdminAr,
  couponsAdmin: couponsAdminAr,
  dashboardStats: dashboardStatsAr,
  deliveryAdmin: deliveryAdminAr,
  paymentsAdmin: paymentsAdminAr,
  bannersAdmin: bannersAdminAr,
  fixedPagesAdmin: fixedPagesAdminAr,
  ...storeInfoAdminAr,
};
