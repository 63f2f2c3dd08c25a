import { defineMessages } from '../../lib/define-messages.ts';

/** Server messages of the invoices area (keys start with "invoices."). */
export const invoicesMessages = defineMessages(
  {
    'invoices.orderCancelled':
      'This order was cancelled before it was invoiced, so it has no tax invoice',
    'invoices.awaitingPayment':
      'This order is still waiting for its online payment. Its invoice can be issued once it is paid',
  },
  {
    'invoices.orderCancelled': 'أُلغي هذا الطلب قبل إصدار فاتورته، لذلك لا توجد له فاتورة ضريبية',
    'invoices.awaitingPayment':
      'هذا الطلب بانتظار الدفع الإلكتروني. يمكن إصدار فاتورته بعد إتمام الدفع',
  },
);
