import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { InvoiceDocument } from './invoice-document.ts';

/**
 * From the sources (tests, `npm run dev`) the worker is TypeScript, so it loads tsx itself: the
 * test runner, which transforms files its own way, does not pass a loader on to threads. From the
 * compiled build (`npm start`) it is plain JavaScript beside this file and needs no loader.
 */
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const WORKER = new URL(
  FROM_SOURCE ? './invoice-render.worker.ts' : './invoice-render.worker.js',
  import.meta.url,
);
const WORKER_EXEC_ARGV = FROM_SOURCE
  ? ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href]
  : [];
/**
 * The renderer's heap stays near 80 MB however long the invoice (pages are written out as they
 * are finished); tight limits make V8 collect early instead of growing the process by hundreds
 * of MB, and a runaway render stops here, not at the process's limit.
 */
const HEAP_LIMITS = { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 8 };

/**
 * The PDF rendered on a worker thread of its own: laying out a long invoice takes seconds of CPU
 * (2–3 s for 7,000 lines, twice that with the page-counting pass), which on the main thread would hold up every other request. One
 * thread per render, ended after it; renders are rare (once per invoice) and bounded by the
 * heavy-job limiter, so a pool would only keep idle memory.
 */
export function renderInvoiceOffThread(document: InvoiceDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, {
      workerData: document,
      execArgv: WORKER_EXEC_ARGV,
      resourceLimits: HEAP_LIMITS,
    });
    worker.once('message', (bytes: Uint8Array) =>
      resolve(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)),
    );
    worker.once('error', reject);
    // Without an answer first (after one, this rejection changes nothing).
    worker.once('exit', (code) => reject(new Error(`invoice renderer exited with code ${code}`)));
  });
}
