CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"checkout_id" text NOT NULL,
	"amount" text NOT NULL,
	"currency" text NOT NULL,
	"result_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"refund_id" integer,
	"sequence_number" integer NOT NULL,
	"credit_note_number" text GENERATED ALWAYS AS ('CN-' || lpad(sequence_number::text, 6, '0')) STORED NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"seller" jsonb NOT NULL,
	"reason" text NOT NULL,
	"lines" jsonb NOT NULL,
	"goods_halalas" integer NOT NULL,
	"discount_halalas" integer NOT NULL,
	"delivery_halalas" integer NOT NULL,
	"amount_halalas" integer NOT NULL,
	"vat_halalas" integer NOT NULL,
	CONSTRAINT "credit_notes_sequence_number_positive" CHECK ("credit_notes"."sequence_number" >= 1),
	CONSTRAINT "credit_notes_amount_consistent" CHECK ("credit_notes"."amount_halalas" = "credit_notes"."goods_halalas" - "credit_notes"."discount_halalas" + "credit_notes"."delivery_halalas" and "credit_notes"."amount_halalas" > 0 and "credit_notes"."vat_halalas" >= 0)
);
--> statement-breakpoint
CREATE TABLE "refund_lines" (
	"refund_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "refund_lines_quantity_positive" CHECK ("refund_lines"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"amount_halalas" integer NOT NULL,
	"method" text NOT NULL,
	"manual_method" text,
	"manual_reference" text,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"result_code" text,
	"result_description" text,
	"gateway_payment_id" text,
	"gateway_refund_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"attempted_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_halalas" > 0),
	CONSTRAINT "refunds_method_check" CHECK ("refunds"."method" in ('gateway', 'manual')),
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('pending', 'succeeded', 'failed')),
	CONSTRAINT "refunds_manual_has_method" CHECK (("refunds"."method" = 'manual') = ("refunds"."manual_method" is not null))
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "returned_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gateway_payment_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_halalas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_checkout_id_sandbox_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."sandbox_checkouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_refunds_checkout_idx" ON "sandbox_refunds" USING btree ("checkout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_sequence_number_key" ON "credit_notes" USING btree ("sequence_number");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_refund_key" ON "credit_notes" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "credit_notes_order_idx" ON "credit_notes" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_lines_key" ON "refund_lines" USING btree ("refund_id","order_item_id");--> statement-breakpoint
CREATE INDEX "refund_lines_item_idx" ON "refund_lines" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id","id");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_returned_within_quantity" CHECK ("order_items"."returned_quantity" >= 0 and "order_items"."returned_quantity" <= "order_items"."quantity");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_within_total" CHECK ("orders"."refunded_halalas" >= 0 and "orders"."refunded_halalas" <= "orders"."total_halalas");--> statement-breakpoint
-- Refunds and partial returns in the kept dashboard figures (decisions 011 and 020). A line's
-- returned units leave the sales rows when they are returned; a closed order takes back only what
-- was still standing. Paid sales count what the customer kept paying: total − refunded.
CREATE OR REPLACE FUNCTION "dukkan_sales_on_order_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was integer := CASE WHEN OLD.status IN ('Cancelled', 'Returned') THEN 0 ELSE 1 END;
  now_standing integer := CASE WHEN NEW.status IN ('Cancelled', 'Returned') THEN 0 ELSE 1 END;
BEGIN
  -- Take the lines back from the day they counted on, then count them on the order's day now.
  PERFORM dukkan_record_sales(array_agg(c.day), array_agg(c.product_id), array_agg(c.quantity),
    array_agg(c.revenue))
  FROM (
    SELECT d.day, l.product_id, sum(d.sign * (l.quantity - l.returned_quantity))::bigint AS quantity,
      sum(d.sign * l.unit_price_halalas::bigint * (l.quantity - l.returned_quantity))::bigint AS revenue
    FROM order_items l
    CROSS JOIN (VALUES
      ((OLD.created_at AT TIME ZONE 'Asia/Riyadh')::date, -was),
      ((NEW.created_at AT TIME ZONE 'Asia/Riyadh')::date, now_standing)) AS d(day, sign)
    WHERE l.order_id = NEW.id AND l.product_id IS NOT NULL AND d.sign <> 0
    GROUP BY 1, 2
  ) c;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Units returned from a standing order leave its day's sales (one statement per return, written
-- in product-id order after the return has locked those products, like restocking).
CREATE FUNCTION "dukkan_sales_on_returns"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dukkan_record_sales(array_agg(c.day), array_agg(c.product_id), array_agg(c.quantity),
    array_agg(c.revenue))
  FROM (
    SELECT (o.created_at AT TIME ZONE 'Asia/Riyadh')::date AS day, n.product_id,
      -sum(n.returned_quantity - p.returned_quantity)::bigint AS quantity,
      -sum(n.unit_price_halalas::bigint * (n.returned_quantity - p.returned_quantity))::bigint AS revenue
    FROM new_lines n
    JOIN old_lines p ON p.id = n.id
    JOIN orders o ON o.id = n.order_id
    WHERE n.product_id IS NOT NULL AND n.returned_quantity <> p.returned_quantity
      AND o.status NOT IN ('Cancelled', 'Returned')
    GROUP BY 1, 2
  ) c;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "order_items_sales_returns" AFTER UPDATE ON "order_items"
  REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION "dukkan_sales_on_returns"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "dukkan_paid_sales_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO paid_sales_daily AS s (day, orders_count, revenue_halalas)
  SELECT (created_at AT TIME ZONE 'Asia/Riyadh')::date, count(*), sum(total_halalas - refunded_halalas)
  FROM new_orders
  WHERE is_paid AND status NOT IN ('Cancelled', 'Returned')
  GROUP BY 1 ORDER BY 1
  ON CONFLICT (day) DO UPDATE SET
    orders_count = s.orders_count + excluded.orders_count,
    revenue_halalas = s.revenue_halalas + excluded.revenue_halalas;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "dukkan_paid_sales_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was integer := CASE WHEN OLD.is_paid AND OLD.status NOT IN ('Cancelled', 'Returned') THEN 1 ELSE 0 END;
  is_sale integer := CASE WHEN NEW.is_paid AND NEW.status NOT IN ('Cancelled', 'Returned') THEN 1 ELSE 0 END;
BEGIN
  INSERT INTO paid_sales_daily AS s (day, orders_count, revenue_halalas)
  SELECT c.day, sum(c.n), sum(c.revenue)
  FROM (VALUES
    ((OLD.created_at AT TIME ZONE 'Asia/Riyadh')::date, -was,
      -was * (OLD.total_halalas - OLD.refunded_halalas)::bigint),
    ((NEW.created_at AT TIME ZONE 'Asia/Riyadh')::date, is_sale,
      is_sale * (NEW.total_halalas - NEW.refunded_halalas)::bigint)
  ) AS c(day, n, revenue)
  WHERE c.n <> 0
  GROUP BY 1 ORDER BY 1
  ON CONFLICT (day) DO UPDATE SET
    orders_count = s.orders_count + excluded.orders_count,
    revenue_halalas = s.revenue_halalas + excluded.revenue_halalas;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "orders_paid_sales_update" ON "orders";
--> statement-breakpoint
CREATE TRIGGER "orders_paid_sales_update" AFTER UPDATE OF "is_paid", "status", "created_at", "total_halalas", "refunded_halalas" ON "orders"
  FOR EACH ROW
  WHEN ((OLD.is_paid AND OLD.status NOT IN ('Cancelled', 'Returned'))
      IS DISTINCT FROM (NEW.is_paid AND NEW.status NOT IN ('Cancelled', 'Returned'))
    OR OLD.created_at IS DISTINCT FROM NEW.created_at
    OR OLD.total_halalas IS DISTINCT FROM NEW.total_halalas
    OR OLD.refunded_halalas IS DISTINCT FROM NEW.refunded_halalas)
  EXECUTE FUNCTION "dukkan_paid_sales_on_update"();
