import { createHash } from 'node:crypto';
import zlib from 'node:zlib';

/** A rendered page as it is sent: its status, entity tag and the body in each encoding. */
export interface CachedPage {
  status: number;
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  expiresAt: number;
}

/** Brotli's default (11) costs more than the render; 5 is within a few percent of its size. */
const BROTLI_QUALITY = 5;

export function toCachedPage(status: number, html: string, ttlMs: number, now: number): CachedPage {
  const identity = Buffer.from(html);
  return {
    status,
    etag: `"${createHash('sha1').update(identity).digest('base64url').slice(0, 22)}"`,
    identity,
    gzip: zlib.gzipSync(identity, { level: 6 }),
    br: zlib.brotliCompressSync(identity, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
    }),
    expiresAt: now + ttlMs,
  };
}

/**
 * Rendered anonymous pages, kept for a few seconds: a busy product page is rendered once per
 * interval instead of once per visitor, and concurrent first visitors share one render. Bounded by
 * bytes; the oldest entry goes first (a Map keeps insertion order).
 */
export function createPageCache({ maxBytes, ttlMs }: { maxBytes: number; ttlMs: number }) {
  const entries = new Map<string, CachedPage>();
  const inFlight = new Map<string, Promise<CachedPage>>();
  let bytes = 0;

  const sizeOf = (page: CachedPage) => page.identity.length + page.gzip.length + page.br.length;
  function remove(key: string) {
    const page = entries.get(key);
    if (!page) return;
    entries.delete(key);
    bytes -= sizeOf(page);
  }
  function store(key: string, page: CachedPage) {
    remove(key);
    entries.set(key, page);
    bytes += sizeOf(page);
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      remove(oldest);
    }
  }

  return {
    ttlMs,
    /** The fresh page for `key`, rendering it (once, however many ask at the same time) if needed. */
    async get(key: string, render: () => Promise<{ status: number; html: string }>) {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) return hit;
      // Without a cache (ttl 0) every request renders its own page, as measured by the bench.
      const pending = ttlMs > 0 ? inFlight.get(key) : undefined;
      if (pending) return pending;
      const rendering = render()
        .then(({ status, html }) => {
          const page = toCachedPage(status, html, ttlMs, Date.now());
          store(key, page);
          return page;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, rendering);
      return rendering;
    },
    clear() {
      entries.clear();
      bytes = 0;
    },
  };
}
