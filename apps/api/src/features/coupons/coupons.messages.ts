import { defineMessages } from '../../lib/define-messages.ts';

/** Server messages of the coupons area (keys start with "coupons."). */
export const couponsMessages = defineMessages(
  {
    'coupons.notFound': 'Coupon not found',
    'coupons.inactive': 'This coupon is not active',
    'coupons.notStarted': 'This coupon cannot be used yet',
    'coupons.expired': 'This coupon has expired',
    'coupons.usedUp': 'This coupon has reached its usage limit',
    'coupons.userLimit': 'You have already used this coupon the maximum number of times',
    'coupons.minOrder': 'This coupon needs an order of at least {amount} SAR',
    'coupons.found': 'Coupon',
    'coupons.valid': 'This coupon can be used',
    'coupons.available': 'Coupons you can use',
    'coupons.used': 'Coupons you have used',
    'coupons.adminList': 'Coupons',
    'coupons.details': 'Coupon details',
    'coupons.created': 'Coupon {code} added',
    'coupons.updated': 'Coupon {code} updated',
    'coupons.deleted': 'Coupon deleted',
    'coupons.deactivatedInstead':
      'Orders were placed with this coupon, so it was deactivated instead of deleted; its history is kept',
    'coupons.codeTaken': 'Another coupon already uses this code (letter case does not matter)',
  },
  {
    'coupons.notFound': 'القسيمة غير موجودة',
    'coupons.inactive': 'هذه القسيمة غير مفعّلة',
    'coupons.notStarted': 'لا يمكن استخدام هذه القسيمة بعد',
    'coupons.expired': 'انتهت صلاحية هذه القسيمة',
    'coupons.usedUp': 'بلغت هذه القسيمة الحد الأقصى للاستخدام',
    'coupons.userLimit': 'لقد استخدمت هذه القسيمة الحد الأقصى من المرات',
    'coupons.minOrder': 'تتطلب هذه القسيمة طلبًا بقيمة {amount} ريال على الأقل',
    'coupons.found': 'القسيمة',
    'coupons.valid': 'يمكن استخدام هذه القسيمة',
    'coupons.available': 'القسائم المتاحة لك',
    'coupons.used': 'القسائم التي استخدمتها',
    'coupons.adminList': 'القسائم',
    'coupons.details': 'تفاصيل القسيمة',
    'coupons.created': 'تمت إضافة القسيمة {code}',
    'coupons.updated': 'تم تحديث القسيمة {code}',
    'coupons.deleted': 'تم حذف القسيمة',
    'coupons.deactivatedInstead':
      'استُخدمت هذه القسيمة في طلبات، لذا أُوقف تفعيلها بدلًا من حذفها مع الاحتفاظ بسجلها',
    'coupons.codeTaken': 'هذا الرمز مستخدم لقسيمة أخرى (لا فرق بين الأحرف الكبيرة والصغيرة)',
  },
);
