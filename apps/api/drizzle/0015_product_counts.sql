CREATE TABLE "product_counts" (
	"category_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"is_active" boolean NOT NULL,
	"product_count" integer NOT NULL,
	CONSTRAINT "product_counts_category_id_brand_id_is_active_pk" PRIMARY KEY("category_id","brand_id","is_active")
);
--> statement-breakpoint
CREATE INDEX "products_active_created_at_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_active_sold_count_idx" ON "products" USING btree ("sold_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."is_active";--> statement-breakpoint
-- Product counts: how many products each (category, brand, active) cell holds, so a list filtered
-- only by those three reads its total from a few rows instead of counting ~every product. Kept by
-- the triggers below for every writer (the API, imports, seeds, straight SQL).
--
-- Adds each delta to its cell and drops cells left empty. Cells are locked in one order (by key) so
-- two concurrent product writes cannot deadlock on them; the deltas are one per cell.
CREATE FUNCTION dukkan_shift_product_counts(category_ids integer[], brand_ids integer[],
  actives boolean[], deltas integer[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO product_counts AS c (category_id, brand_id, is_active, product_count)
  SELECT s.category_id, s.brand_id, s.is_active, s.delta
  FROM unnest(category_ids, brand_ids, actives, deltas) AS s(category_id, brand_id, is_active, delta)
  WHERE s.delta <> 0
  ORDER BY s.category_id, s.brand_id, s.is_active
  ON CONFLICT (category_id, brand_id, is_active)
    DO UPDATE SET product_count = c.product_count + excluded.product_count;
  DELETE FROM product_counts c
  USING unnest(category_ids, brand_ids, actives) AS s(category_id, brand_id, is_active)
  WHERE c.category_id = s.category_id AND c.brand_id = s.brand_id AND c.is_active = s.is_active
    AND c.product_count <= 0;
$$;
--> statement-breakpoint
-- Once per statement, however many rows it writes (an import or a seed's INSERT … SELECT).
CREATE FUNCTION dukkan_product_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dukkan_shift_product_counts(array_agg(category_id), array_agg(brand_id),
    array_agg(is_active), array_agg(n))
  FROM (SELECT category_id, brand_id, is_active, count(*)::integer AS n
        FROM changed_rows GROUP BY category_id, brand_id, is_active) AS added;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION dukkan_product_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dukkan_shift_product_counts(array_agg(category_id), array_agg(brand_id),
    array_agg(is_active), array_agg(n))
  FROM (SELECT category_id, brand_id, is_active, -count(*)::integer AS n
        FROM changed_rows GROUP BY category_id, brand_id, is_active) AS removed;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Row by row: PostgreSQL allows no transition tables on a trigger limited to some columns, and a
-- statement trigger on every update would run for every stock and price change (every order).
-- The two cells go in key order like the statement triggers'.
CREATE FUNCTION dukkan_product_counts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dukkan_shift_product_counts(array[OLD.category_id, NEW.category_id],
    array[OLD.brand_id, NEW.brand_id], array[OLD.is_active, NEW.is_active], array[-1, 1]);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A truncate empties the products, so every cell goes.
CREATE FUNCTION dukkan_product_counts_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_counts_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION dukkan_product_counts_inserted();
--> statement-breakpoint
CREATE TRIGGER products_counts_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION dukkan_product_counts_deleted();
--> statement-breakpoint
CREATE TRIGGER products_counts_update AFTER UPDATE OF category_id, brand_id, is_active ON products
  FOR EACH ROW WHEN (OLD.category_id IS DISTINCT FROM NEW.category_id
    OR OLD.brand_id IS DISTINCT FROM NEW.brand_id OR OLD.is_active IS DISTINCT FROM NEW.is_active)
  EXECUTE FUNCTION dukkan_product_counts_updated();
--> statement-breakpoint
CREATE TRIGGER products_counts_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION dukkan_product_counts_truncated();
--> statement-breakpoint
INSERT INTO product_counts (category_id, brand_id, is_active, product_count)
SELECT category_id, brand_id, is_active, count(*)::integer FROM products
GROUP BY category_id, brand_id, is_active;
