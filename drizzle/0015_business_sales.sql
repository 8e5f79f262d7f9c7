-- Two narrow tables the business summary reads, kept by the database so no writer has to:
-- - order_item_sales: what each order item sold (line, fabric, colour, pieces, amount). At 100× the
--   demo order_items is ~150 MB (configuration and price breakdown per row), and adding up a year's
--   pieces read all of it (0.5–0.8 s on PostgreSQL).
-- - order_paid: what each order's confirmed ledger rows add up to, refunds taken off (as
--   services/payments.ts' paidCents), so what orders still owe is one pass over the orders.
-- Statement-level triggers with transition tables: a bulk INSERT … SELECT is one statement, not
-- one per row. order_paid moves by each statement's difference (added minus taken away), never by
-- a sum read again: two transactions writing one order's ledger at once each add their own share.
-- A deleted item or order takes its rows along (ON DELETE CASCADE). Works the same on PGlite.
CREATE TABLE "order_item_sales" (
	"order_item_id" integer PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"line" varchar(80),
	"fabric" varchar(80),
	"color" varchar(80),
	"quantity" integer NOT NULL,
	"amount_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_paid" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"paid_cents" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_item_sales" ADD CONSTRAINT "order_item_sales_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_sales" ADD CONSTRAINT "order_item_sales_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_paid" ADD CONSTRAINT "order_paid_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_item_sales_order_idx" ON "order_item_sales" USING btree ("order_id");
--> statement-breakpoint
CREATE FUNCTION "order_item_sales_copy"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_item_sales (order_item_id, order_id, line, fabric, color, quantity, amount_cents)
    SELECT id, order_id, left(config->>'line', 80), left(config->>'fabric', 80), left(config->>'color', 80),
      quantity, line_total_cents FROM new_rows
  ON CONFLICT (order_item_id) DO UPDATE SET order_id = excluded.order_id, line = excluded.line,
    fabric = excluded.fabric, color = excluded.color, quantity = excluded.quantity, amount_cents = excluded.amount_cents;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- What a ledger row counts toward its order: a confirmed payment adds, a confirmed refund takes off.
CREATE FUNCTION "order_paid_share"(kind payment_kind, status payment_status, amount bigint) RETURNS bigint
  LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN status <> 'confirmado' THEN 0 WHEN kind = 'reembolso' THEN -amount ELSE amount END
$$;--> statement-breakpoint
-- Each branch names only the transition tables its trigger has (a statement is planned when it runs).
CREATE FUNCTION "order_paid_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_paid (order_id, paid_cents)
      SELECT order_id, sum(order_paid_share(kind, status, amount_cents)) FROM new_rows
      WHERE EXISTS (SELECT 1 FROM orders o WHERE o.id = order_id) GROUP BY order_id
    ON CONFLICT (order_id) DO UPDATE SET paid_cents = order_paid.paid_cents + excluded.paid_cents;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO order_paid (order_id, paid_cents)
      SELECT order_id, -sum(order_paid_share(kind, status, amount_cents)) FROM old_rows
      WHERE EXISTS (SELECT 1 FROM orders o WHERE o.id = order_id) GROUP BY order_id
    ON CONFLICT (order_id) DO UPDATE SET paid_cents = order_paid.paid_cents + excluded.paid_cents;
  ELSE
    INSERT INTO order_paid (order_id, paid_cents)
      SELECT order_id, sum(cents) FROM (
          SELECT order_id, order_paid_share(kind, status, amount_cents) AS cents FROM new_rows
          UNION ALL SELECT order_id, -order_paid_share(kind, status, amount_cents) FROM old_rows) d
      WHERE EXISTS (SELECT 1 FROM orders o WHERE o.id = d.order_id) GROUP BY order_id
    ON CONFLICT (order_id) DO UPDATE SET paid_cents = order_paid.paid_cents + excluded.paid_cents;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The triggers before the copies of the rows already there: creating them locks each table against
-- writes until the migration commits, so no row is written between the copy and the first trigger.
CREATE TRIGGER "order_item_sales_insert" AFTER INSERT ON "order_items" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "order_item_sales_copy"();--> statement-breakpoint
CREATE TRIGGER "order_item_sales_update" AFTER UPDATE ON "order_items" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "order_item_sales_copy"();--> statement-breakpoint
CREATE TRIGGER "order_paid_insert" AFTER INSERT ON "order_payments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "order_paid_move"();--> statement-breakpoint
CREATE TRIGGER "order_paid_update" AFTER UPDATE ON "order_payments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "order_paid_move"();--> statement-breakpoint
CREATE TRIGGER "order_paid_delete" AFTER DELETE ON "order_payments" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "order_paid_move"();--> statement-breakpoint
INSERT INTO order_item_sales (order_item_id, order_id, line, fabric, color, quantity, amount_cents)
  SELECT id, order_id, left(config->>'line', 80), left(config->>'fabric', 80), left(config->>'color', 80),
    quantity, line_total_cents FROM order_items;--> statement-breakpoint
INSERT INTO order_paid (order_id, paid_cents)
  SELECT order_id, sum(order_paid_share(kind, status, amount_cents)) FROM order_payments GROUP BY order_id;
