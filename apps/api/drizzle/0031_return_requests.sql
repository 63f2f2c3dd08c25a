CREATE TABLE "return_request_lines" (
	"request_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "return_request_lines_quantity_positive" CHECK ("return_request_lines"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "return_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"rejection_reason" text,
	"refund_id" integer,
	"requested_by" integer,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "return_requests_status_check" CHECK ("return_requests"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "return_requests_reason_check" CHECK ("return_requests"."reason" in ('Damaged', 'WrongItem', 'WrongSize', 'NotAsDescribed', 'ChangedMind', 'Other')),
	CONSTRAINT "return_requests_decision_consistent" CHECK (("return_requests"."status" = 'pending') = ("return_requests"."decided_at" is null)
        and ("return_requests"."status" = 'rejected') = ("return_requests"."rejection_reason" is not null)
        and ("return_requests"."status" = 'approved') = ("return_requests"."refund_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "return_request_lines" ADD CONSTRAINT "return_request_lines_request_id_return_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_request_lines" ADD CONSTRAINT "return_request_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "return_request_lines_key" ON "return_request_lines" USING btree ("request_id","order_item_id");--> statement-breakpoint
CREATE INDEX "return_request_lines_item_idx" ON "return_request_lines" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "return_requests_order_idx" ON "return_requests" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "return_requests_pending_idx" ON "return_requests" USING btree ("created_at","id") WHERE "return_requests"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "return_requests_refund_key" ON "return_requests" USING btree ("refund_id");