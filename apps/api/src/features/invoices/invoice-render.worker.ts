import { parentPort, workerData } from 'node:worker_threads';
import type { InvoiceDocument } from './invoice-document.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

// Runs in a worker thread (invoice-renderer.ts): it gets the invoice as plain data, never touches
// the database, answers the PDF's bytes and ends.
const pdf = await renderInvoicePdf(workerData as InvoiceDocument);
parentPort!.postMessage(pdf);
