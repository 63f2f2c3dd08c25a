// Checks that bench/bare-server.mjs sends exactly the statements our routes send. Runs our own query
// functions (product-queries.ts) through Drizzle, built the way the app builds it (`wrapPostgres`),
// over a recording stand-in for the pg pool, and compares each statement's text, parameters and row
// mode with the bare server's `listStatement` / `detailStatement`, byte for byte.
//
//   node --import tsx bench/sql-check.mjs '<json array of raw query-string objects>'
//
// The raw query strings go through the route's own zod schema (as Fastify would validate them) for
// our side, and unchanged to the bare side, as each server receives them over HTTP. Prints one line
// per case and exits 1 on any difference. `npm run bench` runs it before comparing.
import { productListQuerySchema } from '@dukkan/contracts';
import { wrapPostgres } from '../apps/api/src/db/client.ts';
import { findProduct, queryProducts } from '../apps/api/src/features/catalog/product-queries.ts';
import { detailStatement, listStatement } from './bare-server.mjs';

class RecordingPool {
  sent = [];
  async query(config, values) {
    this.sent.push({ text: config.text, params: values, rowMode: config.rowMode });
    // No product rows; the count that then follows reads 0.
    return { rows: config.rowMode === 'array' ? [] : [{ count: '0' }], fields: [], rowCount: 0 };
  }
}

const cases = JSON.parse(process.argv[2] ?? '[]');
// Combinations beyond the bench's own scenarios, so the builder is right for the filters it accepts.
cases.push(
  {},
  {
    pageSize: '20',
    pageNumber: '3',
    brandId: '2',
    inStock: 'true',
    hasDiscount: 'false',
    sortBy: 'name',
    sortDirection: 'desc',
  },
  { hasDiscount: 'true', inStock: 'false', sortBy: 'newest', sortDirection: 'asc', minPrice: '10' },
  { sortBy: 'price', sortDirection: 'desc', maxPrice: '99.5', categoryId: '3', brandId: '1' },
);
const reader = { lang: 'en', userId: null, includeInactive: false };

let failed = 0;
function compare(label, ours, bare) {
  const same =
    ours !== undefined &&
    ours.text === bare.text &&
    JSON.stringify(ours.params) === JSON.stringify(bare.params) &&
    ours.rowMode === 'array';
  console.log(`${same ? 'same' : 'DIFFERENT'}  ${label}`);
  if (!same) {
    failed += 1;
    console.log(`  ours: ${JSON.stringify(ours)}\n  bare: ${JSON.stringify(bare)}`);
  }
}

for (const raw of cases) {
  const pool = new RecordingPool();
  const { db } = wrapPostgres(pool);
  await queryProducts(db, productListQuerySchema.parse(raw), reader);
  // The first statement is the page; with no rows a second one counts (the bench's pages have rows).
  compare(`getAllProducts ${new URLSearchParams(raw)}`, pool.sent[0], listStatement(raw));
}
{
  const pool = new RecordingPool();
  const { db } = wrapPostgres(pool);
  await findProduct(db, 42, reader);
  compare('getProductById/42', pool.sent[0], { ...detailStatement(42) });
}
process.exit(failed ? 1 : 0);
