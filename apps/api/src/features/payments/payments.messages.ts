import { defineMessages } from '../../lib/define-messages.ts';

/** Server messages of the payments area (keys start with "payments."). */
export const paymentsMessages = defineMessages(
  {
    'payments.checkout': 'Payment form ready',
    'payments.status': 'Payment status',
    'payments.paid': 'Payment received. Thank you!',
    'payments.pending': 'The payment is not finished yet',
    'payments.failed': 'The payment did not go through: {reason}',
    'payments.mismatch': 'The payment does not match this order. Nothing was charged to the order',
    'payments.unknownCheckout': 'No payment was found for this link',
    'payments.notOnline': 'This order is paid on delivery',
    'payments.alreadyPaid': 'This order is already paid',
    'payments.notPayable': 'This order can no longer be paid online',
    'payments.gatewayDown': 'The payment service is not answering. Please try again in a moment',
    'payments.notOffered':
      'Online payment is not available in this shop. Please choose cash on delivery',
    'payments.methodNotOffered':
      'This payment method is not available in this shop. Please choose another one',
    'payments.settings': 'Payment methods',
    'payments.settingsSaved': 'Payment methods saved',
    'payments.madaBins': 'mada BIN list',
    'payments.madaBinsSaved': 'mada BIN list replaced',
  },
  {
    'payments.checkout': 'نموذج الدفع جاهز',
    'payments.status': 'حالة الدفع',
    'payments.paid': 'تم استلام الدفع. شكرًا لك!',
    'payments.pending': 'لم تكتمل عملية الدفع بعد',
    'payments.failed': 'لم تتم عملية الدفع: {reason}',
    'payments.mismatch': 'عملية الدفع لا تطابق هذا الطلب. لم يُحتسب أي مبلغ على الطلب',
    'payments.unknownCheckout': 'لم يتم العثور على عملية دفع لهذا الرابط',
    'payments.notOnline': 'هذا الطلب يُدفع عند الاستلام',
    'payments.alreadyPaid': 'تم دفع هذا الطلب مسبقًا',
    'payments.notPayable': 'لم يعد بالإمكان دفع هذا الطلب إلكترونيًا',
    'payments.gatewayDown': 'خدمة الدفع لا تستجيب. يرجى المحاولة بعد قليل',
    'payments.notOffered':
      'الدفع الإلكتروني غير متاح في هذا المتجر. يرجى اختيار الدفع عند الاستلام',
    'payments.methodNotOffered': 'طريقة الدفع هذه غير متاحة في هذا المتجر. يرجى اختيار طريقة أخرى',
    'payments.settings': 'طرق الدفع',
    'payments.settingsSaved': 'تم حفظ طرق الدفع',
    'payments.madaBins': 'قائمة أرقام تعريف بطاقات مدى',
    'payments.madaBinsSaved': 'تم استبدال قائمة أرقام تعريف بطاقات مدى',
  },
);
