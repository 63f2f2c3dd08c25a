-- A coupon an order names (live or cancelled) can no longer be deleted: the database refuses, and
-- the dashboard deactivates it instead, so the coupon area needs no look at the orders to decide.
ALTER TABLE "orders" DROP CONSTRAINT "orders_coupon_id_coupons_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE restrict ON UPDATE no action;