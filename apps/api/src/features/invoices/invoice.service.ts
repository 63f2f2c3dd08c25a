import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { buildInvoiceDocument, loadInvoicedOrder } from './invoice-document.ts';
import { findInvoice, issueInvoice } from './invoice-numbering.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

export interface InvoiceFile {
  fileName: string;
  pdf: Buffer;
}

/**
 * The order's tax invoice as a PDF, issued on first request. `ownerId` limits it to the caller's
 * own orders; another customer's order is "not found" so order ids cannot be probed.
 */
export async function invoicePdf(
  db: Database,
  orderId: number,
  ownerId?: number,
): Promise<InvoiceFile> {
  const loaded = await loadInvoicedOrder(db, orderId, ownerId);
  if (!loaded) throw notFound('orders.notFound');
  const invoice = (await findInvoice(db, orderId)) ?? (await issueInvoice(db, orderId));
  const pdf = await renderInvoicePdf(buildInvoiceDocument(invoice, loaded.order, loaded.items));
  return { fileName: `invoice-${loaded.order.orderNumber}.pdf`, pdf };
}
