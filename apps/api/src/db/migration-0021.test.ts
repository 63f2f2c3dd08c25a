import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabaseAt, type MigratedDatabase } from '../../test/migrated-database.ts';

/**
 * Migration 0021 (product variants) on a shop that already has data: a database built at 0020
 * with products (discounted, inactive), carts, favourites, orders and their kept sales is migrated,
 * and every row it had is still there unchanged, each product with one default variant.
 */

const LAST_BEFORE = 20;

let database: MigratedDatabase;

beforeAll(async () => {
  database = await openDatabaseAt(LAST_BEFORE);
});
afterAll(() => database.close());

const run = (text: string) => database.run(text);
const rows = <T>(text: string) => database.rows<T>(text);

/** A shop at migration 0020, in that migration's columns. */
async function fillShop() {
  const statements = `
    insert into users (id, first_name, last_name, email, password_hash)
      values (1, 'Noura', 'Saleh', 'noura@example.com', 'x'), (2, 'Fahad', 'Ali', 'fahad@example.com', 'x');
    insert into brands (id, name_en, name_ar) values (1, 'Alpha', 'ألفا');
    insert into categories (id, name_en, name_ar) values (1, 'Thobes', 'ثياب');
    insert into products (id, name_en, name_ar, sku, price_halalas, stock, brand_id, category_id,
        is_active, image_urls, discount_type, discount_value_hundredths, sold_count)
      values
        (1, 'Plain', 'سادة', 'PLAIN-1', 15000, 4, 1, 1, true, '{/media/products/a.webp}', null, null, 3),
        (2, 'Offer', 'عرض', 'Offer-2', 9999, 0, 1, 1, true, '{}', 'Percentage', 1250, 0),
        (3, 'Hidden', 'مخفي', 'HID-3', 5000, 12, 1, 1, false, '{}', 'Fixed', 1000, 0);
    insert into favorites (user_id, product_id) values (1, 1), (2, 3);
    insert into carts (user_id) values (1);
    insert into cart_items (user_id, product_id, quantity) values (1, 1, 2), (1, 2, 1);
    insert into orders (id, user_id, customer_name, customer_email, payment_method,
        subtotal_halalas, vat_halalas, vat_rate_basis_points, total_halalas, delivery_name_en,
        delivery_name_ar, delivery_estimated_days, address, phone_number, is_paid, status)
      values (1, 2, 'Fahad Ali', 'fahad@example.com', 'CashOnDelivery', 30000, 3913, 1500,
        30000, 'Courier', 'مندوب', '2-3', '{}'::jsonb, '+966512345678', true, 'Delivered');
    insert into order_items (order_id, product_id, name_en, name_ar, sku, unit_price_halalas,
        quantity, line_total_halalas)
      values (1, 1, 'Plain', 'سادة', 'PLAIN-1', 15000, 2, 30000)`;
  // One statement at a time: a prepared statement holds one.
  for (const statement of statements.split(';')) await run(statement);
}

/** Every row of every table the shop had, the products without the columns 0021 adds. */
async function everyRow(tables: string[]) {
  const all: Record<string, unknown> = {};
  for (const table of tables) {
    const [row] = await rows<{ data: unknown }>(`
      select coalesce(jsonb_agg(to_jsonb(t) - 'price_max_halalas' - 'list_swatches'
        order by to_jsonb(t)::text), '[]'::jsonb) as data from "${table}" t`);
    all[table] = row!.data;
  }
  return all;
}

it('gives every product its default variant and changes no row the shop had', async () => {
  await fillShop();
  const tables = (
    await rows<{ name: string }>(
      `select table_name as name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )
  ).map((row) => row.name);
  const before = await everyRow(tables);
  expect(before.orders).toHaveLength(1);
  expect((before.product_sales_daily as unknown[]).length).toBeGreaterThan(0);

  await database.migrateThrough(21);

  expect(await everyRow(tables)).toEqual(before);
  const variants = await rows(`
    select product_id, sku, price_halalas, stock, is_active, is_default, combination, image_urls,
      barcode, weight_grams
    from product_variants order by product_id`);
  expect(variants).toEqual(
    [
      { product_id: 1, sku: 'PLAIN-1', price_halalas: 15000, stock: 4, is_active: true },
      { product_id: 2, sku: 'Offer-2', price_halalas: 9999, stock: 0, is_active: true },
      { product_id: 3, sku: 'HID-3', price_halalas: 5000, stock: 12, is_active: false },
    ].map((variant) => ({
      ...variant,
      is_default: true,
      combination: '',
      image_urls: [],
      barcode: null,
      weight_grams: null,
    })),
  );
  expect(
    await rows(`select id, price_max_halalas, list_swatches from products order by id`),
  ).toEqual([
    { id: 1, price_max_halalas: 15000, list_swatches: [] },
    { id: 2, price_max_halalas: 9999, list_swatches: [] },
    { id: 3, price_max_halalas: 5000, list_swatches: [] },
  ]);

  // The triggers run from here on: a stock taken from the product reaches its variant, and a
  // variant's price reaches the product and its price paid now.
  await run(`update products set stock = stock - 1 where id = 1`);
  await run(`update product_variants set price_halalas = 8000 where product_id = 2`);
  expect(await rows(`select stock from product_variants where product_id = 1`)).toEqual([
    { stock: 3 },
  ]);
  expect(
    await rows(`select price_halalas, effective_price_halalas from products where id = 2`),
  ).toEqual([{ price_halalas: 8000, effective_price_halalas: 7000 }]);
});
