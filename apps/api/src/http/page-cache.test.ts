import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache.ts';

describe('the rendered-page cache', () => {
  it('renders a page once for everyone asking at the same time, with its encodings and tag', async () => {
    const cache = createPageCache({ maxBytes: 1 << 20, ttlMs: 60_000 });
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return { status: 200, html: '<p>صفحة</p>'.repeat(50) };
    };
    const pages = await Promise.all([1, 2, 3].map(() => cache.get('/ar/', render)));
    expect(renders).toBe(1);
    expect(new Set(pages).size).toBe(1);
    const [page] = pages;
    expect(zlib.gunzipSync(page!.gzip).equals(page!.identity)).toBe(true);
    expect(zlib.brotliDecompressSync(page!.br).equals(page!.identity)).toBe(true);
    expect(page!.etag).toMatch(/^"[\w-]{22}"$/);
    await cache.get('/ar/', render);
    expect(renders).toBe(1);
  });

  it('renders again once a page is older than its time to live, and forgets failures', async () => {
    const cache = createPageCache({ maxBytes: 1 << 20, ttlMs: 0 });
    let renders = 0;
    const render = async () => ({ status: 404, html: `<p>${(renders += 1)}</p>` });
    const first = await cache.get('/en/x', render);
    const second = await cache.get('/en/x', render);
    expect(first.status).toBe(404);
    expect(second.etag).not.toBe(first.etag);
    await expect(cache.get('/en/y', () => Promise.reject(new Error('boom')))).rejects.toThrow();
    expect((await cache.get('/en/y', render)).status).toBe(404);
  });

  it('drops the oldest pages past its size', async () => {
    const cache = createPageCache({ maxBytes: 3_000, ttlMs: 60_000 });
    let renders = 0;
    const render = async () => ({ status: 200, html: `${(renders += 1)}`.padEnd(900, 'x') });
    await cache.get('/a', render);
    await cache.get('/b', render);
    await cache.get('/a', render);
    expect(renders).toBe(3 - 1);
    await cache.get('/c', render);
    await cache.get('/d', render);
    await cache.get('/a', render);
    expect(renders).toBe(5);
  });
});
