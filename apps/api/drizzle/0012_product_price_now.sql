DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_name_en_idx";--> statement-breakpoint
DROP INDEX "products_name_ar_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "effective_price_halalas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "discount_active" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_changes_at" timestamp with time zone;--> statement-breakpoint
-- The price paid at an instant, as TypeScript computes it (product-pricing.ts): a discount applies
-- from its start (inclusive) to its end (exclusive); percentages round half up to the halala; never
-- below 0.01 SAR. "at" is a parameter so the roll can be driven by a test's clock.
CREATE FUNCTION "dukkan_discount_active"(discount_type text, starts_at timestamptz,
  ends_at timestamptz, at timestamptz) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT discount_type IS NOT NULL AND (starts_at IS NULL OR starts_at <= at)
    AND (ends_at IS NULL OR ends_at > at)
$$;
--> statement-breakpoint
CREATE FUNCTION "dukkan_price_paid"(price integer, discount_type text, discount_value integer,
  starts_at timestamptz, ends_at timestamptz, at timestamptz) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN dukkan_discount_active(discount_type, starts_at, ends_at, at) THEN greatest(
    price - CASE WHEN discount_type = 'Percentage'
      THEN ((price::bigint * discount_value + 5000) / 10000)::integer ELSE discount_value END,
    1) ELSE price END
$$;
--> statement-breakpoint
-- The next instant the price paid changes: the discount's start, else its end, else never.
CREATE FUNCTION "dukkan_price_changes_at"(discount_type text, starts_at timestamptz,
  ends_at timestamptz, at timestamptz) RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN discount_type IS NULL THEN NULL WHEN starts_at > at THEN starts_at
    WHEN ends_at > at THEN ends_at ELSE NULL END
$$;
--> statement-breakpoint
-- Every writer (the API, imports, seeds, straight SQL) gets the stored price right at write time;
-- the roll (an UPDATE of the three stored columns only) does not fire it.
CREATE FUNCTION "dukkan_product_price_now"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.effective_price_halalas := dukkan_price_paid(NEW.price_halalas, NEW.discount_type,
    NEW.discount_value_hundredths, NEW.discount_starts_at, NEW.discount_ends_at, now());
  NEW.discount_active := dukkan_discount_active(NEW.discount_type, NEW.discount_starts_at,
    NEW.discount_ends_at, now());
  NEW.price_changes_at := dukkan_price_changes_at(NEW.discount_type, NEW.discount_starts_at,
    NEW.discount_ends_at, now());
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_price_now" BEFORE INSERT OR UPDATE OF "price_halalas", "discount_type",
  "discount_value_hundredths", "discount_starts_at", "discount_ends_at" ON "products"
  FOR EACH ROW EXECUTE FUNCTION "dukkan_product_price_now"();
--> statement-breakpoint
UPDATE "products" SET
  "effective_price_halalas" = dukkan_price_paid("price_halalas", "discount_type",
    "discount_value_hundredths", "discount_starts_at", "discount_ends_at", now()),
  "discount_active" = dukkan_discount_active("discount_type", "discount_starts_at",
    "discount_ends_at", now()),
  "price_changes_at" = dukkan_price_changes_at("discount_type", "discount_starts_at",
    "discount_ends_at", now());--> statement-breakpoint
CREATE INDEX "products_effective_price_idx" ON "products" USING btree ("effective_price_halalas","id");--> statement-breakpoint
CREATE INDEX "products_price_changes_at_idx" ON "products" USING btree ("price_changes_at") WHERE "products"."price_changes_at" is not null;--> statement-breakpoint
CREATE INDEX "products_shop_filters_idx" ON "products" USING btree ("category_id","brand_id","effective_price_halalas","stock","discount_active") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_name_en_idx" ON "products" USING btree (lower("name_en"),"id");--> statement-breakpoint
CREATE INDEX "products_name_ar_idx" ON "products" USING btree ("name_ar","id");