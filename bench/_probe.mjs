import { startServer } from '../scripts/server-process.mjs';
const s = await startServer({ name: 'perf', env: { LOG_LEVEL: 'error', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/perf10k' }, stdio: 'ignore' });
for (const p of ['product/getAllProducts?pageNumber=300&pageSize=20', 'product/getAllProducts?pageSize=20&minPrice=50&maxPrice=500&sortBy=bestSelling', 'product/getAllProducts?search=sams&pageSize=5']) {
  for (let i = 0; i < 3; i++) { const r = await fetch(`${s.baseUrl}/api/${p}`); await r.text(); }
  console.log('---', p);
}
await s.stop();
