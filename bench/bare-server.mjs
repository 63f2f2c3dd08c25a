// The baseline for `npm run bench`: a bare Fastify + `pg` server that runs exactly the SQL our product
// routes run, with none of the app around it (no validation, no envelope, no hooks, no plugins, no
// logging). The bench starts it as its own process (`node bench/bare-server.mjs`, env DATABASE_URL,
// PORT, POOL_SIZE) and compares our throughput with its throughput on the same database.
//
// The statements are written out by hand below, copied from what `queryProducts` / `findProduct`
// (apps/api/src/features/catalog/product-queries.ts, product-pricing.ts) make Drizzle send. How that
// is verified: bench/sql-check.mjs runs our query functions through Drizzle with a recording client
// and compares each statement's text AND parameters, byte for byte, with `listStatement` /
// `detailStatement` here, for the bench's scenarios and a few more filter/sort combinations. The
// bench runs that check before every comparison and refuses to compare when they differ, so a
// change to our queries cannot silently make the baseline run something else. It was also checked
// once on the server side: with `alter database … set log_statement = 'all'` on a scratch copy of
// the bench database, PostgreSQL logged the same statements and parameters, byte for byte, for one
// list and one detail request to each server (and one statement per request from ours: no other
// query, e.g. no auth lookup without a token). The bench also checks at run time that both servers
// answer the same ids in the same order.
//
// Like Drizzle, rows are read in array mode (the select list names `name_en` three times) and
// timestamps are mapped to Date; each row is turned into a plain object and sent with Fastify's
// default JSON.stringify.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import pg from 'pg';

const P = '"products"';
const MIN_PRICE_HALALAS = 1;

/** Builds a statement with Drizzle's numbering: each value becomes the next `$n`. */
function statement() {
  const params = [];
  return {
    params,
    p(value) {
      params.push(value);
      return `$${params.length}`;
    },
  };
}

const SELECT_LIST =
  `select "products"."id", "products"."name_en", "products"."name_ar", "products"."description_en", ` +
  `"products"."description_ar", "products"."sku", "products"."price_halalas", "products"."stock", ` +
  `"products"."brand_id", "products"."category_id", "products"."is_active", "products"."sold_count", ` +
  `"products"."image_urls", "products"."discount_type", "products"."discount_value_hundredths", ` +
  `"products"."discount_starts_at", "products"."discount_ends_at", "products"."created_at", ` +
  `"products"."updated_at", "brands"."name_en", "brands"."name_ar", "product_category"."name_en", ` +
  `"product_category"."name_ar", null`;
const FROM =
  ` from "products" inner join "brands" on "brands"."id" = "products"."brand_id" inner join ` +
  `"categories" "product_category" on "product_category"."id" = "products"."category_id"`;

// product-pricing.ts `discountActiveSql` and `effectivePriceSql`, whitespace included.
const DISCOUNT_ACTIVE = `(${P}."discount_type" is not null
  and (${P}."discount_starts_at" is null or ${P}."discount_starts_at" <= now())
  and (${P}."discount_ends_at" is null or ${P}."discount_ends_at" > now()))`;
const effectivePrice = (s) => `(case when ${DISCOUNT_ACTIVE} then greatest(
  ${P}."price_halalas" - case when ${P}."discount_type" = 'Percentage'
    then (${P}."price_halalas"::bigint * ${P}."discount_value_hundredths" + 5000) / 10000
    else ${P}."discount_value_hundredths" end,
  ${s.p(MIN_PRICE_HALALAS)}) else ${P}."price_halalas" end)`;

/** SAR → halalas, like `parseSar(String(sar))` for the amounts the shop accepts. */
const halalas = (sar) => Math.round(Number(sar) * 100);
const bool = (value) =>
  value === undefined ? undefined : ['true', '1', 'yes'].includes(String(value).toLowerCase());

/**
 * `queryProducts(db, filters, { lang, userId: null, includeInactive: false })` for an anonymous
 * shopper: the public filters and sorts (not search, which the bench does not measure).
 */
export function listStatement(query) {
  const s = statement();
  const conditions = [`${P}."is_active" = ${s.p(true)}`];
  if (query.brandId) conditions.push(`${P}."brand_id" = ${s.p(Number(query.brandId))}`);
  if (query.categoryId)
    conditions.push(`${P}."category_id" in (
    with recursive tree(id) as (
      select ${s.p(Number(query.categoryId))}::integer
      union
      select c.id from "categories" c join tree on c.parent_id = tree.id
    ) select id from tree)`);
  if (query.minPrice !== undefined)
    conditions.push(`${effectivePrice(s)} >= ${s.p(halalas(query.minPrice))}`);
  if (query.maxPrice !== undefined)
    conditions.push(`${effectivePrice(s)} <= ${s.p(halalas(query.maxPrice))}`);
  const inStock = bool(query.inStock);
  if (inStock !== undefined)
    conditions.push(inStock ? `${P}."stock" > ${s.p(0)}` : `${P}."stock" = ${s.p(0)}`);
  const hasDiscount = bool(query.hasDiscount);
  if (hasDiscount !== undefined)
    conditions.push(hasDiscount ? DISCOUNT_ACTIVE : `not ${DISCOUNT_ACTIVE}`);
  const where = conditions.length === 1 ? conditions[0] : `(${conditions.join(' and ')})`;

  const sortBy = query.sortBy ?? 'newest';
  const natural = { price: 'asc', name: 'asc', bestSelling: 'desc', newest: 'desc' }[sortBy];
  if (!natural) throw new Error(`unsupported sortBy ${sortBy}`);
  const dir = (query.sortDirection?.toLowerCase() ?? natural) === 'asc' ? 'asc' : 'desc';
  const key = {
    price: () => effectivePrice(s),
    name: () => `lower(${P}."name_en")`,
    bestSelling: () => `${P}."sold_count"`,
    newest: () => `${P}."created_at"`,
  }[sortBy]();
  const pageSize = Number(query.pageSize ?? 10);
  const offset = (Number(query.pageNumber ?? 1) - 1) * pageSize;
  const text =
    `${SELECT_LIST}, count(*) over()${FROM} where ${where} order by ${key} ${dir}, ` +
    `${P}."id" ${dir} limit ${s.p(pageSize)}` +
    (offset ? ` offset ${s.p(offset)}` : '');
  return { text, params: s.params };
}

/** `findProduct(db, id, { lang, userId: null, includeInactive: false })`. */
export function detailStatement(id) {
  const s = statement();
  const text = `${SELECT_LIST}${FROM} where (${P}."id" = ${s.p(id)} and ${P}."is_active" = ${s.p(true)})`;
  return { text, params: s.params };
}

// Drizzle keeps timestamps as text from the driver and maps them to Date itself; pg does the same
// by default here. Everything else uses pg's default parsers, as Drizzle does.
function toObject(row) {
  return {
    id: row[0],
    nameEn: row[1],
    nameAr: row[2],
    descriptionEn: row[3],
    descriptionAr: row[4],
    sku: row[5],
    price: row[6] / 100,
    stock: row[7],
    brandId: row[8],
    categoryId: row[9],
    isActive: row[10],
    soldCount: row[11],
    images: row[12],
    discountType: row[13],
    discountValueHundredths: row[14],
    discountStartsAt: row[15],
    discountEndsAt: row[16],
    createdAt: row[17],
    updatedAt: row[18],
    brandNameEn: row[19],
    brandNameAr: row[20],
    categoryNameEn: row[21],
    categoryNameAr: row[22],
  };
}

/** The bare app over a pg pool: two routes, no hooks, no plugins, no schemas. */
export function buildBareApp(pool) {
  const app = Fastify({ logger: false });

  app.get('/api/product/getAllProducts', async (req) => {
    const { text, params } = listStatement(req.query);
    const { rows } = await pool.query({ text, values: params, rowMode: 'array' });
    return rows.map((row) => ({ ...toObject(row), totalCount: Number(row[24]) }));
  });

  // A named prepared statement, as our findProduct sends it for anonymous shoppers, so both speak
  // the same protocol to PostgreSQL.
  app.get('/api/product/getProductById/:id', async (req, reply) => {
    const { text, params } = detailStatement(Number(req.params.id));
    const { rows } = await pool.query({
      name: 'product_by_id_shopper',
      text,
      values: params,
      rowMode: 'array',
    });
    if (rows.length === 0) return reply.code(404).send(null);
    return toObject(rows[0]);
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
