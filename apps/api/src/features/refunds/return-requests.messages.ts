import { defineMessages } from '../../lib/define-messages.ts';

/** Server messages of return requests (keys start with "returns."; decision 023). */
export const returnRequestsMessages = defineMessages(
  {
    'returns.view': 'Returns of order {orderNumber}',
    'returns.requested':
      'Your return request for order {orderNumber} was sent: we will answer soon',
    'returns.approved':
      'Return request approved: refund of {amount} SAR recorded for order {orderNumber}',
    'returns.approvedPending':
      'Return request approved: refund of {amount} SAR sent to the payment gateway, which has not answered yet',
    'returns.approvedFailed':
      'Return request approved and its goods taken back, but the payment gateway did not refund {amount} SAR ({reason}): retry it in the refunds card',
    'returns.rejected': 'Return request rejected',
    'returns.notDelivered': 'Lines: only a delivered order can be returned (this one is {status})',
    'returns.windowClosed':
      'Lines: the return window of {days} days after delivery closed on {date}',
    'returns.lineNotInOrder': 'Order line: line {orderItemId} is not part of this order',
    'returns.quantityAboveLeft':
      'Quantity: only {left} of "{name}" can still be returned (asked {quantity})',
    'returns.notFound': 'Return request not found',
    'returns.alreadyDecided': 'This return request was already {status}',
    'returns.status.approved': 'approved',
    'returns.status.rejected': 'rejected',
    'returns.history.requested': 'Return requested by the customer: {units} item(s)',
    'returns.history.approved': 'Return request approved: {units} item(s)',
    'returns.history.rejected': 'Return request rejected: {reason}',
  },
  {
    'returns.view': 'مرتجعات الطلب {orderNumber}',
    'returns.requested': 'أُرسل طلب إرجاع الطلب {orderNumber}، وسنرد عليك قريبًا',
    'returns.approved': 'قُبل طلب الإرجاع: سُجّل استرداد {amount} ريال للطلب {orderNumber}',
    'returns.approvedPending':
      'قُبل طلب الإرجاع: أُرسل استرداد {amount} ريال إلى بوابة الدفع، ولم تُجب بعد',
    'returns.approvedFailed':
      'قُبل طلب الإرجاع واستُلمت بضاعته، لكن بوابة الدفع لم تُعِد {amount} ريال ({reason}): أعد المحاولة من بطاقة الاستردادات',
    'returns.rejected': 'رُفض طلب الإرجاع',
    'returns.notDelivered': 'البنود: لا يُرجَع إلا طلب تم توصيله (حالته الآن "{status}")',
    'returns.windowClosed': 'البنود: انتهت مهلة الإرجاع ({days} يومًا بعد التوصيل) في {date}',
    'returns.lineNotInOrder': 'بند الطلب: البند {orderItemId} ليس من هذا الطلب',
    'returns.quantityAboveLeft': 'الكمية: يمكن إرجاع {left} فقط من "{name}" (المطلوب {quantity})',
    'returns.notFound': 'طلب الإرجاع غير موجود',
    'returns.alreadyDecided': 'سبق أن {status} طلب الإرجاع هذا',
    'returns.status.approved': 'قُبل',
    'returns.status.rejected': 'رُفض',
    'returns.history.requested': 'طلب العميل إرجاع {units} قطعة',
    'returns.history.approved': 'قُبل طلب الإرجاع: {units} قطعة',
    'returns.history.rejected': 'رُفض طلب الإرجاع: {reason}',
  },
);
