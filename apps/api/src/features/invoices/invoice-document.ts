import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orderItems, orders } from '../orders/orders.tables.ts';
import type { InvoiceRow } from './invoice-numbering.ts';
import type { InvoiceSeller } from './invoices.tables.ts';
import { zatcaQrPayload, zatcaTimestamp, type ZatcaQrFields } from './zatca-qr.ts';

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

/** Everything the PDF prints, already as text: amounts are SAR with two decimals ("1,234.50"). */
export interface InvoiceDocument {
  invoiceNumber: string;
  /** A credit note's own title, number label and rows (the invoice it reduces, the reason). */
  title?: readonly [string, string];
  numberLabel?: readonly [string, string];
  extraRows?: Array<[readonly [string, string], string]>;
  issuedAt: Date;
  orderNumber: string;
  customerName: string;
  /** Where the order ships, on one line as Saudi Post writes a national address. */
  deliveryAddress: string;
  paymentMethod: OrderRow['paymentMethod'];
  seller: InvoiceSeller;
  lines: Array<{
    nameEn: string;
    nameAr: string;
    /** The variant's option values under each name ("Size: L · Colour: Red"); null without options. */
    optionsEn: string | null;
    optionsAr: string | null;
    quantity: number;
    unitPrice: string;
    lineTotal: string;
  }>;
  subtotal: string;
  /** Null when the order had no discount. */
  discount: string | null;
  couponCode: string | null;
  deliveryFee: string;
  deliveryNameEn: string;
  deliveryNameAr: string;
  totalExcludingVat: string;
  vatAmount: string;
  /** The rate the order was placed with, e.g. "15" or "12.5". */
  vatRate: string;
  total: string;
  qrPayload: string;
}

/** Halalas → "139.71", from the integer so no float rounding can creep in. */
export function sarText(halalas: number): string {
  const sign = halalas < 0 ? '-' : '';
  const abs = Math.abs(halalas);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** An amount as printed for people: thousands grouped ("14,330.08"); the QR code never groups. */
export function printedSar(halalas: number): string {
  return sarText(halalas).replace(/\B(?=(\d{3})+\.)/g, ',');
}

/** The ZATCA fields of an issued invoice: the seller's Arabic name, as registered. */
export function invoiceQrFields(
  invoice: Pick<InvoiceRow, 'seller' | 'issuedAt'>,
  order: Pick<OrderRow, 'totalHalalas' | 'vatHalalas'>,
): ZatcaQrFields {
  return {
    sellerName: invoice.seller.nameAr,
    vatNumber: invoice.seller.vatNumber,
    timestamp: zatcaTimestamp(invoice.issuedAt),
    totalWithVat: sarText(order.totalHalalas),
    vatAmount: sarText(order.vatHalalas),
  };
}

/** The order row, or undefined for an unknown id or (with `ownerId`) another customer's order. */
export async function loadInvoiceOrder(
  db: Executor,
  orderId: number,
  ownerId?: number,
): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || (ownerId !== undefined && order.userId !== ownerId)) return undefined;
  return order;
}

/** The order's lines, in the order they were placed (needed only to render the invoice). */
export function loadOrderLines(db: Executor, orderId: number): Promise<OrderItemRow[]> {
  return db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

/** The option values copied onto an order line, one text per language. */
function optionTexts(options: OrderItemRow['options']) {
  if (options.length === 0) return { optionsEn: null, optionsAr: null };
  return {
    optionsEn: options.map((option) => `${option.nameEn}: ${option.valueEn}`).join(' · '),
    optionsAr: options.map((option) => `${option.nameAr}: ${option.valueAr}`).join(' · '),
  };
}

/**
 * "RRRD2929 · 7596 Olaya Street, Al Olaya, Riyadh 12244-3214": the short national address when
 * the order has one, then building number and street, district, city, postal code and additional
 * number, each part only when given (decision 021).
 */
export function addressLine(address: OrderRow['address']): string {
  const postal = [address.postalCode, address.additionalNumber].filter(Boolean).join('-');
  const place = [
    [address.buildingNumber, address.street].filter(Boolean).join(' '),
    address.district,
    [address.city, postal].filter(Boolean).join(' '),
  ].join(', ');
  return address.shortAddress ? `${address.shortAddress} · ${place}` : place;
}

export function buildInvoiceDocument(
  invoice: InvoiceRow,
  order: OrderRow,
  items: OrderItemRow[],
): InvoiceDocument {
  return {
    invoiceNumber: invoice.invoiceNumber,
    issuedAt: invoice.issuedAt,
    orderNumber: order.orderNumber,
    customerName: order.customerName,
    deliveryAddress: addressLine(order.address),
    paymentMethod: order.paymentMethod,
    seller: invoice.seller,
    lines: items.map((item) => ({
      nameEn: item.nameEn,
      nameAr: item.nameAr,
      ...optionTexts(item.options),
      quantity: item.quantity,
      unitPrice: printedSar(item.unitPriceHalalas),
      lineTotal: printedSar(item.lineTotalHalalas),
    })),
    subtotal: printedSar(order.subtotalHalalas),
    discount: order.discountHalalas > 0 ? printedSar(order.discountHalalas) : null,
    couponCode: order.couponCode,
    deliveryFee: printedSar(order.deliveryFeeHalalas),
    deliveryNameEn: order.deliveryNameEn,
    deliveryNameAr: order.deliveryNameAr,
    totalExcludingVat: printedSar(order.totalHalalas - order.vatHalalas),
    vatAmount: printedSar(order.vatHalalas),
    vatRate: String(order.vatRateBasisPoints / 100),
    total: printedSar(order.totalHalalas),
    qrPayload: zatcaQrPayload(invoiceQrFields(invoice, order)),
  };
}
