CREATE SEQUENCE "public"."sales_version" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "catalog_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_version_one_row" CHECK ("catalog_version"."id")
);
--> statement-breakpoint
INSERT INTO "catalog_version" ("id", "version") VALUES (true, 0);--> statement-breakpoint
-- The catalog's version (catalog.tables.ts) moves once per transaction that changed what a shopper's
-- list can show: a product's search row (it mirrors every column a list filters or sorts by, its
-- names and its variants' terms, migrations 0020 and 0024), a category (the tree a category's page
-- spans, the filter panel's names) or a brand (its names). The triggers are deferred to commit: the
-- row is then locked only for the instant of the commit, after the transaction's own locks are all
-- taken, so two writers can queue on it but never deadlock, and a reader that sees the old version
-- also sees the old rows (the same snapshot). A stock write that does not sell a product out or
-- bring it back never gets here (its search row is not written).
CREATE FUNCTION dukkan_bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('dukkan.catalog_version_bumped', true) IS DISTINCT FROM 'on' THEN
    UPDATE catalog_version SET version = version + 1;
    PERFORM set_config('dukkan.catalog_version_bumped', 'on', true);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER product_search_catalog_version AFTER INSERT OR UPDATE OR DELETE
  ON product_search DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION dukkan_bump_catalog_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER categories_catalog_version AFTER INSERT OR UPDATE OR DELETE
  ON categories DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION dukkan_bump_catalog_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER brands_catalog_version AFTER INSERT OR UPDATE OR DELETE
  ON brands DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION dukkan_bump_catalog_version();
--> statement-breakpoint
-- A constraint trigger cannot watch TRUNCATE (tests and resets use it): a plain one, at once.
CREATE TRIGGER product_search_catalog_version_truncate AFTER TRUNCATE ON product_search
  FOR EACH STATEMENT EXECUTE FUNCTION dukkan_bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER categories_catalog_version_truncate AFTER TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION dukkan_bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER brands_catalog_version_truncate AFTER TRUNCATE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION dukkan_bump_catalog_version();
--> statement-breakpoint
-- Sales (best selling) move with every order: a number from a sequence, which never waits, taken
-- at commit like the catalog's.
CREATE FUNCTION dukkan_bump_sales_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('sales_version');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER products_sales_version AFTER UPDATE OF sold_count ON products
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.sold_count IS DISTINCT FROM NEW.sold_count)
  EXECUTE FUNCTION dukkan_bump_sales_version();
