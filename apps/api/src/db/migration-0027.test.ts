import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabaseAt, type MigratedDatabase } from '../../test/migrated-database.ts';

/**
 * Migration 0027 (`products.has_options`) on a shop that already has products with options: they
 * are marked, the others are not, and the kept flag then follows their variants.
 */

let database: MigratedDatabase;

beforeAll(async () => {
  database = await openDatabaseAt(26);
});
afterAll(() => database.close());

const flags = () =>
  database.rows<{ id: number; has_options: boolean }>(
    'select id, has_options from products order by id',
  );

it('marks the products that have options and keeps the flag afterwards', async () => {
  const statements = `
    insert into brands (id, name_en, name_ar) values (1, 'Alpha', 'ألفا');
    insert into categories (id, name_en, name_ar) values (1, 'Abayas', 'عبايات');
    insert into products (id, name_en, name_ar, sku, price_halalas, stock, brand_id, category_id)
      values (1, 'Plain', 'سادة', 'PLAIN-1', 15000, 4, 1, 1),
        (2, 'Abaya', 'عباية', 'AB-S', 25000, 3, 1, 1);
    insert into product_options (id, product_id, position, name_en, name_ar, display)
      values (1, 2, 0, 'Size', 'المقاس', 'buttons');
    insert into product_option_values (id, option_id, position, value_en, value_ar)
      values (1, 1, 0, 'S', 'S'), (2, 1, 1, 'M', 'M');
    delete from product_variants where product_id = 2;
    insert into product_variants (product_id, sku, price_halalas, stock, is_default, combination)
      values (2, 'AB-S', 25000, 3, false, '1'), (2, 'AB-M', 25000, 2, false, '2')`;
  for (const statement of statements.split(';')) await database.run(statement);

  await database.migrateThrough(27);

  expect(await flags()).toEqual([
    { id: 1, has_options: false },
    { id: 2, has_options: true },
  ]);
  // Back to one default variant: no longer.
  await database.run(`delete from product_variants where product_id = 2 and sku = 'AB-M'`);
  await database.run(
    `update product_variants set is_default = true, combination = '' where product_id = 2`,
  );
  expect(await flags()).toEqual([
    { id: 1, has_options: false },
    { id: 2, has_options: false },
  ]);
});
