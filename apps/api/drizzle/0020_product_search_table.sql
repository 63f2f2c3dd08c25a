CREATE TABLE "product_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"is_active" boolean NOT NULL,
	"category_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"effective_price_halalas" integer NOT NULL,
	"discount_active" boolean NOT NULL,
	"in_stock" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sku" text NOT NULL,
	"search_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_sku_prefix_idx";--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_vector_idx" ON "product_search" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "product_search_sku_prefix_idx" ON "product_search" USING btree ("sku" text_pattern_ops);--> statement-breakpoint
-- Product search reads this narrow side table instead of the products: a search matches, ranks
-- and counts every match, and the product rows (both languages' texts, images, discount columns)
-- are wide, so reading each match from them cost most of a broad search. The triggers below keep
-- one row per product true for every writer (the API, imports, seeds, straight SQL); a deleted
-- product's row goes with it (on delete cascade). `in_stock` rather than the stock count: every
-- order changes the count, while whether any is left changes only when a product sells out or
-- comes back.
--
-- The vector exactly as migration 0004's generated column had it: the folded names weigh A, the
-- folded descriptions B.
CREATE FUNCTION dukkan_search_vector(name_en text, name_ar text, description_en text, description_ar text)
RETURNS tsvector LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('simple'::regconfig, dukkan_search_text(name_en || ' ' || name_ar)), 'A') ||
    setweight(to_tsvector('simple'::regconfig, dukkan_search_text(description_en || ' ' || description_ar)), 'B')
$$;
--> statement-breakpoint
-- Once per statement, however many rows it writes (an import or a seed's INSERT … SELECT).
CREATE FUNCTION dukkan_product_search_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search (product_id, is_active, category_id, brand_id, effective_price_halalas,
    discount_active, in_stock, created_at, sku, search_vector)
  SELECT id, is_active, category_id, brand_id, effective_price_halalas, discount_active, stock > 0,
    created_at, lower(sku), dukkan_search_vector(name_en, name_ar, description_en, description_ar)
  FROM changed_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The vector is rebuilt only when a text changed: the price roll updates many rows at once.
CREATE FUNCTION dukkan_product_search_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_search SET is_active = NEW.is_active, category_id = NEW.category_id,
    brand_id = NEW.brand_id, effective_price_halalas = NEW.effective_price_halalas,
    discount_active = NEW.discount_active, in_stock = NEW.stock > 0, created_at = NEW.created_at,
    sku = lower(NEW.sku),
    search_vector = CASE
      WHEN (OLD.name_en, OLD.name_ar, OLD.description_en, OLD.description_ar)
        IS DISTINCT FROM (NEW.name_en, NEW.name_ar, NEW.description_en, NEW.description_ar)
      THEN dukkan_search_vector(NEW.name_en, NEW.name_ar, NEW.description_en, NEW.description_ar)
      ELSE search_vector END
  WHERE product_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION dukkan_product_search_inserted();
--> statement-breakpoint
-- Row by row and only when a column the side table holds changed. No column list: the price paid
-- now and the offer flag are set by the BEFORE trigger `products_price_now` (migration 0012), which
-- an `UPDATE OF` list would not see; a stock write (every order) stops at the WHEN unless the
-- product sells out or comes back.
CREATE TRIGGER products_search_update AFTER UPDATE ON products
  FOR EACH ROW WHEN ((OLD.name_en, OLD.name_ar, OLD.description_en, OLD.description_ar, OLD.sku,
      OLD.is_active, OLD.category_id, OLD.brand_id, OLD.effective_price_halalas, OLD.discount_active,
      OLD.stock > 0, OLD.created_at)
    IS DISTINCT FROM (NEW.name_en, NEW.name_ar, NEW.description_en, NEW.description_ar, NEW.sku,
      NEW.is_active, NEW.category_id, NEW.brand_id, NEW.effective_price_halalas, NEW.discount_active,
      NEW.stock > 0, NEW.created_at))
  EXECUTE FUNCTION dukkan_product_search_updated();
--> statement-breakpoint
INSERT INTO product_search (product_id, is_active, category_id, brand_id, effective_price_halalas,
  discount_active, in_stock, created_at, sku, search_vector)
SELECT id, is_active, category_id, brand_id, effective_price_halalas, discount_active, stock > 0,
  created_at, lower(sku), dukkan_search_vector(name_en, name_ar, description_en, description_ar)
FROM products;
--> statement-breakpoint
-- The products no longer carry their vector (half of a bench product row's bytes) nor its GIN
-- index; the trigram index on the names has had no reader since search_words (migration 0013).
DROP INDEX "products_search_names_trgm_idx";
--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_vector";
