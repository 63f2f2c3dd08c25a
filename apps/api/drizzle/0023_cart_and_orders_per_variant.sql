ALTER TABLE "cart_items" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- A cart line and an order line name the variant sold (decision 016). Until now both named the
-- product, which for a product without options is its one default variant.
UPDATE "cart_items" c SET "variant_id" = v."id"
FROM "product_variants" v WHERE v."product_id" = c."product_id" AND v."is_default";
--> statement-breakpoint
-- A product given options since migration 0021 has no default variant: its line cannot say which
-- variant the shopper meant, so it leaves the cart (the shopper chooses again on the product page).
DELETE FROM "cart_items" WHERE "variant_id" IS NULL;
--> statement-breakpoint
-- Old order lines keep their copies as they are; the variant is named where it is known, so a
-- cancel or return restocks it. A line of a deleted product keeps null, as its product_id does.
UPDATE "order_items" i SET "variant_id" = v."id"
FROM "product_variants" v WHERE v."product_id" = i."product_id" AND v."is_default";
--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "variant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_user_id_product_id_pk";--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_variant_id_pk" PRIMARY KEY("user_id","variant_id");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_variant_id_idx" ON "cart_items" USING btree ("variant_id");--> statement-breakpoint
CREATE INDEX "order_items_variant_id_idx" ON "order_items" USING btree ("variant_id");
--> statement-breakpoint
-- A line written with a product alone (straight SQL, imports, seeds — the writers that still speak
-- in products, as decision 016's step 1 lets them) means the product's default variant; a product
-- with options has none, and the line is refused by the not-null constraint.
CREATE FUNCTION dukkan_cart_item_default_variant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.variant_id := (SELECT v.id FROM product_variants v
    WHERE v.product_id = NEW.product_id AND v.is_default);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER cart_items_default_variant BEFORE INSERT ON cart_items
  FOR EACH ROW WHEN (NEW.variant_id IS NULL) EXECUTE FUNCTION dukkan_cart_item_default_variant();
