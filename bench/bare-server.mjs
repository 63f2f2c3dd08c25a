// The reference for `npm run bench`'s catalog part: the product routes as a developer would first
// write them with Fastify and `pg`, with their own plain SQL and none of our app around them (no
// validation, no hooks, no plugins, no logging). A list is one page query joining the brand and
// category, `ORDER BY <sort> LIMIT $1 OFFSET $2`, then a `count(*)` over the same filter; search is
// `ILIKE '%term%'` on both names; the category filter takes the category itself only (not its
// sub-categories); price filters and the price sort read the list price (a discount is not looked
// at); "newest" is the highest id first (ids rise as products are added), the `ORDER BY id …
// LIMIT 20` route issue 13's goals were set against. The answers keep our envelope and paging
// shape (`{ message, statusCode, data: { items, pageNumber, pageSize, totalCount } }`) so the bytes
// sent are alike, but what they hold is not checked against ours: the point is to see what our SQL
// costs next to the obvious SQL, not to measure the framework.
//
// The bench starts it as its own process (`node bench/bare-server.mjs`, env DATABASE_URL, PORT,
// POOL_SIZE — the same pool size as ours) and gets the port over IPC.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import pg from 'pg';

const COLUMNS = `p.id, p.name_en, p.name_ar, p.description_en, p.description_ar, p.sku,
  p.price_halalas, p.stock, p.brand_id, p.category_id, p.is_active, p.sold_count, p.image_urls,
  p.discount_type, p.discount_value_hundredths, p.discount_starts_at, p.discount_ends_at,
  p.created_at, p.updated_at, b.name_en as brand_name_en, c.name_en as category_name_en`;
const FROM = `from products p join brands b on b.id = p.brand_id join categories c on c.id = p.category_id`;

const SORTS = {
  newest: 'p.id desc',
  price: 'p.price_halalas',
  name: 'p.name_en',
  bestSelling: 'p.sold_count desc',
};

/** The WHERE clause (over `p`) and its parameters for the shop's list filters. */
function filterOf(query) {
  const values = [];
  const where = ['p.is_active'];
  if (query.search) {
    values.push(`%${query.search}%`);
    where.push(`(p.name_en ilike $${values.length} or p.name_ar ilike $${values.length})`);
  }
  if (query.categoryId) {
    values.push(Number(query.categoryId));
    where.push(`p.category_id = $${values.length}`);
  }
  if (query.brandId) {
    values.push(Number(query.brandId));
    where.push(`p.brand_id = $${values.length}`);
  }
  if (query.minPrice) {
    values.push(Math.round(Number(query.minPrice) * 100));
    where.push(`p.price_halalas >= $${values.length}`);
  }
  if (query.maxPrice) {
    values.push(Math.round(Number(query.maxPrice) * 100));
    where.push(`p.price_halalas <= $${values.length}`);
  }
  return { where: where.join(' and '), values };
}

function toProduct(row) {
  return {
    id: row.id,
    nameEn: row.name_en,
    nameAr: row.name_ar,
    descriptionEn: row.description_en,
    descriptionAr: row.description_ar,
    sku: row.sku,
    price: row.price_halalas / 100,
    stock: row.stock,
    brandId: row.brand_id,
    brandName: row.brand_name_en,
    categoryId: row.category_id,
    categoryName: row.category_name_en,
    images: row.image_urls,
    discountType: row.discount_type,
    discountValue: row.discount_value_hundredths,
    discountStartsAt: row.discount_starts_at,
    discountEndsAt: row.discount_ends_at,
    isActive: row.is_active,
    soldCount: row.sold_count,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const ok = (data) => ({ message: 'OK', statusCode: 200, data });

/** The bare app over a pg pool. */
export function buildBareApp(pool) {
  const app = Fastify({ logger: false });

  app.get('/api/product/getAllProducts', async (req) => {
    const query = req.query;
    const pageNumber = Math.max(1, Number(query.pageNumber) || 1);
    const pageSize = Math.min(100, Math.max(1, Number(query.pageSize) || 10));
    const { where, values } = filterOf(query);
    const sort = SORTS[query.sortBy] ?? SORTS.newest;
    const order =
      query.sortDirection === 'asc' || query.sortDirection === 'desc'
        ? `${sort.replace(/ desc$/, '')} ${query.sortDirection}`
        : sort;
    const n = values.length;
    const page = await pool.query(
      `select ${COLUMNS} ${FROM} where ${where} order by ${order} limit $${n + 1} offset $${n + 2}`,
      [...values, pageSize, (pageNumber - 1) * pageSize],
    );
    const count = await pool.query(`select count(*) from products p where ${where}`, values);
    return ok({
      items: page.rows.map(toProduct),
      pageNumber,
      pageSize,
      totalCount: Number(count.rows[0].count),
    });
  });

  app.get('/api/product/getProductById/:id', async (req, reply) => {
    const { rows } = await pool.query(`select ${COLUMNS} ${FROM} where p.id = $1 and p.is_active`, [
      Number(req.params.id),
    ]);
    if (rows.length === 0) return reply.code(404).send({ message: 'Not found', statusCode: 404 });
    return ok(toProduct(rows[0]));
  });

  return app;
}

async function main() {
  const pool = new pg.Pool({
    connectionString: process.env.DATABASE_URL,
    max: Number(process.env.POOL_SIZE ?? 10),
  });
  const app = buildBareApp(pool);

  const stop = () =>
    app
      .close()
      .then(() => pool.end())
      .finally(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  // The bench's runner is the parent: if it goes away, so does this server.
  process.on('disconnect', stop);

  await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
  process.send?.({ ready: true, port: app.server.address().port });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  await main();
