-- Guest checkout (decision 022). A cart is no longer keyed by its customer: it gets its own id, and
-- either a customer (user_id) or a guest, known only by the SHA-256 of its random token, owns it.
-- Existing carts keep their lines: each line is moved to its cart's new id before the old key goes.
ALTER TABLE "carts" ADD COLUMN "id" serial NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "guest_token_hash" text;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "cart_id" integer;--> statement-breakpoint
UPDATE "cart_items" i SET "cart_id" = c."id" FROM "carts" c WHERE c."user_id" = i."user_id";--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "cart_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_user_id_carts_user_id_fk";--> statement-breakpoint
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_user_id_variant_id_pk";--> statement-breakpoint
ALTER TABLE "carts" DROP CONSTRAINT "carts_pkey";--> statement-breakpoint
ALTER TABLE "carts" ADD PRIMARY KEY ("id");--> statement-breakpoint
ALTER TABLE "carts" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_user_id_key" ON "carts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_guest_token_hash_key" ON "carts" USING btree ("guest_token_hash");--> statement-breakpoint
CREATE INDEX "carts_guest_idle_idx" ON "carts" USING btree ("updated_at") WHERE "carts"."guest_token_hash" is not null;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_one_owner" CHECK (("carts"."user_id" is null) <> ("carts"."guest_token_hash" is null));--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_variant_id_pk" PRIMARY KEY("cart_id","variant_id");--> statement-breakpoint
ALTER TABLE "cart_items" DROP COLUMN "user_id";--> statement-breakpoint
-- An order placed without an account: the hash of its access token (confirmation and payment
-- pages); the guest's name, e-mail and mobile are the order's customer columns.
ALTER TABLE "orders" ADD COLUMN "guest_access_hash" text;
