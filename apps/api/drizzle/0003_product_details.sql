CREATE TABLE "favorites" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "image_urls" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "discount_type" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "discount_value_hundredths" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "discount_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "discount_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorites_product_id_idx" ON "favorites" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_sold_count_idx" ON "products" USING btree ("sold_count" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_name_en_idx" ON "products" USING btree (lower("name_en"));--> statement-breakpoint
CREATE INDEX "products_name_ar_idx" ON "products" USING btree ("name_ar");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_halalas");--> statement-breakpoint
CREATE INDEX "products_stock_idx" ON "products" USING btree ("stock");--> statement-breakpoint
CREATE INDEX "products_discounted_idx" ON "products" USING btree ("id") WHERE "products"."discount_type" is not null;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_discount_complete" CHECK (("products"."discount_type" is null) = ("products"."discount_value_hundredths" is null));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_discount_value_positive" CHECK ("products"."discount_value_hundredths" is null or "products"."discount_value_hundredths" > 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_discount_dates_ordered" CHECK ("products"."discount_starts_at" is null or "products"."discount_ends_at" is null or "products"."discount_ends_at" > "products"."discount_starts_at");