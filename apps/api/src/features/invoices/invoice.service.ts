import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../lib/app-error.ts';
import { buildInvoiceDocument, loadInvoiceOrder, loadOrderLines } from './invoice-document.ts';
import { invoiceFilePath, storedInvoiceSize, storeInvoiceOnce } from './invoice-files.ts';
import { findInvoice, issueInvoice, type InvoiceRow } from './invoice-numbering.ts';
import { renderInvoiceOffThread } from './invoice-renderer.ts';

export interface InvoiceFile {
  fileName: string;
  /** The stored PDF, to be streamed from disk. */
  path: string;
  size: number;
}

type OrderRow = NonNullable<Awaited<ReturnType<typeof loadInvoiceOrder>>>;

/** Renders under way in this process, by file: parallel first downloads share the one render. */
const rendering = new Map<string, Promise<number>>();

/**
 * The order's tax invoice as a stored PDF, issued on first request. `ownerId` limits it to the
 * caller's own orders; another customer's order is "not found" so order ids cannot be probed.
 *
 * An issued invoice never changes, so it is rendered once, on its first download, and every later
 * download streams the stored file. Its content is fixed then: the seller was already copied onto
 * the invoice row when it was issued, and the file also keeps the layout of that day.
 */
export async function invoiceFile(
  ctx: AppContext,
  orderId: number,
  ownerId?: number,
): Promise<InvoiceFile> {
  const order = await loadInvoiceOrder(ctx.db, orderId, ownerId);
  if (!order) throw notFound('orders.notFound');
  const invoice = (await findInvoice(ctx.db, orderId)) ?? (await issueInvoice(ctx.db, orderId));
  const file = invoiceFilePath(ctx.config.dataDir, invoice.invoiceNumber);
  const size = (await storedInvoiceSize(file)) ?? (await renderOnce(ctx, file, invoice, order));
  return { fileName: `invoice-${order.orderNumber}.pdf`, path: file, size };
}

function renderOnce(ctx: AppContext, file: string, invoice: InvoiceRow, order: OrderRow) {
  let pending = rendering.get(file);
  if (!pending) {
    pending = render(ctx, file, invoice, order).finally(() => rendering.delete(file));
    rendering.set(file, pending);
  }
  return pending;
}

/**
 * A heavy job (seconds of CPU for a long order), so it takes a slot of the heavy-job limiter and
 * runs on a worker thread. It is not abandoned when the downloading client goes away: the file is
 * stored either way, and the next download is served from it.
 */
function render(ctx: AppContext, file: string, invoice: InvoiceRow, order: OrderRow) {
  return ctx.heavyJobs.run(async () => {
    // Stored meanwhile by another instance sharing DATA_DIR, or by a render that just finished.
    const stored = await storedInvoiceSize(file);
    if (stored !== null) return stored;
    const lines = await loadOrderLines(ctx.db, order.id);
    const pdf = await renderInvoiceOffThread(buildInvoiceDocument(invoice, order, lines));
    await storeInvoiceOnce(file, pdf);
    return (await storedInvoiceSize(file))!;
  });
}
