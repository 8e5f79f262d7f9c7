-- The row count of quotes and orders, kept by the database: the admin's unfiltered lists read it
-- instead of a count(*) over every row on every page. Statement-level triggers with transition
-- tables add or take away each statement's rows in one update (a bulk INSERT … SELECT is one
-- update, not one per row); TRUNCATE sets the total to 0. Works the same on PGlite (PostgreSQL 18).
CREATE TABLE "table_totals" (
	"table_name" text PRIMARY KEY NOT NULL,
	"total" bigint NOT NULL
);--> statement-breakpoint
CREATE FUNCTION "table_totals_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE table_totals SET total = total + (SELECT count(*) FROM new_rows) WHERE table_name = TG_TABLE_NAME;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE table_totals SET total = total - (SELECT count(*) FROM old_rows) WHERE table_name = TG_TABLE_NAME;
  ELSE
    UPDATE table_totals SET total = 0 WHERE table_name = TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The triggers come before the first count: creating them locks each table against writes until
-- the migration commits, so no row is written between the count and the first trigger.
CREATE TRIGGER "quotes_total_insert" AFTER INSERT ON "quotes" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "table_totals_count"();--> statement-breakpoint
CREATE TRIGGER "quotes_total_delete" AFTER DELETE ON "quotes" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "table_totals_count"();--> statement-breakpoint
CREATE TRIGGER "quotes_total_truncate" AFTER TRUNCATE ON "quotes" FOR EACH STATEMENT EXECUTE FUNCTION "table_totals_count"();--> statement-breakpoint
CREATE TRIGGER "orders_total_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "table_totals_count"();--> statement-breakpoint
CREATE TRIGGER "orders_total_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "table_totals_count"();--> statement-breakpoint
CREATE TRIGGER "orders_total_truncate" AFTER TRUNCATE ON "orders" FOR EACH STATEMENT EXECUTE FUNCTION "table_totals_count"();--> statement-breakpoint
INSERT INTO "table_totals" ("table_name", "total")
  SELECT 'quotes', count(*) FROM "quotes" UNION ALL SELECT 'orders', count(*) FROM "orders";
