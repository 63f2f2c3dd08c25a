import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.ts';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    imageUrl: text('image_url'),
    ...timestamps,
  },
  // Two brands with one name would be indistinguishable in the shop's filters.
  (t) => [
    uniqueIndex('brands_name_en_key').on(sql`lower(${t.nameEn})`),
    uniqueIndex('brands_name_ar_key').on(t.nameAr),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    imageUrl: text('image_url'),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, {
      onDelete: 'restrict',
    }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('categories_name_en_key').on(sql`lower(${t.nameEn})`),
    uniqueIndex('categories_name_ar_key').on(t.nameAr),
    index('categories_parent_id_idx').on(t.parentId),
  ],
);

/** A colour chip of a product card: a value of the product's swatches option with an active variant. */
export interface ListSwatch {
  id: number;
  valueEn: string;
  valueAr: string;
  hex: string | null;
}

/**
 * Products. Brands and categories cannot be deleted while products use them (restrict); prices are
 * integer halalas. The discount lives on the row (one per product): its value is kept in
 * hundredths so both kinds stay integers — basis points for Percentage (12.5 % = 1250), halalas for
 * Fixed. Images are an ordered array of URLs (the first is the cover), read with the row, so lists
 * need no extra query. A search reads `product_search` (search.tables.ts), kept from these rows.
 *
 * The price paid now is stored so lists filter and sort by it through an index: the trigger
 * `products_price_now` (migration 0012) sets `effective_price_halalas`, `discount_active` and
 * `price_changes_at` from the price and discount columns on every insert and every update of them,
 * whoever writes; `price_changes_at` is the next instant that answer changes (a discount starting
 * or ending), and `rollProductPrices` brings due rows forward (product-pricing.ts).
 *
 * What a shopper buys is a variant (variants.tables.ts, decision 016). `price_halalas`, `stock` and
 * `sku` keep their meaning for the product as a whole and are kept by triggers on
 * `product_variants` (migration 0021): the cheapest active variant's price, the stock of the active
 * variants, the default (else the first) variant's SKU; `price_max_halalas` is the dearest active
 * price and `list_swatches` the colour chips a card shows, so lists still read this table alone.
 * `has_options` (migration 0027) says a variant has a combination: a card must send the shopper to
 * the product page to choose, even when every variant costs the same and none is a colour.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    sku: text('sku').notNull(),
    priceHalalas: integer('price_halalas').notNull(),
    stock: integer('stock').notNull().default(0),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'restrict' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    isActive: boolean('is_active').notNull().default(true),
    soldCount: integer('sold_count').notNull().default(0),
    imageUrls: text('image_urls')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    discountType: text('discount_type', { enum: ['Percentage', 'Fixed'] }),
    discountValueHundredths: integer('discount_value_hundredths'),
    discountStartsAt: timestamp('discount_starts_at', { withTimezone: true, mode: 'date' }),
    discountEndsAt: timestamp('discount_ends_at', { withTimezone: true, mode: 'date' }),
    // Set by the trigger (the defaults never survive an insert).
    effectivePriceHalalas: integer('effective_price_halalas').notNull().default(0),
    discountActive: boolean('discount_active').notNull().default(false),
    priceChangesAt: timestamp('price_changes_at', { withTimezone: true, mode: 'date' }),
    // Kept from the variants (the defaults never survive an insert either).
    priceMaxHalalas: integer('price_max_halalas').notNull().default(0),
    listSwatches: jsonb('list_swatches')
      .$type<ListSwatch[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    hasOptions: boolean('has_options').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    // The shop-wide SKU rule lives on the variants; a product's kept SKU is one of its own
    // variants', so this index never refuses what theirs allows. The workbook import matches on it.
    uniqueIndex('products_sku_key').on(sql`lower(${t.sku})`),
    index('products_brand_id_idx').on(t.brandId),
    index('products_category_id_idx').on(t.categoryId),
    // The sorts and the stock/offer filters of the shop and the dashboard.
    index('products_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('products_sold_count_idx').on(t.soldCount.desc(), t.id.desc()),
    // The shop's newest and best-selling pages: its deep pages skip their offset in these alone
    // (index-only) instead of sorting every active row.
    index('products_active_created_at_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.isActive}`),
    index('products_active_sold_count_idx')
      .on(t.soldCount.desc(), t.id.desc())
      .where(sql`${t.isActive}`),
    index('products_name_en_idx').on(sql`lower(${t.nameEn})`, t.id),
    index('products_name_ar_idx').on(t.nameAr, t.id),
    index('products_effective_price_idx').on(t.effectivePriceHalalas, t.id),
    // A category's page sorted by price: one walk per category of the tree (product-queries.ts).
    index('products_active_category_price_idx')
      .on(t.categoryId, t.effectivePriceHalalas, t.id)
      .where(sql`${t.isActive}`),
    index('products_price_changes_at_idx')
      .on(t.priceChangesAt)
      .where(sql`${t.priceChangesAt} is not null`),
    // The shop's counts and facets read this alone (index-only): every list filter but search.
    index('products_shop_filters_idx')
      .on(t.categoryId, t.brandId, t.effectivePriceHalalas, t.stock, t.discountActive)
      .where(sql`${t.isActive}`),
    index('products_stock_idx').on(t.stock),
    index('products_discounted_idx')
      .on(t.id)
      .where(sql`${t.discountType} is not null`),
    // The dashboard's count of products on offer now: read from the index alone.
    index('products_discount_window_idx')
      .on(t.discountStartsAt, t.discountEndsAt)
      .where(sql`${t.isActive} and ${t.discountType} is not null`),
    check('products_price_positive', sql`${t.priceHalalas} > 0`),
    check('products_stock_not_negative', sql`${t.stock} >= 0`),
    check(
      'products_discount_complete',
      sql`(${t.discountType} is null) = (${t.discountValueHundredths} is null)`,
    ),
    check(
      'products_discount_value_positive',
      sql`${t.discountValueHundredths} is null or ${t.discountValueHundredths} > 0`,
    ),
    check(
      'products_discount_dates_ordered',
      sql`${t.discountStartsAt} is null or ${t.discountEndsAt} is null or ${t.discountEndsAt} > ${t.discountStartsAt}`,
    ),
  ],
);

/**
 * A customer's wishlist rows. Products own `isFavorite`, so the table sits with the catalog; the
 * shopping area adds and removes rows.
 */
export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('favorites_product_id_idx').on(t.productId),
  ],
);

/**
 * How many products each (category, brand, active) cell holds, kept true by triggers on `products`
 * for every writer (migration 0015), so an unfiltered, category or brand list's total sums a few
 * rows instead of counting every matching product. A cell that reaches zero is deleted.
 */
export const productCounts = pgTable(
  'product_counts',
  {
    categoryId: integer('category_id').notNull(),
    brandId: integer('brand_id').notNull(),
    isActive: boolean('is_active').notNull(),
    productCount: integer('product_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.brandId, t.isActive] })],
);

/**
 * The catalog's version, one row: every committed write that can change which products a shopper's
 * list holds, in what order or under which names (products through their search row, variants,
 * categories, brands) adds one, at commit (migration 0035). A list or filter count kept in memory
 * (catalog-cache.ts) is served only while the version it was read under is still the current one,
 * on every instance.
 */
export const catalogVersion = pgTable(
  'catalog_version',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalog_version_one_row', sql`${t.id}`)],
);

/**
 * Sales move the best-selling order with every order, so they count apart, on a sequence: taking
 * a number never waits for another checkout (a row would make checkouts queue at commit).
 */
export const salesVersion = pgSequence('sales_version');
