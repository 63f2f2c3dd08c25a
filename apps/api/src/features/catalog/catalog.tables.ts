import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

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

/**
 * The product core. Brands and categories cannot be deleted while products use them (restrict);
 * prices are integer halalas. Discounts, images and search columns arrive with the product API.
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
    ...timestamps,
  },
  (t) => [
    uniqueIndex('products_sku_key').on(sql`lower(${t.sku})`),
    index('products_brand_id_idx').on(t.brandId),
    index('products_category_id_idx').on(t.categoryId),
    check('products_price_positive', sql`${t.priceHalalas} > 0`),
    check('products_stock_not_negative', sql`${t.stock} >= 0`),
  ],
);
