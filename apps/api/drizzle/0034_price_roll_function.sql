-- The roll of stored prices (catalog/product-pricing.ts, rollProductPrices): every reader that
-- filters or sorts by the price paid now runs it first, so it was an UPDATE planned on every
-- request (a plan made without the instant would guess a third of the catalog due), about a third
-- of PostgreSQL's time for such a list (bench/RESULTS.md, 2026-11-28). As a function, the caller's
-- statement is planned once per connection, and the body's plans are made once too: a probe of
-- the partial index on `price_changes_at`, then one update by primary key per due row, whatever
-- the instant. Rows another transaction holds are skipped, as before; the next roll takes them.
CREATE FUNCTION dukkan_roll_prices(at timestamptz) RETURNS integer
LANGUAGE plpgsql VOLATILE
SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  due record;
  rolled integer := 0;
BEGIN
  FOR due IN
    SELECT id FROM products WHERE price_changes_at <= at ORDER BY id FOR UPDATE SKIP LOCKED
  LOOP
    UPDATE products SET
      effective_price_halalas = dukkan_price_paid(price_halalas, discount_type,
        discount_value_hundredths, discount_starts_at, discount_ends_at, at),
      discount_active = dukkan_discount_active(discount_type, discount_starts_at, discount_ends_at, at),
      price_changes_at = dukkan_price_changes_at(discount_type, discount_starts_at, discount_ends_at, at)
    WHERE id = due.id;
    rolled := rolled + 1;
  END LOOP;
  RETURN rolled;
END $$;
