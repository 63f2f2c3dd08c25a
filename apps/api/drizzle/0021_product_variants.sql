CREATE TABLE "product_option_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"option_id" integer NOT NULL,
	"position" integer NOT NULL,
	"value_en" text NOT NULL,
	"value_ar" text NOT NULL,
	"swatch_hex" text,
	CONSTRAINT "product_option_values_swatch_hex_format" CHECK ("product_option_values"."swatch_hex" is null or "product_option_values"."swatch_hex" ~ '^#[0-9A-Fa-f]{6}$')
);
--> statement-breakpoint
CREATE TABLE "product_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"display" text DEFAULT 'buttons' NOT NULL,
	CONSTRAINT "product_options_position_range" CHECK ("product_options"."position" between 0 and 2),
	CONSTRAINT "product_options_display_known" CHECK ("product_options"."display" in ('buttons', 'swatches'))
);
--> statement-breakpoint
CREATE TABLE "product_variant_values" (
	"variant_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"value_id" integer NOT NULL,
	CONSTRAINT "product_variant_values_variant_id_option_id_pk" PRIMARY KEY("variant_id","option_id")
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"sku" text NOT NULL,
	"barcode" text,
	"price_halalas" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"weight_grams" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"image_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"combination" text NOT NULL,
	CONSTRAINT "product_variants_price_positive" CHECK ("product_variants"."price_halalas" > 0),
	CONSTRAINT "product_variants_stock_not_negative" CHECK ("product_variants"."stock" >= 0),
	CONSTRAINT "product_variants_weight_not_negative" CHECK ("product_variants"."weight_grams" is null or "product_variants"."weight_grams" >= 0),
	CONSTRAINT "product_variants_default_has_no_values" CHECK ("product_variants"."is_default" = ("product_variants"."combination" = ''))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_max_halalas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "list_swatches" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product_option_values" ADD CONSTRAINT "product_option_values_option_id_product_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."product_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variant_values" ADD CONSTRAINT "product_variant_values_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variant_values" ADD CONSTRAINT "product_variant_values_option_id_product_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."product_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variant_values" ADD CONSTRAINT "product_variant_values_value_id_product_option_values_id_fk" FOREIGN KEY ("value_id") REFERENCES "public"."product_option_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_option_values_value_en_key" ON "product_option_values" USING btree ("option_id",dukkan_search_text("value_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_option_values_value_ar_key" ON "product_option_values" USING btree ("option_id",dukkan_search_text("value_ar"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_options_name_en_key" ON "product_options" USING btree ("product_id",dukkan_search_text("name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_options_name_ar_key" ON "product_options" USING btree ("product_id",dukkan_search_text("name_ar"));--> statement-breakpoint
CREATE INDEX "product_variant_values_option_id_idx" ON "product_variant_values" USING btree ("option_id");--> statement-breakpoint
CREATE INDEX "product_variant_values_value_id_idx" ON "product_variant_values" USING btree ("value_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_key" ON "product_variants" USING btree (lower("sku"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_barcode_key" ON "product_variants" USING btree ("barcode") WHERE "product_variants"."barcode" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_combination_key" ON "product_variants" USING btree ("product_id","combination");--> statement-breakpoint
-- Every existing product becomes a product with one default variant carrying its SKU, price, stock
-- and active flag (empty `image_urls` = the product's images). Written before the triggers below
-- exist: the product columns already hold what they would compute.
INSERT INTO "product_variants" ("product_id", "sku", "price_halalas", "stock", "is_active",
  "is_default", "combination")
SELECT "id", "sku", "price_halalas", "stock", "is_active", true, '' FROM "products" ORDER BY "id";
--> statement-breakpoint
-- Set as a plain column: this UPDATE fires none of the products' triggers that watch other columns.
UPDATE "products" SET "price_max_halalas" = "price_halalas";
--> statement-breakpoint
-- The product's kept columns from its variants (decision 016), for the products named:
--   price_halalas      the cheapest active variant's price, price_max_halalas the dearest;
--   stock              the sum over active variants;
--   sku                the default variant's, else the first by id;
--   list_swatches      the values of the product's first swatches option that have an active
--                      variant, in value order (a card's colour chips).
-- With no active variant, the prices are the cheapest and dearest of all its variants (for a
-- product without options: its one variant's, switched off with the product) and the stock is the
-- default variant's (the product without options keeps showing its count to the staff), else 0: a
-- product whose every combination is switched off has nothing to sell.
-- Only a row whose values change is written, so the products' own triggers (search, counts, the
-- default variant below) run only on a real change, and a write that comes back here stops.
-- Products are updated in id order so two writers of several products cannot deadlock.
CREATE FUNCTION dukkan_keep_products_from_variants(product_ids integer[]) RETURNS void
LANGUAGE sql AS $$
  WITH kept AS (
    SELECT v.product_id,
      coalesce(min(v.price_halalas) FILTER (WHERE v.is_active), min(v.price_halalas)) AS price,
      coalesce(max(v.price_halalas) FILTER (WHERE v.is_active), max(v.price_halalas)) AS price_max,
      CASE WHEN bool_or(v.is_active) THEN sum(v.stock) FILTER (WHERE v.is_active)
        ELSE coalesce(sum(v.stock) FILTER (WHERE v.is_default), 0) END::integer AS stock,
      (array_agg(v.sku ORDER BY v.is_default DESC, v.id))[1] AS sku,
      coalesce((
        SELECT jsonb_agg(jsonb_build_object('id', ov.id, 'valueEn', ov.value_en,
            'valueAr', ov.value_ar, 'hex', ov.swatch_hex) ORDER BY ov.position, ov.id)
        FROM product_option_values ov
        WHERE ov.option_id = (SELECT o.id FROM product_options o
            WHERE o.product_id = v.product_id AND o.display = 'swatches'
            ORDER BY o.position, o.id LIMIT 1)
          AND EXISTS (SELECT 1 FROM product_variants av
            WHERE av.product_id = v.product_id AND av.is_active
              AND ov.id = ANY (string_to_array(av.combination, '.')::integer[]))
      ), '[]'::jsonb) AS swatches
    FROM product_variants v
    WHERE v.product_id = ANY (product_ids)
    GROUP BY v.product_id
  ), locked AS (
    SELECT p.id FROM products p JOIN kept k ON k.product_id = p.id
    WHERE (p.price_halalas, p.price_max_halalas, p.stock, p.sku, p.list_swatches)
      IS DISTINCT FROM (k.price, k.price_max, k.stock, k.sku, k.swatches)
    ORDER BY p.id FOR UPDATE OF p
  )
  UPDATE products p SET price_halalas = k.price, price_max_halalas = k.price_max,
    stock = k.stock, sku = k.sku, list_swatches = k.swatches
  FROM kept k
  WHERE p.id = k.product_id AND p.id IN (SELECT id FROM locked);
$$;
--> statement-breakpoint
-- Once per statement, whatever the number of variants it writes (a product's save writes them all
-- in one statement). Insert, update and delete each need their own trigger to see their rows.
CREATE FUNCTION dukkan_variants_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dukkan_keep_products_from_variants(array_agg(DISTINCT product_id)) FROM changed_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION dukkan_variants_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dukkan_keep_products_from_variants(array_agg(DISTINCT product_id))
  FROM (SELECT product_id FROM old_rows UNION SELECT product_id FROM new_rows) AS changed;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_variants_keep_insert AFTER INSERT ON product_variants
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION dukkan_variants_inserted();
--> statement-breakpoint
CREATE TRIGGER product_variants_keep_update AFTER UPDATE ON product_variants
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dukkan_variants_updated();
--> statement-breakpoint
-- A deleted product's variants go with it (cascade): the function then finds no variant and writes
-- nothing.
CREATE TRIGGER product_variants_keep_delete AFTER DELETE ON product_variants
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION dukkan_variants_inserted();
--> statement-breakpoint
-- A swatch's names and colour are copied into the cards' chips, so a value written on its own (not
-- through a product's save, which rewrites its variants too) refreshes them as well.
CREATE FUNCTION dukkan_option_values_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dukkan_keep_products_from_variants(array_agg(DISTINCT o.product_id))
  FROM changed_rows c JOIN product_options o ON o.id = c.option_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_option_values_keep_update AFTER UPDATE ON product_option_values
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION dukkan_option_values_changed();
--> statement-breakpoint
-- A new product comes with its default variant, whoever inserts it (the API, imports, seeds,
-- straight SQL); its dearest price is its price until it has others.
CREATE FUNCTION dukkan_product_price_max_at_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.price_max_halalas := NEW.price_halalas;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_price_max_insert BEFORE INSERT ON products
  FOR EACH ROW EXECUTE FUNCTION dukkan_product_price_max_at_insert();
--> statement-breakpoint
CREATE FUNCTION dukkan_products_default_variant_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_variants (product_id, sku, price_halalas, stock, is_active, is_default,
    combination)
  SELECT id, sku, price_halalas, stock, is_active, true, '' FROM changed_rows ORDER BY id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_default_variant_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION dukkan_products_default_variant_inserted();
--> statement-breakpoint
-- A product without options and its one variant are one thing: a write of the product's price,
-- stock, SKU or active flag by any writer that still speaks in products (placing and cancelling
-- orders until they deal in variants, the workbook import, seeds) reaches the variant, whose own
-- trigger then finds the product already right and stops. A product with options is left alone:
-- its columns are its variants'.
CREATE FUNCTION dukkan_products_default_variant_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_variants v SET sku = NEW.sku, price_halalas = NEW.price_halalas,
    stock = NEW.stock, is_active = NEW.is_active
  WHERE v.product_id = NEW.id AND v.is_default
    AND NOT EXISTS (SELECT 1 FROM product_variants o WHERE o.product_id = NEW.id AND NOT o.is_default)
    AND (v.sku, v.price_halalas, v.stock, v.is_active)
      IS DISTINCT FROM (NEW.sku, NEW.price_halalas, NEW.stock, NEW.is_active);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_default_variant_update
  AFTER UPDATE OF sku, price_halalas, stock, is_active ON products
  FOR EACH ROW WHEN ((OLD.sku, OLD.price_halalas, OLD.stock, OLD.is_active)
    IS DISTINCT FROM (NEW.sku, NEW.price_halalas, NEW.stock, NEW.is_active))
  EXECUTE FUNCTION dukkan_products_default_variant_updated();
