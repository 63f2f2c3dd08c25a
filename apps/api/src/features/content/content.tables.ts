import { sql } from 'drizzle-orm';
import {
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

/** A slider (banner) on the home page; only active sliders' images reach the storefront. */
export const sliders = pgTable('sliders', {
  id: serial('id').primaryKey(),
  titleEn: text('title_en').notNull(),
  titleAr: text('title_ar').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  ...timestamps,
});

/**
 * One picture of a slider. The files go with the row: deleting an image, all images of a slider
 * or the slider itself also removes the stored files (the service does that; the cascade keeps
 * the rows consistent).
 */
export const sliderImages = pgTable(
  'slider_images',
  {
    id: serial('id').primaryKey(),
    sliderId: integer('slider_id')
      .notNull()
      .references(() => sliders.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    linkUrl: text('link_url'),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('slider_images_slider_order_idx').on(t.sliderId, t.sortOrder, t.id),
    check('slider_images_sort_order_not_negative', sql`${t.sortOrder} >= 0`),
  ],
);

/**
 * Information pages (about, policies, …) addressed by slug. Content is HTML that the API has
 * already reduced to a safe allow-list before storing, so readers can render it as is.
 */
export const fixedPages = pgTable(
  'fixed_pages',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull(),
    contentEn: text('content_en').notNull().default(''),
    contentAr: text('content_ar').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('fixed_pages_slug_key').on(sql`lower(${t.slug})`)],
);

/**
 * The store's footer: a single row (the `singleton` column can only be true and is unique), each
 * field with its own switch. Free text is kept in both languages; links, phone and e-mail are not
 * language-bound.
 */
export const footers = pgTable(
  'footers',
  {
    id: serial('id').primaryKey(),
    singleton: boolean('singleton').notNull().default(true),
    aboutStoreEn: text('about_store_en').notNull().default(''),
    aboutStoreAr: text('about_store_ar').notNull().default(''),
    taxNumber: text('tax_number').notNull().default(''),
    facebookLink: text('facebook_link').notNull().default(''),
    twitterLink: text('twitter_link').notNull().default(''),
    instagramLink: text('instagram_link').notNull().default(''),
    snapchatLink: text('snapchat_link').notNull().default(''),
    tikTokLink: text('tik_tok_link').notNull().default(''),
    youTubeLink: text('you_tube_link').notNull().default(''),
    locationLink: text('location_link').notNull().default(''),
    addressEn: text('address_en').notNull().default(''),
    addressAr: text('address_ar').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    email: text('email').notNull().default(''),
    isAboutStoreEnabled: boolean('is_about_store_enabled').notNull().default(false),
    isTaxNumberEnabled: boolean('is_tax_number_enabled').notNull().default(false),
    isFacebookEnabled: boolean('is_facebook_enabled').notNull().default(false),
    isTwitterEnabled: boolean('is_twitter_enabled').notNull().default(false),
    isInstagramEnabled: boolean('is_instagram_enabled').notNull().default(false),
    isSnapchatEnabled: boolean('is_snapchat_enabled').notNull().default(false),
    isTikTokEnabled: boolean('is_tik_tok_enabled').notNull().default(false),
    isYouTubeEnabled: boolean('is_you_tube_enabled').notNull().default(false),
    isLocationEnabled: boolean('is_location_enabled').notNull().default(false),
    isAddressEnabled: boolean('is_address_enabled').notNull().default(false),
    isPhoneEnabled: boolean('is_phone_enabled').notNull().default(false),
    isEmailEnabled: boolean('is_email_enabled').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('footers_singleton_key').on(t.singleton),
    check('footers_singleton_true', sql`${t.singleton}`),
  ],
);

/** The "why shop with us" strip on the home page (fast delivery, secure payment, …). */
export const helpServices = pgTable(
  'help_services',
  {
    id: serial('id').primaryKey(),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    iconUrl: text('icon_url'),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('help_services_order_idx').on(t.sortOrder, t.id)],
);
