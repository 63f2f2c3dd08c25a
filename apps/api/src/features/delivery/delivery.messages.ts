import { defineMessages } from '../../lib/define-messages.ts';

/** Server messages of the delivery area (keys start with "delivery."). */
export const deliveryMessages = defineMessages(
  {
    'delivery.list': 'Delivery methods',
    'delivery.found': 'Delivery method',
    'delivery.notFound': 'This delivery method does not exist or is no longer offered',
    'delivery.notFoundAdmin': 'Delivery method not found',
    'delivery.created': 'Delivery method added',
    'delivery.updated': 'Delivery method updated',
    'delivery.deleted': 'Delivery method deleted',
    'delivery.deactivatedInstead':
      'Orders were placed with this delivery method, so it was deactivated instead of deleted',
  },
  {
    'delivery.list': 'طرق التوصيل',
    'delivery.found': 'طريقة التوصيل',
    'delivery.notFound': 'طريقة التوصيل هذه غير موجودة أو لم تعد متاحة',
    'delivery.notFoundAdmin': 'طريقة التوصيل غير موجودة',
    'delivery.created': 'تمت إضافة طريقة التوصيل',
    'delivery.updated': 'تم تحديث طريقة التوصيل',
    'delivery.deleted': 'تم حذف طريقة التوصيل',
    'delivery.deactivatedInstead':
      'استُخدمت طريقة التوصيل هذه في طلبات، لذا أُوقف تفعيلها بدلًا من حذفها',
  },
);
