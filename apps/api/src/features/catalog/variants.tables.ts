import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalog.tables.ts';

/**
 * Options and variants (decision 016). A product has 0–3 options (Size, Colour), each with ordered
 * values; what a shopper buys is a variant, one per combination of values, with its own SKU,
 * barcode, price and stock. A product with no options has exactly one variant, the default one
 * (`is_default`, `combination = ''`). Triggers on `product_variants` keep the product's price,
 * stock, SKU, dearest price and swatches (migration 0021), so lists never join these tables.
 */

export const OPTION_DISPLAYS = ['buttons', 'swatches'] as const;

/** Names compare folded (`dukkan_search_text`): "Colour"/"colour" and hamza spellings collide. */
export const productOptions = pgTable(
  'product_options',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    display: text('display', { enum: OPTION_DISPLAYS }).notNull().default('buttons'),
  },
  (t) => [
    uniqueIndex('product_options_name_en_key').on(
      t.productId,
      sql`dukkan_search_text(${t.nameEn})`,
    ),
    uniqueIndex('product_options_name_ar_key').on(
      t.productId,
      sql`dukkan_search_text(${t.nameAr})`,
    ),
    check('product_options_position_range', sql`${t.position} between 0 and 2`),
    check('product_options_display_known', sql`${t.display} in ('buttons', 'swatches')`),
  ],
);

export const productOptionValues = pgTable(
  'product_option_values',
  {
    id: serial('id').primaryKey(),
    optionId: integer('option_id')
      .notNull()
      .references(() => productOptions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    valueEn: text('value_en').notNull(),
    valueAr: text('value_ar').notNull(),
    /** `#RRGGBB`, only on a swatches option's values (checked where the option is known). */
    swatchHex: text('swatch_hex'),
  },
  (t) => [
    uniqueIndex('product_option_values_value_en_key').on(
      t.optionId,
      sql`dukkan_search_text(${t.valueEn})`,
    ),
    uniqueIndex('product_option_values_value_ar_key').on(
      t.optionId,
      sql`dukkan_search_text(${t.valueAr})`,
    ),
    check(
      'product_option_values_swatch_hex_format',
      sql`${t.swatchHex} is null or ${t.swatchHex} ~ '^#[0-9A-Fa-f]{6}$'`,
    ),
  ],
);

/**
 * `combination` is the variant's value ids in option order (`"12.31"`, `''` for the default
 * variant), unique per product, so the database refuses a repeated combination too; the same values
 * are rows of `product_variant_values` for foreign keys and "which variants have Red".
 * `image_urls` is a subset of the product's images; empty means "the product's".
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    barcode: text('barcode'),
    priceHalalas: integer('price_halalas').notNull(),
    stock: integer('stock').notNull().default(0),
    weightGrams: integer('weight_grams'),
    isActive: boolean('is_active').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    imageUrls: text('image_urls')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    combination: text('combination').notNull(),
  },
  (t) => [
    // The shop-wide SKU rule products had, now held by the variants.
    uniqueIndex('product_variants_sku_key').on(sql`lower(${t.sku})`),
    uniqueIndex('product_variants_barcode_key')
      .on(t.barcode)
      .where(sql`${t.barcode} is not null`),
    uniqueIndex('product_variants_combination_key').on(t.productId, t.combination),
    // The dashboard's low stock list: variants by stock, lowest first.
    index('product_variants_stock_idx').on(t.stock, t.id),
    check('product_variants_price_positive', sql`${t.priceHalalas} > 0`),
    check('product_variants_stock_not_negative', sql`${t.stock} >= 0`),
    check(
      'product_variants_weight_not_negative',
      sql`${t.weightGrams} is null or ${t.weightGrams} >= 0`,
    ),
    // The default variant is the one of a product without options, and only it has no values.
    check('product_variants_default_has_no_values', sql`${t.isDefault} = (${t.combination} = '')`),
  ],
);

export const productVariantValues = pgTable(
  'product_variant_values',
  {
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => productOptions.id, { onDelete: 'cascade' }),
    valueId: integer('value_id')
      .notNull()
      .references(() => productOptionValues.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.optionId] }),
    // Deleting an option or a value cascades here; each needs its own way in.
    index('product_variant_values_option_id_idx').on(t.optionId),
    index('product_variant_values_value_id_idx').on(t.valueId),
  ],
);
