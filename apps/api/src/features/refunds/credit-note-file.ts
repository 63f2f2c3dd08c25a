import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../lib/app-error.ts';
import {
  addressLine,
  printedSar,
  sarText,
  type InvoiceDocument,
} from '../invoices/invoice-document.ts';
import {
  creditNoteFilePath,
  storedInvoiceSize,
  storeInvoiceOnce,
} from '../invoices/invoice-files.ts';
import { LABELS } from '../invoices/invoice-labels.ts';
import { renderInvoiceOffThread } from '../invoices/invoice-renderer.ts';
import { invoices } from '../invoices/invoices.tables.ts';
import { zatcaQrPayload, zatcaTimestamp } from '../invoices/zatca-qr.ts';
import { findCreditNote, type CreditNoteRow } from './credit-notes.ts';
import { eq } from 'drizzle-orm';

type Found = NonNullable<Awaited<ReturnType<typeof findCreditNote>>>;

/**
 * The credit note as the invoice's renderer prints it: its own title and number, the invoice it
 * reduces and the reason, the credited lines, and totals whose rows mean the same as the
 * invoice's (goods, less their share of the discount, delivery, VAT). The QR code follows the
 * invoice's rules: seller, VAT number, the note's issue time, its total and its VAT.
 */
export function buildCreditNoteDocument(
  note: CreditNoteRow,
  order: Found['order'],
  invoiceNumber: string,
): InvoiceDocument {
  const lines =
    note.lines.length > 0
      ? note.lines.map((line) => ({
          nameEn: line.nameEn,
          nameAr: line.nameAr,
          optionsEn: line.optionsEn,
          optionsAr: line.optionsAr,
          quantity: line.quantity,
          unitPrice: printedSar(line.unitPriceHalalas),
          lineTotal: printedSar(line.lineTotalHalalas),
        }))
      : [
          {
            nameEn: LABELS.adjustment[0],
            nameAr: LABELS.adjustment[1],
            optionsEn: null,
            optionsAr: null,
            quantity: 1,
            unitPrice: printedSar(note.goodsHalalas),
            lineTotal: printedSar(note.goodsHalalas),
          },
        ];
  return {
    invoiceNumber: note.creditNoteNumber,
    title: LABELS.creditNoteTitle,
    numberLabel: LABELS.creditNoteNumber,
    extraRows: [
      [LABELS.originalInvoice, invoiceNumber],
      [LABELS.reason, note.reason],
    ],
    issuedAt: note.issuedAt,
    orderNumber: order.orderNumber,
    customerName: order.customerName,
    paymentMethod: order.paymentMethod,
    seller: note.seller,
    lines,
    subtotal: printedSar(note.goodsHalalas),
    discount: note.discountHalalas > 0 ? printedSar(note.discountHalalas) : null,
    couponCode: null,
    deliveryFee: printedSar(note.deliveryHalalas),
    deliveryNameEn: order.deliveryNameEn,
    deliveryNameAr: order.deliveryNameAr,
    deliveryAddress: addressLine(order.address),
    totalExcludingVat: printedSar(note.amountHalalas - note.vatHalalas),
    vatAmount: printedSar(note.vatHalalas),
    vatRate: String(order.vatRateBasisPoints / 100),
    total: printedSar(note.amountHalalas),
    qrPayload: zatcaQrPayload({
      sellerName: note.seller.nameAr,
      vatNumber: note.seller.vatNumber,
      timestamp: zatcaTimestamp(note.issuedAt),
      totalWithVat: sarText(note.amountHalalas),
      vatAmount: sarText(note.vatHalalas),
    }),
  };
}

/**
 * The credit note's PDF, rendered once on its first download (on the renderer's worker thread,
 * in a heavy-job slot) and stored under DATA_DIR/credit-notes; later downloads stream the file.
 * `ownerId` limits it to the caller's own order: another customer's is "not found", as invoices.
 */
export async function creditNoteFile(
  ctx: AppContext,
  orderId: number,
  creditNoteId: number,
  ownerId?: number,
) {
  const found = await findCreditNote(ctx.db, orderId, creditNoteId, ownerId);
  if (!found) throw notFound('refunds.creditNoteNotFound');
  const { note, order } = found;
  const file = creditNoteFilePath(ctx.config.dataDir, note.creditNoteNumber);
  let size = await storedInvoiceSize(file);
  if (size === null) {
    size = await ctx.heavyJobs.run(async () => {
      const stored = await storedInvoiceSize(file);
      if (stored !== null) return stored;
      const [invoice] = await ctx.db
        .select({ number: invoices.invoiceNumber })
        .from(invoices)
        .where(eq(invoices.id, note.invoiceId));
      const pdf = await renderInvoiceOffThread(
        buildCreditNoteDocument(note, order, invoice!.number),
      );
      await storeInvoiceOnce(file, pdf);
      return (await storedInvoiceSize(file))!;
    });
  }
  return { fileName: `credit-note-${note.creditNoteNumber}.pdf`, path: file, size };
}
