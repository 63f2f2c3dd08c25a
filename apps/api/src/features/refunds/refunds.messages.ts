import { defineMessages } from '../../lib/define-messages.ts';

/** Server messages of the refunds area (keys start with "refunds."). */
export const refundsMessages = defineMessages(
  {
    'refunds.view': 'Refunds of order {orderNumber}',
    'refunds.succeeded': 'Refund of {amount} SAR recorded for order {orderNumber}',
    'refunds.pending':
      'Refund of {amount} SAR sent to the payment gateway; it has not answered yet',
    'refunds.failed':
      'The payment gateway did not refund {amount} SAR ({reason}). The refund is kept as failed: try again',
    'refunds.creditNotes': 'Credit notes',
    'refunds.unpaid':
      'Order {orderNumber} is not paid, so there is nothing to refund. Change its status instead',
    'refunds.nothingLeft': 'Order {orderNumber} has nothing left to refund',
    'refunds.overRefund':
      'Amount: {amount} SAR is more than the {left} SAR left to refund on this order',
    'refunds.linesNeedDelivered':
      'Lines: only a delivered order can be partly returned (this one is {status})',
    'refunds.shipped':
      'Order {orderNumber} is on its way: it can be refunded once it is delivered and returned',
    'refunds.lineNotInOrder': 'Order line: line {orderItemId} is not part of this order',
    'refunds.quantityAboveLeft':
      'Quantity: only {left} of "{name}" can still be returned (asked {quantity})',
    'refunds.amountTooSmall': 'Lines: these units come to 0.00 SAR, there is nothing to refund',
    'refunds.manualMethodRequired':
      'Refund method: a cash-on-delivery order is refunded by hand; say how (Cash, BankTransfer or Other)',
    'refunds.gatewayUnavailable':
      'Online payment is switched off in this shop, so the gateway cannot refund. Record a manual refund (refund method) instead',
    'refunds.notFound': 'Refund not found',
    'refunds.notRetryable':
      'This refund cannot be retried: it went through, or the gateway is still working on it',
    'refunds.creditNoteNotFound': 'Credit note not found',
    'refunds.history.requested': 'Refund of {amount} SAR requested from the payment gateway',
    'refunds.history.succeeded': 'Refund of {amount} SAR completed ({code})',
    'refunds.history.failed': 'Refund of {amount} SAR failed ({code}): it can be retried',
    'refunds.history.manual': 'Refund of {amount} SAR made by hand ({method} {reference})',
    'refunds.history.creditNote': 'Credit note {number} issued for {amount} SAR',
    'refunds.history.partialReturn': 'Part of the order returned: {units} item(s)',
    'refunds.history.succeededForShopper': 'Refund of {amount} SAR completed',
    'refunds.history.failedForShopper': 'A refund of {amount} SAR is being processed',
    'refunds.manualMethod.Cash': 'cash',
    'refunds.manualMethod.BankTransfer': 'bank transfer',
    'refunds.manualMethod.Other': 'other',
  },
  {
    'refunds.view': 'استردادات الطلب {orderNumber}',
    'refunds.succeeded': 'تم تسجيل استرداد {amount} ريال للطلب {orderNumber}',
    'refunds.pending': 'أُرسل استرداد {amount} ريال إلى بوابة الدفع، ولم تُجب بعد',
    'refunds.failed':
      'لم تُعِد بوابة الدفع مبلغ {amount} ريال ({reason}). سُجّل الاسترداد كفاشل: حاول مرة أخرى',
    'refunds.creditNotes': 'الإشعارات الدائنة',
    'refunds.unpaid': 'الطلب {orderNumber} غير مدفوع، فلا يوجد ما يُسترد. غيّر حالته بدلًا من ذلك',
    'refunds.nothingLeft': 'لم يتبقَّ في الطلب {orderNumber} ما يُسترد',
    'refunds.overRefund':
      'المبلغ: {amount} ريال أكثر من المتبقي للاسترداد في هذا الطلب ({left} ريال)',
    'refunds.linesNeedDelivered':
      'البنود: لا يُرجَع جزء من الطلب إلا بعد توصيله (حالته الآن "{status}")',
    'refunds.shipped': 'الطلب {orderNumber} في الطريق: يمكن استرداده بعد توصيله وإرجاعه',
    'refunds.lineNotInOrder': 'بند الطلب: البند {orderItemId} ليس من هذا الطلب',
    'refunds.quantityAboveLeft': 'الكمية: يمكن إرجاع {left} فقط من "{name}" (المطلوب {quantity})',
    'refunds.amountTooSmall': 'البنود: قيمة هذه الوحدات 0.00 ريال، فلا يوجد ما يُسترد',
    'refunds.manualMethodRequired':
      'طريقة الاسترداد: طلب الدفع عند الاستلام يُسترد يدويًا؛ حدّد الطريقة (Cash أو BankTransfer أو Other)',
    'refunds.gatewayUnavailable':
      'الدفع الإلكتروني متوقف في هذا المتجر، فلا تستطيع البوابة الاسترداد. سجّل استردادًا يدويًا (طريقة الاسترداد)',
    'refunds.notFound': 'الاسترداد غير موجود',
    'refunds.notRetryable':
      'لا يمكن إعادة محاولة هذا الاسترداد: تم بنجاح، أو ما زالت البوابة تعالجه',
    'refunds.creditNoteNotFound': 'الإشعار الدائن غير موجود',
    'refunds.history.requested': 'طُلب من بوابة الدفع استرداد {amount} ريال',
    'refunds.history.succeeded': 'تم استرداد {amount} ريال ({code})',
    'refunds.history.failed': 'فشل استرداد {amount} ريال ({code}): يمكن إعادة المحاولة',
    'refunds.history.manual': 'استُرد {amount} ريال يدويًا ({method} {reference})',
    'refunds.history.creditNote': 'صدر الإشعار الدائن {number} بمبلغ {amount} ريال',
    'refunds.history.partialReturn': 'أُرجع جزء من الطلب: {units} قطعة',
    'refunds.history.succeededForShopper': 'تم استرداد {amount} ريال',
    'refunds.history.failedForShopper': 'جارٍ معالجة استرداد {amount} ريال',
    'refunds.manualMethod.Cash': 'نقدًا',
    'refunds.manualMethod.BankTransfer': 'تحويل بنكي',
    'refunds.manualMethod.Other': 'أخرى',
  },
);
