CREATE TABLE "product_sales_daily" (
	"day" date NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" bigint NOT NULL,
	"revenue_halalas" bigint NOT NULL,
	CONSTRAINT "product_sales_daily_day_product_id_pk" PRIMARY KEY("day","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_sales_monthly" (
	"month" date NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" bigint NOT NULL,
	"revenue_halalas" bigint NOT NULL,
	CONSTRAINT "product_sales_monthly_month_product_id_pk" PRIMARY KEY("month","product_id")
);
--> statement-breakpoint
CREATE TABLE "table_count_deltas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"table_name" text NOT NULL,
	"delta" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_sales_daily" ADD CONSTRAINT "product_sales_daily_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sales_monthly" ADD CONSTRAINT "product_sales_monthly_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "table_count_deltas_table_idx" ON "table_count_deltas" USING btree ("table_name","delta");--> statement-breakpoint
CREATE INDEX "products_discount_window_idx" ON "products" USING btree ("discount_starts_at","discount_ends_at") WHERE "products"."is_active" and "products"."discount_type" is not null;
--> statement-breakpoint
-- Best sellers per shop day and per month. Every line of a standing order (not Cancelled or
-- Returned) counts on the Riyadh day its order was placed; an order that stops standing takes its
-- lines back, one that stands again (no move does so today) would add them again, and an order
-- whose time is corrected moves its lines to the new day. Upserts run in product-id order: the
-- checkout and restocking already hold those products' row locks, so two writers of one
-- product's day never wait on each other in a circle. Orders and their lines are never deleted
-- (a deleted product's rows go with it through the foreign key).
CREATE FUNCTION "dukkan_sales_on_lines"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changes AS (
    SELECT (o.created_at AT TIME ZONE 'Asia/Riyadh')::date AS day, l.product_id,
      sum(l.quantity) AS quantity, sum(l.line_total_halalas) AS revenue
    FROM new_lines l JOIN orders o ON o.id = l.order_id
    WHERE l.product_id IS NOT NULL AND o.status NOT IN ('Cancelled', 'Returned')
    GROUP BY 1, 2
  ),
  daily AS (
    INSERT INTO product_sales_daily AS s (day, product_id, quantity, revenue_halalas)
    SELECT day, product_id, quantity, revenue FROM changes ORDER BY product_id, day
    ON CONFLICT (day, product_id) DO UPDATE SET
      quantity = s.quantity + excluded.quantity,
      revenue_halalas = s.revenue_halalas + excluded.revenue_halalas
  )
  INSERT INTO product_sales_monthly AS s (month, product_id, quantity, revenue_halalas)
  SELECT date_trunc('month', day)::date, product_id, sum(quantity), sum(revenue)
  FROM changes GROUP BY 1, 2 ORDER BY 2, 1
  ON CONFLICT (month, product_id) DO UPDATE SET
    quantity = s.quantity + excluded.quantity,
    revenue_halalas = s.revenue_halalas + excluded.revenue_halalas;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "order_items_sales_daily" AFTER INSERT ON "order_items"
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION "dukkan_sales_on_lines"();
--> statement-breakpoint
CREATE FUNCTION "dukkan_sales_on_order_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was integer := CASE WHEN OLD.status IN ('Cancelled', 'Returned') THEN 0 ELSE 1 END;
  now_standing integer := CASE WHEN NEW.status IN ('Cancelled', 'Returned') THEN 0 ELSE 1 END;
BEGIN
  -- Take the lines back from the day they counted on, then count them on the order's day now.
  WITH changes AS (
    SELECT c.day, l.product_id, sum(c.sign * l.quantity) AS quantity,
      sum(c.sign * l.line_total_halalas) AS revenue
    FROM order_items l
    CROSS JOIN (VALUES
      ((OLD.created_at AT TIME ZONE 'Asia/Riyadh')::date, -was),
      ((NEW.created_at AT TIME ZONE 'Asia/Riyadh')::date, now_standing)) AS c(day, sign)
    WHERE l.order_id = NEW.id AND l.product_id IS NOT NULL AND c.sign <> 0
    GROUP BY 1, 2
  ),
  daily AS (
    INSERT INTO product_sales_daily AS s (day, product_id, quantity, revenue_halalas)
    SELECT day, product_id, quantity, revenue FROM changes ORDER BY product_id, day
    ON CONFLICT (day, product_id) DO UPDATE SET
      quantity = s.quantity + excluded.quantity,
      revenue_halalas = s.revenue_halalas + excluded.revenue_halalas
  )
  INSERT INTO product_sales_monthly AS s (month, product_id, quantity, revenue_halalas)
  SELECT date_trunc('month', day)::date, product_id, sum(quantity), sum(revenue)
  FROM changes GROUP BY 1, 2 ORDER BY 2, 1
  ON CONFLICT (month, product_id) DO UPDATE SET
    quantity = s.quantity + excluded.quantity,
    revenue_halalas = s.revenue_halalas + excluded.revenue_halalas;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_sales_daily" AFTER UPDATE OF "status", "created_at" ON "orders" FOR EACH ROW
  WHEN ((OLD.status IN ('Cancelled', 'Returned')) IS DISTINCT FROM (NEW.status IN ('Cancelled', 'Returned'))
    OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION "dukkan_sales_on_order_change"();
--> statement-breakpoint
INSERT INTO product_sales_daily (day, product_id, quantity, revenue_halalas)
SELECT (o.created_at AT TIME ZONE 'Asia/Riyadh')::date, l.product_id, sum(l.quantity),
  sum(l.line_total_halalas)
FROM order_items l JOIN orders o ON o.id = l.order_id
WHERE l.product_id IS NOT NULL AND o.status NOT IN ('Cancelled', 'Returned')
GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO product_sales_monthly (month, product_id, quantity, revenue_halalas)
SELECT date_trunc('month', day)::date, product_id, sum(quantity), sum(revenue_halalas)
FROM product_sales_daily GROUP BY 1, 2;
--> statement-breakpoint
-- Row counts: one appended row per inserting or deleting statement. About every 256th row folds
-- all rows into one per table; the advisory lock lets only one transaction fold at a time, and
-- one that cannot take it simply leaves folding to a later statement.
CREATE FUNCTION "dukkan_count_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed bigint;
  added bigint;
BEGIN
  SELECT count(*) INTO changed FROM changed_rows;
  IF changed = 0 THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    changed := -changed;
  END IF;
  INSERT INTO table_count_deltas (table_name, delta) VALUES (TG_TABLE_NAME, changed)
    RETURNING id INTO added;
  IF added % 256 = 0 AND pg_try_advisory_xact_lock(7301420002) THEN
    WITH gone AS (DELETE FROM table_count_deltas RETURNING table_name, delta)
    INSERT INTO table_count_deltas (table_name, delta)
    SELECT table_name, sum(delta) FROM gone GROUP BY table_name HAVING sum(delta) <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_count_insert" AFTER INSERT ON "users"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "dukkan_count_rows"();
--> statement-breakpoint
CREATE TRIGGER "users_count_delete" AFTER DELETE ON "users"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "dukkan_count_rows"();
--> statement-breakpoint
CREATE TRIGGER "products_count_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "dukkan_count_rows"();
--> statement-breakpoint
CREATE TRIGGER "products_count_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "dukkan_count_rows"();
--> statement-breakpoint
CREATE TRIGGER "orders_count_insert" AFTER INSERT ON "orders"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "dukkan_count_rows"();
--> statement-breakpoint
CREATE TRIGGER "orders_count_delete" AFTER DELETE ON "orders"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "dukkan_count_rows"();
--> statement-breakpoint
INSERT INTO table_count_deltas (table_name, delta)
SELECT 'users', count(*) FROM users UNION ALL
SELECT 'products', count(*) FROM products UNION ALL
SELECT 'orders', count(*) FROM orders;
