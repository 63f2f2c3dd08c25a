import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.ts';
import { products } from '../catalog/catalog.tables.ts';
import { productVariants } from '../catalog/variants.tables.ts';
import { coupons } from '../coupons/coupons.tables.ts';

/**
 * One cart per customer, created on first use, or a guest's cart, known only by the hash of its
 * random token (decision 022). It holds the applied coupon; its row is also what checkout locks,
 * so one cart cannot become two orders. A guest cart idle for `GUEST_CART_IDLE_DAYS` is gone.
 */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the guest's cart token (the token itself is never stored). */
    guestTokenHash: text('guest_token_hash'),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carts_user_id_key').on(t.userId),
    uniqueIndex('carts_guest_token_hash_key').on(t.guestTokenHash),
    // The sweep of idle guest carts reads only guest rows, oldest first.
    index('carts_guest_idle_idx')
      .on(t.updatedAt)
      .where(sql`${t.guestTokenHash} is not null`),
    check('carts_one_owner', sql`(${t.userId} is null) <> (${t.guestTokenHash} is null)`),
  ],
);

/**
 * Cart lines: one per variant (adding again merges), quantity at least 1. `product_id` stays for
 * the catalog joins (name, images, discount); the variant is what is bought (decision 016).
 */
export const cartItems = pgTable(
  'cart_items',
  {
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.variantId] }),
    index('cart_items_product_id_idx').on(t.productId),
    index('cart_items_variant_id_idx').on(t.variantId),
    check('cart_items_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);
