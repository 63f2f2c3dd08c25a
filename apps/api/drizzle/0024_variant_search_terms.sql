ALTER TABLE "product_search" ADD COLUMN "variant_terms" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The variants' words join the product's searched vector (decision 016): a shopper types a colour
-- ("أحمر", "red"), a size ("XL", "52") or staff type a variant's SKU or barcode. They are kept in
-- `product_search.variant_terms` (the products stay narrow) and weighted B, below the names, like
-- the descriptions. Only active variants count: the vector is what a shopper's search matches, and
-- a switched-off size or colour cannot be bought, so it must not bring its product up; the default
-- variant of a product without options counts whatever its flag, which is only the product's own
-- (its barcode still finds the switched-off product for the staff). The default variant's SKU is
-- the product's, already searched by its prefix (`product_search.sku`).
CREATE FUNCTION dukkan_search_vector(name_en text, name_ar text, description_en text,
  description_ar text, variant_terms text)
RETURNS tsvector LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT dukkan_search_vector(name_en, name_ar, description_en, description_ar) ||
    setweight(to_tsvector('simple'::regconfig, dukkan_search_text(variant_terms)), 'B')
$$;
--> statement-breakpoint
-- The terms of the products named, punctuation read as spaces as a typed term's is (the parser
-- would read the "-2" of "TH-2-WHT" as a negative number that the typed "2" never matches), each
-- term once and in a fixed order so an unchanged product
-- compares equal and is not written: the side table's row is updated only when its terms change
-- (an order's stock write never gets here, see the update trigger), in product id order so two
-- writers of several products cannot deadlock.
CREATE FUNCTION dukkan_keep_variant_terms(product_ids integer[]) RETURNS void
LANGUAGE sql AS $$
  WITH kept AS (
    SELECT p.id AS product_id, coalesce((
      SELECT string_agg(DISTINCT regexp_replace(term, '[^[:alnum:]]+', ' ', 'g'), ' '
        ORDER BY regexp_replace(term, '[^[:alnum:]]+', ' ', 'g'))
      FROM product_variants v
      CROSS JOIN LATERAL (
        SELECT CASE WHEN v.is_default THEN NULL ELSE v.sku END
        UNION ALL SELECT v.barcode
        UNION ALL SELECT ov.value_en || ' ' || ov.value_ar FROM product_option_values ov
          WHERE ov.id = ANY (string_to_array(v.combination, '.')::integer[])
      ) AS t(term)
      WHERE v.product_id = p.id AND (v.is_active OR v.is_default) AND term IS NOT NULL
    ), '') AS terms
    FROM unnest(product_ids) AS p(id)
  ), locked AS (
    SELECT s.product_id FROM product_search s JOIN kept k ON k.product_id = s.product_id
    WHERE s.variant_terms IS DISTINCT FROM k.terms
    ORDER BY s.product_id FOR UPDATE OF s
  )
  UPDATE product_search s SET variant_terms = k.terms,
    search_vector = dukkan_search_vector(p.name_en, p.name_ar, p.description_en, p.description_ar,
      k.terms)
  FROM kept k JOIN products p ON p.id = k.product_id
  WHERE s.product_id = k.product_id AND s.product_id IN (SELECT product_id FROM locked);
$$;
--> statement-breakpoint
CREATE FUNCTION dukkan_variant_terms_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dukkan_keep_variant_terms(array_agg(DISTINCT product_id)) FROM changed_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only the variants whose searched columns changed: an order's stock write finds none and stops.
CREATE FUNCTION dukkan_variant_terms_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dukkan_keep_variant_terms(array_agg(DISTINCT n.product_id))
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE (o.product_id, o.sku, o.barcode, o.is_active, o.is_default, o.combination)
    IS DISTINCT FROM (n.product_id, n.sku, n.barcode, n.is_active, n.is_default, n.combination);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_variants_search_insert AFTER INSERT ON product_variants
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION dukkan_variant_terms_inserted();
--> statement-breakpoint
CREATE TRIGGER product_variants_search_update AFTER UPDATE ON product_variants
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION dukkan_variant_terms_updated();
--> statement-breakpoint
-- A deleted product's variants go with it: its side-table row is gone too, and nothing is written.
CREATE TRIGGER product_variants_search_delete AFTER DELETE ON product_variants
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION dukkan_variant_terms_inserted();
--> statement-breakpoint
-- A value renamed on its own (not through a product's save, which rewrites its variants too).
CREATE FUNCTION dukkan_option_value_terms_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dukkan_keep_variant_terms(array_agg(DISTINCT o.product_id))
  FROM changed_rows c JOIN product_options o ON o.id = c.option_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_option_values_search_update AFTER UPDATE
ON product_option_values REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION dukkan_option_value_terms_changed();
--> statement-breakpoint
-- A product's own texts rebuild its vector with the terms its side-table row already holds.
CREATE OR REPLACE FUNCTION dukkan_product_search_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_search SET is_active = NEW.is_active, category_id = NEW.category_id,
    brand_id = NEW.brand_id, effective_price_halalas = NEW.effective_price_halalas,
    discount_active = NEW.discount_active, in_stock = NEW.stock > 0, created_at = NEW.created_at,
    sku = lower(NEW.sku),
    search_vector = CASE
      WHEN (OLD.name_en, OLD.name_ar, OLD.description_en, OLD.description_ar)
        IS DISTINCT FROM (NEW.name_en, NEW.name_ar, NEW.description_en, NEW.description_ar)
      THEN dukkan_search_vector(NEW.name_en, NEW.name_ar, NEW.description_en, NEW.description_ar,
        variant_terms)
      ELSE search_vector END
  WHERE product_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The products that already have options or a barcode. A new product needs nothing at insert: its
-- default variant is written without a barcode, and its SKU is the product's.
SELECT dukkan_keep_variant_terms(array_agg(DISTINCT product_id)) FROM product_variants
WHERE NOT is_default OR barcode IS NOT NULL;
