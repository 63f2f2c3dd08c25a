/**
 * The printed words of the invoice. A simplified tax invoice carries both languages side by side,
 * so every label is an [English, Arabic] pair rather than a message picked by Accept-Language.
 */
export const LABELS = {
  title: ['Simplified Tax Invoice', 'فاتورة ضريبية مبسطة'],
  vatNumber: ['VAT number', 'الرقم الضريبي'],
  invoiceNumber: ['Invoice number', 'رقم الفاتورة'],
  issueDate: ['Issue date', 'تاريخ الإصدار'],
  orderNumber: ['Order number', 'رقم الطلب'],
  customer: ['Customer', 'العميل'],
  deliveryAddress: ['Delivery address', 'عنوان التوصيل'],
  payment: ['Payment', 'طريقة الدفع'],
  lineNumber: ['#', ''],
  item: ['Item', 'الصنف'],
  quantity: ['Qty', 'الكمية'],
  unitPrice: ['Unit price incl. VAT', 'سعر الوحدة شامل الضريبة'],
  lineTotal: ['Total incl. VAT', 'الإجمالي شامل الضريبة'],
  currency: ['Amounts in Saudi riyals (SAR)', 'المبالغ بالريال السعودي'],
  subtotal: ['Subtotal', 'المجموع الفرعي'],
  discount: ['Discount', 'الخصم'],
  delivery: ['Delivery', 'التوصيل'],
  totalExcludingVat: ['Total excl. VAT', 'الإجمالي غير شامل الضريبة'],
  vat: ['VAT {rate}%', 'ضريبة القيمة المضافة {rate}%'],
  total: ['Total incl. VAT', 'الإجمالي شامل الضريبة'],
  thanks: ['Thank you for shopping with {store}.', 'شكرًا لتسوقك من {store}.'],
  continued: ['continued', 'تابع'],
  creditNoteTitle: ['Credit Note', 'إشعار دائن'],
  creditNoteNumber: ['Credit note number', 'رقم الإشعار الدائن'],
  originalInvoice: ['Original invoice', 'الفاتورة الأصلية'],
  reason: ['Reason', 'السبب'],
  adjustment: ['Refund adjustment', 'تسوية استرداد'],
} as const satisfies Record<string, readonly [string, string]>;

export const PAYMENT_METHOD_LABELS = {
  Online: ['Paid online', 'دفع إلكتروني'],
  CashOnDelivery: ['Cash on delivery', 'الدفع عند الاستلام'],
} as const;

export function fill(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

const RIYADH = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Riyadh',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "2026-03-01 12:30 (UTC+03:00)": the shop's local time, with its offset so it is unambiguous. */
export function riyadhDateTime(date: Date): string {
  const part = Object.fromEntries(RIYADH.formatToParts(date).map((p) => [p.type, p.value]));
  // Saudi Arabia keeps UTC+3 all year (no daylight saving).
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute} (UTC+03:00)`;
}
