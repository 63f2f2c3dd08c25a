CREATE TABLE "paid_sales_daily" (
	"day" date PRIMARY KEY NOT NULL,
	"orders_count" bigint NOT NULL,
	"revenue_halalas" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_sales_recent" (
	"window_days" smallint NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" bigint NOT NULL,
	"revenue_halalas" bigint NOT NULL,
	CONSTRAINT "product_sales_recent_window_days_product_id_pk" PRIMARY KEY("window_days","product_id")
);
--> statement-breakpoint
CREATE TABLE "recent_sales_state" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"through" date NOT NULL
);
--> statement-breakpoint
DROP INDEX "orders_paid_sales_idx";--> statement-breakpoint
DROP INDEX "orders_standing_created_idx";--> statement-breakpoint
ALTER TABLE "product_sales_recent" ADD CONSTRAINT "product_sales_recent_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_sales_recent_top_idx" ON "product_sales_recent" USING btree ("window_days","quantity" DESC NULLS LAST,"revenue_halalas" DESC NULLS LAST,"product_id");
--> statement-breakpoint
-- Paid orders that still stand, per shop day, for the sales chart. An order counts once it is
-- paid and while it is not Cancelled or Returned, on the Riyadh day it was placed; any change of
-- those (or of its total or time) moves it in or out. Only payments and staff changes of paid
-- orders write here, never the checkout of an unpaid order.
CREATE FUNCTION "dukkan_paid_sales_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO paid_sales_daily AS s (day, orders_count, revenue_halalas)
  SELECT (created_at AT TIME ZONE 'Asia/Riyadh')::date, count(*), sum(total_halalas)
  FROM new_orders
  WHERE is_paid AND status NOT IN ('Cancelled', 'Returned')
  GROUP BY 1 ORDER BY 1
  ON CONFLICT (day) DO UPDATE SET
    orders_count = s.orders_count + excluded.orders_count,
    revenue_halalas = s.revenue_halalas + excluded.revenue_halalas;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_paid_sales_insert" AFTER INSERT ON "orders"
  REFERENCING NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION "dukkan_paid_sales_on_insert"();
--> statement-breakpoint
CREATE FUNCTION "dukkan_paid_sales_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was integer := CASE WHEN OLD.is_paid AND OLD.status NOT IN ('Cancelled', 'Returned') THEN 1 ELSE 0 END;
  is_sale integer := CASE WHEN NEW.is_paid AND NEW.status NOT IN ('Cancelled', 'Returned') THEN 1 ELSE 0 END;
BEGIN
  INSERT INTO paid_sales_daily AS s (day, orders_count, revenue_halalas)
  SELECT c.day, sum(c.n), sum(c.revenue)
  FROM (VALUES
    ((OLD.created_at AT TIME ZONE 'Asia/Riyadh')::date, -was, -was * OLD.total_halalas::bigint),
    ((NEW.created_at AT TIME ZONE 'Asia/Riyadh')::date, is_sale, is_sale * NEW.total_halalas::bigint)
  ) AS c(day, n, revenue)
  WHERE c.n <> 0
  GROUP BY 1 ORDER BY 1
  ON CONFLICT (day) DO UPDATE SET
    orders_count = s.orders_count + excluded.orders_count,
    revenue_halalas = s.revenue_halalas + excluded.revenue_halalas;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_paid_sales_update" AFTER UPDATE OF "is_paid", "status", "created_at", "total_halalas" ON "orders"
  FOR EACH ROW
  WHEN ((OLD.is_paid AND OLD.status NOT IN ('Cancelled', 'Returned'))
      IS DISTINCT FROM (NEW.is_paid AND NEW.status NOT IN ('Cancelled', 'Returned'))
    OR OLD.created_at IS DISTINCT FROM NEW.created_at
    OR OLD.total_halalas IS DISTINCT FROM NEW.total_halalas)
  EXECUTE FUNCTION "dukkan_paid_sales_on_update"();
--> statement-breakpoint
INSERT INTO paid_sales_daily (day, orders_count, revenue_halalas)
SELECT (created_at AT TIME ZONE 'Asia/Riyadh')::date, count(*), sum(total_halalas)
FROM orders
WHERE is_paid AND status NOT IN ('Cancelled', 'Returned')
GROUP BY 1;
--> statement-breakpoint
-- One place records a change of sales (units and revenue per product and shop day, negative when
-- taken back) in the daily, monthly and recent rows. Rows are written in product-id order under
-- the products' own row locks (see 0009). The recent periods end on `through`: a change on a
-- later day waits for the next roll, which rebuilds them from the daily rows. The shared advisory
-- lock lets any number of writers in at once and keeps them out only while a roll runs.
CREATE FUNCTION "dukkan_record_sales"(days date[], product_ids integer[], quantities bigint[],
  revenues bigint[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  through date;
BEGIN
  IF coalesce(cardinality(product_ids), 0) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO product_sales_daily AS s (day, product_id, quantity, revenue_halalas)
  SELECT c.day, c.product_id, sum(c.quantity), sum(c.revenue)
  FROM unnest(days, product_ids, quantities, revenues) AS c(day, product_id, quantity, revenue)
  GROUP BY 1, 2 ORDER BY 2, 1
  ON CONFLICT (day, product_id) DO UPDATE SET
    quantity = s.quantity + excluded.quantity,
    revenue_halalas = s.revenue_halalas + excluded.revenue_halalas;
  INSERT INTO product_sales_monthly AS s (month, product_id, quantity, revenue_halalas)
  SELECT date_trunc('month', c.day)::date, c.product_id, sum(c.quantity), sum(c.revenue)
  FROM unnest(days, product_ids, quantities, revenues) AS c(day, product_id, quantity, revenue)
  GROUP BY 1, 2 ORDER BY 2, 1
  ON CONFLICT (month, product_id) DO UPDATE SET
    quantity = s.quantity + excluded.quantity,
    revenue_halalas = s.revenue_halalas + excluded.revenue_halalas;
  PERFORM pg_advisory_xact_lock_shared(7301420003);
  SELECT r.through INTO through FROM recent_sales_state r;
  INSERT INTO product_sales_recent AS s (window_days, product_id, quantity, revenue_halalas)
  SELECT w.days, c.product_id, sum(c.quantity), sum(c.revenue)
  FROM unnest(days, product_ids, quantities, revenues) AS c(day, product_id, quantity, revenue)
  CROSS JOIN (VALUES (0), (7), (30), (90), (365)) AS w(days)
  WHERE c.day <= through AND (w.days = 0 OR c.day > through - w.days)
  GROUP BY 1, 2 ORDER BY 2, 1
  ON CONFLICT (window_days, product_id) DO UPDATE SET
    quantity = s.quantity + excluded.quantity,
    revenue_halalas = s.revenue_halalas + excluded.revenue_halalas;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "dukkan_sales_on_lines"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dukkan_record_sales(array_agg(c.day), array_agg(c.product_id), array_agg(c.quantity),
    array_agg(c.revenue))
  FROM (
    SELECT (o.created_at AT TIME ZONE 'Asia/Riyadh')::date AS day, l.product_id,
      sum(l.quantity)::bigint AS quantity, sum(l.line_total_halalas)::bigint AS revenue
    FROM new_lines l JOIN orders o ON o.id = l.order_id
    WHERE l.product_id IS NOT NULL AND o.status NOT IN ('Cancelled', 'Returned')
    GROUP BY 1, 2
  ) c;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "dukkan_sales_on_order_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was integer := CASE WHEN OLD.status IN ('Cancelled', 'Returned') THEN 0 ELSE 1 END;
  now_standing integer := CASE WHEN NEW.status IN ('Cancelled', 'Returned') THEN 0 ELSE 1 END;
BEGIN
  -- Take the lines back from the day they counted on, then count them on the order's day now.
  PERFORM dukkan_record_sales(array_agg(c.day), array_agg(c.product_id), array_agg(c.quantity),
    array_agg(c.revenue))
  FROM (
    SELECT d.day, l.product_id, sum(d.sign * l.quantity)::bigint AS quantity,
      sum(d.sign * l.line_total_halalas)::bigint AS revenue
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
-- Moves the recent periods to end on `today` instead of `through`, unless they already do; returns
-- whether it moved them. Each period gains the days that enter it and loses the days that leave
-- it, read from the daily rows, so a day's move touches a few days of rows, however long the
-- periods or the gap. The exclusive advisory lock waits for writers in flight (their sales are
-- then committed, on days the move reads or within the periods already) and holds new ones until
-- it commits.
CREATE FUNCTION "dukkan_roll_recent_sales"(today date) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  old date;
BEGIN
  IF (SELECT through FROM recent_sales_state) >= today THEN
    RETURN false;
  END IF;
  PERFORM pg_advisory_xact_lock(7301420003);
  SELECT through INTO old FROM recent_sales_state;
  IF old >= today THEN
    RETURN false;
  END IF;
  INSERT INTO product_sales_recent AS s (window_days, product_id, quantity, revenue_halalas)
  SELECT m.days, m.product_id, sum(m.quantity), sum(m.revenue)
  FROM (
    SELECT w.days, d.product_id, d.quantity, d.revenue_halalas AS revenue
    FROM (VALUES (0), (7), (30), (90), (365)) AS w(days)
    JOIN product_sales_daily d
      ON d.day > (CASE WHEN w.days = 0 THEN old ELSE greatest(old, today - w.days) END)
      AND d.day <= today
    UNION ALL
    SELECT w.days, d.product_id, -d.quantity, -d.revenue_halalas
    FROM (VALUES (7), (30), (90), (365)) AS w(days)
    JOIN product_sales_daily d
      ON d.day > old - w.days AND d.day <= least(old, today - w.days)
  ) m
  GROUP BY 1, 2
  ORDER BY 2, 1
  ON CONFLICT (window_days, product_id) DO UPDATE SET
    quantity = s.quantity + excluded.quantity,
    revenue_halalas = s.revenue_halalas + excluded.revenue_halalas;
  DELETE FROM product_sales_recent WHERE quantity = 0 AND revenue_halalas = 0;
  UPDATE recent_sales_state SET through = today;
  RETURN true;
END $$;
--> statement-breakpoint
INSERT INTO recent_sales_state (singleton, through) VALUES (true, '1970-01-01');
--> statement-breakpoint
SELECT dukkan_roll_recent_sales((now() AT TIME ZONE 'Asia/Riyadh')::date);
