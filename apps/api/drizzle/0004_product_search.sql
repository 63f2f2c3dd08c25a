-- Product search. Full text over both names (weight A) and both descriptions (weight B), all through
-- dukkan_search_text so Arabic spelling variants and letter case fold to one form; the 'simple'
-- configuration because one column mixes two languages and product names are not prose to stem.
-- Prefix queries (`iph:*`) find words being typed; the trigram index on the names catches typos
-- ("iphon", "samsng") through word similarity.
ALTER TABLE "products" ADD CONSTRAINT "products_discount_type_known"
  CHECK ("discount_type" IS NULL OR "discount_type" IN ('Percentage', 'Fixed'));
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple'::regconfig, dukkan_search_text("name_en" || ' ' || "name_ar")), 'A') ||
  setweight(to_tsvector('simple'::regconfig, dukkan_search_text("description_en" || ' ' || "description_ar")), 'B')
) STORED;
--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX "products_search_names_trgm_idx" ON "products"
  USING gin (dukkan_search_text("name_en" || ' ' || "name_ar") gin_trgm_ops);
