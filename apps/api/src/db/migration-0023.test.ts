import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabaseAt, type MigratedDatabase } from '../../test/migrated-database.ts';

/**
 * Migration 0023 (cart and order lines per variant) on a shop that already has data: a database
 * built at 0022 with carts and orders of products without options and of one with options is
 * migrated; every line names its product's default variant, and the one line that cannot (a product
 * given options has no default variant) leaves the cart.
 */

let database: MigratedDatabase;

beforeAll(async () => {
  database = await openDatabaseAt(22);
});
afterAll(async () => {
  await database.close();
});

const run = (text: string) => database.run(text);
const rows = <T>(text: string) => database.rows<T>(text);

/** A shop at migration 0022, in that migration's columns. */
async function fillShop() {
  const statements = `
    insert into users (id, first_name, last_name, email, password_hash)
      values (1, 'Noura', 'Saleh', 'noura@example.com', 'x'), (2, 'Fahad', 'Ali', 'fahad@example.com', 'x');
    insert into brands (id, name_en, name_ar) values (1, 'Alpha', 'ألفا');
    insert into categories (id, name_en, name_ar) values (1, 'Thobes', 'ثياب');
    insert into products (id, name_en, name_ar, sku, price_halalas, stock, brand_id, category_id)
      values (1, 'Plain', 'سادة', 'PLAIN-1', 15000, 4, 1, 1), (2, 'Thobe', 'ثوب', 'THOBE-2', 20000, 0, 1, 1),
        (3, 'Gone', 'محذوف', 'GONE-3', 5000, 1, 1, 1);
    insert into product_options (id, product_id, position, name_en, name_ar)
      values (1, 2, 0, 'Size', 'المقاس');
    insert into product_option_values (id, option_id, position, value_en, value_ar)
      values (1, 1, 0, 'M', 'M'), (2, 1, 1, 'L', 'L');
    delete from product_variants where product_id = 2;
    insert into product_variants (id, product_id, sku, price_halalas, stock, combination)
      values (101, 2, 'THOBE-M', 20000, 3, '1'), (102, 2, 'THOBE-L', 21000, 2, '2');
    insert into product_variant_values (variant_id, option_id, value_id) values (101, 1, 1), (102, 1, 2);
    insert into carts (user_id) values (1), (2);
    insert into cart_items (user_id, product_id, quantity) values (1, 1, 2), (1, 2, 1), (2, 1, 1);
    insert into orders (id, user_id, customer_name, customer_email, payment_method,
        subtotal_halalas, vat_halalas, vat_rate_basis_points, total_halalas, delivery_name_en,
        delivery_name_ar, delivery_estimated_days, address, phone_number, is_paid, status)
      values (1, 2, 'Fahad Ali', 'fahad@example.com', 'CashOnDelivery', 55000, 7174, 1500,
        55000, 'Courier', 'مندوب', '2-3', '{}'::jsonb, '+966512345678', false, 'Pending');
    insert into order_items (order_id, product_id, name_en, name_ar, sku, unit_price_halalas,
        quantity, line_total_halalas)
      values (1, 1, 'Plain', 'سادة', 'PLAIN-1', 15000, 1, 15000),
        (1, 2, 'Thobe', 'ثوب', 'THOBE-2', 20000, 1, 20000),
        (1, 3, 'Gone', 'محذوف', 'GONE-3', 20000, 1, 20000);
    delete from products where id = 3`;
  // One statement at a time: a prepared statement holds one.
  for (const statement of statements.split(';')) await run(statement);
}

it('names the default variant on every line it can and keeps every copy', async () => {
  await fillShop();
  const [plain] = await rows<{ id: number }>(
    `select id from product_variants where product_id = 1 and is_default`,
  );
  // Later migrations reshape carts (0032): this test reads them as 0023 left them.
  await database.migrateThrough(23);

  expect(
    await rows(`select user_id, product_id, variant_id, quantity from cart_items order by 1, 2`),
  ).toEqual([
    { user_id: 1, product_id: 1, variant_id: plain!.id, quantity: 2 },
    { user_id: 2, product_id: 1, variant_id: plain!.id, quantity: 1 },
  ]);
  expect(
    await rows(`select product_id, variant_id, sku, options from order_items order by id`),
  ).toEqual([
    { product_id: 1, variant_id: plain!.id, sku: 'PLAIN-1', options: [] },
    { product_id: 2, variant_id: null, sku: 'THOBE-2', options: [] },
    { product_id: null, variant_id: null, sku: 'GONE-3', options: [] },
  ]);
  expect(
    await rows(`select conname from pg_constraint
      where conrelid = 'cart_items'::regclass and contype = 'p'`),
  ).toEqual([{ conname: 'cart_items_user_id_variant_id_pk' }]);

  // The key is the variant now: two sizes of one product are two lines.
  await run(`insert into cart_items (user_id, product_id, variant_id, quantity)
    values (1, 2, 101, 1), (1, 2, 102, 1)`);
  // A line written with its product alone gets the default variant, and one of a product with
  // options is refused.
  await run(`delete from cart_items where user_id = 2`);
  await run(`insert into cart_items (user_id, product_id, quantity) values (2, 1, 3)`);
  expect(await rows(`select variant_id from cart_items where user_id = 2`)).toEqual([
    { variant_id: plain!.id },
  ]);
  await expect(
    run(`insert into cart_items (user_id, product_id, quantity) values (2, 2, 1)`),
  ).rejects.toThrow();
  // A deleted variant takes its cart lines with it and leaves its order lines' copies.
  await run(`update order_items set variant_id = 102 where product_id = 2`);
  await run(`delete from product_variants where id = 102`);
  expect(await rows(`select variant_id from cart_items where user_id = 1 order by 1`)).toEqual([
    { variant_id: plain!.id },
    { variant_id: 101 },
  ]);
  expect(await rows(`select variant_id, sku from order_items where product_id = 2`)).toEqual([
    { variant_id: null, sku: 'THOBE-2' },
  ]);
});
