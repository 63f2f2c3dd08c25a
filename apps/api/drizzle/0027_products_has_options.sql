ALTER TABLE "products" ADD COLUMN "has_options" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- `has_options` tells a card that the product has choices to make (decision 016): with every
-- variant at one price and no colour swatches, `price_max_halalas` and `list_swatches` cannot say
-- so, and a quick add of the product alone is refused. It is true while any variant has a
-- combination; the function that keeps the product's other columns from its variants (migration
-- 0021, otherwise unchanged) now keeps it too, for every writer.
CREATE OR REPLACE FUNCTION dukkan_keep_products_from_variants(product_ids integer[]) RETURNS void
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
      ), '[]'::jsonb) AS swatches,
      bool_or(v.combination <> '') AS has_options
    FROM product_variants v
    WHERE v.product_id = ANY (product_ids)
    GROUP BY v.product_id
  ), locked AS (
    SELECT p.id FROM products p JOIN kept k ON k.product_id = p.id
    WHERE (p.price_halalas, p.price_max_halalas, p.stock, p.sku, p.list_swatches, p.has_options)
      IS DISTINCT FROM (k.price, k.price_max, k.stock, k.sku, k.swatches, k.has_options)
    ORDER BY p.id FOR UPDATE OF p
  )
  UPDATE products p SET price_halalas = k.price, price_max_halalas = k.price_max,
    stock = k.stock, sku = k.sku, list_swatches = k.swatches, has_options = k.has_options
  FROM kept k
  WHERE p.id = k.product_id AND p.id IN (SELECT id FROM locked);
$$;
--> statement-breakpoint
-- The products that already have options. Set as a plain column: no products trigger watches it.
UPDATE "products" p SET "has_options" = true
WHERE EXISTS (SELECT 1 FROM "product_variants" v WHERE v."product_id" = p."id" AND v."combination" <> '');
