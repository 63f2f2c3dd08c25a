import { defineMessages } from '../../lib/define-messages.ts';

/** Server messages of the orders area (keys start with "orders."). */
export const ordersMessages = defineMessages(
  {
    'orders.created': 'Order {orderNumber} placed',
    'orders.list': 'Your orders',
    'orders.found': 'Order',
    'orders.preview': 'Order summary',
    'orders.notFound': 'Order not found',
    'orders.emptyCart': 'Your cart is empty',
    'orders.productUnavailable':
      '"{name}" is no longer available. Remove it from your cart to continue',
    'orders.stockShort':
      'Only {available} of "{name}" left in stock. Lower the quantity in your cart',
    'orders.addressNotFound': 'Choose one of your saved addresses',
    'orders.phoneNotFound': 'Choose one of your saved mobile numbers',
    'orders.deliveryUnavailable': 'This delivery method is not available. Choose another one',
    'orders.couponNotFound': 'This coupon code does not exist',
    'orders.history.placed': 'Order placed',
    'orders.history.paid': 'Payment received online ({code})',
    'orders.history.paidAfterCancel':
      'Payment received after the order was cancelled ({code}); a refund is needed',
    'orders.history.expired':
      'Cancelled automatically: the online payment was not completed in time',
  },
  {
    'orders.created': 'تم تقديم الطلب {orderNumber}',
    'orders.list': 'طلباتك',
    'orders.found': 'الطلب',
    'orders.preview': 'ملخص الطلب',
    'orders.notFound': 'الطلب غير موجود',
    'orders.emptyCart': 'سلة التسوق فارغة',
    'orders.productUnavailable': 'المنتج "{name}" لم يعد متاحًا. احذفه من السلة للمتابعة',
    'orders.stockShort': 'المتبقي من "{name}" في المخزون {available} فقط. قلّل الكمية في السلة',
    'orders.addressNotFound': 'اختر أحد عناوينك المحفوظة',
    'orders.phoneNotFound': 'اختر أحد أرقام جوالك المحفوظة',
    'orders.deliveryUnavailable': 'طريقة التوصيل هذه غير متاحة. اختر طريقة أخرى',
    'orders.couponNotFound': 'رمز القسيمة غير موجود',
    'orders.history.placed': 'تم تقديم الطلب',
    'orders.history.paid': 'تم استلام الدفع الإلكتروني ({code})',
    'orders.history.paidAfterCancel': 'تم استلام الدفع بعد إلغاء الطلب ({code})؛ يلزم رد المبلغ',
    'orders.history.expired': 'أُلغي تلقائيًا: لم يكتمل الدفع الإلكتروني في الوقت المحدد',
  },
);
