import { defineMessages } from '../../lib/define-messages.ts';

/** Server messages of the delivery area (keys start with "delivery."). */
export const deliveryMessages = defineMessages(
  {
    'delivery.list': 'Delivery methods',
    'delivery.found': 'Delivery method',
    'delivery.notFound': 'This delivery method does not exist or is no longer offered',
  },
  {
    'delivery.list': 'طرق التوصيل',
    'delivery.found': 'طريقة التوصيل',
    'delivery.notFound': 'طريقة التوصيل هذه غير موجودة أو لم تعد متاحة',
  },
);
