CREATE TABLE "sales_items_monthly" (
	"month" date NOT NULL,
	"line" varchar(80),
	"fabric" varchar(80),
	"color" varchar(80),
	"pieces" bigint DEFAULT 0 NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_items_monthly_key" UNIQUE NULLS NOT DISTINCT("month","line","fabric","color")
);
--> statement-breakpoint
CREATE TABLE "sales_monthly" (
	"month" date NOT NULL,
	"distributor_id" integer,
	"user_id" integer,
	"orders" integer DEFAULT 0 NOT NULL,
	"billed_cents" bigint DEFAULT 0 NOT NULL,
	"quotes" integer DEFAULT 0 NOT NULL,
	"converted" integer DEFAULT 0 NOT NULL,
	"collected_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_monthly_key" UNIQUE NULLS NOT DISTINCT("month","distributor_id","user_id")
);
--> statement-breakpoint
CREATE INDEX "sales_monthly_distributor_idx" ON "sales_monthly" USING btree ("distributor_id");--> statement-breakpoint
CREATE INDEX "sales_monthly_user_idx" ON "sales_monthly" USING btree ("user_id");--> statement-breakpoint
-- The business summary's roll-ups (issue 28), kept by the database in the writer's own transaction:
-- - sales_monthly: by Mexico City's month × the sale's distributor × its customer: orders not
--   cancelled and their total (the order's month), quotes past draft and those an order came from
--   (the quote's month), the confirmed ledger, refunds taken off (the month of the day paid).
-- - sales_items_monthly: the pieces of orders not cancelled by month × line × fabric × colour.
-- Every change is an increment (INSERT … ON CONFLICT DO UPDATE SET x = x + excluded.x), never a
-- sum read again, so two writers of one key each add their own share. A figure that depends on
-- another table's row (an item's month is its order's; a payment's distributor is its order's; a
-- quote is converted when an order names it) locks that row first (FOR NO KEY UPDATE, as an UPDATE
-- of it does) and then reads it in a new statement, which in READ COMMITTED sees the latest
-- committed version: the writer of the other row either ran first (and moved what it saw) or waits.
-- Deletes of orders and quotes are BEFORE ROW: their items, payments and orders are removed or
-- unlinked by the foreign keys before an AFTER trigger would run, so the triggers of those rows skip
-- a parent that is gone. Works the same on PGlite (one connection, nothing concurrent).
CREATE FUNCTION "sales_month"(at timestamptz) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT date_trunc('month', at AT TIME ZONE 'America/Mexico_City')::date
$$;--> statement-breakpoint
CREATE FUNCTION "sales_day_month"(day date) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT date_trunc('month', day::timestamp)::date
$$;--> statement-breakpoint
-- +1 or -1 converted quote for each of these quotes that is past draft, at the quote's month and owners.
CREATE FUNCTION "sales_converted"(ids integer[], delta integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(ids), 0) = 0 THEN RETURN; END IF;
  PERFORM 1 FROM quotes WHERE id = ANY(ids) FOR NO KEY UPDATE;
  INSERT INTO sales_monthly AS s (month, distributor_id, user_id, converted)
    SELECT sales_month(created_at), distributor_id, user_id, delta * count(*) FROM quotes
    WHERE id = ANY(ids) AND status <> 'borrador' GROUP BY 1, 2, 3
  ON CONFLICT ON CONSTRAINT sales_monthly_key DO UPDATE SET converted = s.converted + excluded.converted;
END
$$;--> statement-breakpoint
-- Orders inserted or updated: their own count and total; on update also what moves with them: their
-- items (month placed or cancelled changed), their payments (distributor or customer changed) and the
-- quote they came from. Each branch names only the transition tables its trigger has.
CREATE FUNCTION "sales_orders_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO sales_monthly AS s (month, distributor_id, user_id, orders, billed_cents)
      SELECT sales_month(created_at), distributor_id, user_id, count(*), sum(total_cents) FROM new_rows
      WHERE status <> 'cancelado' GROUP BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT sales_monthly_key DO UPDATE
      SET orders = s.orders + excluded.orders, billed_cents = s.billed_cents + excluded.billed_cents;
    PERFORM sales_converted(array(SELECT quote_id FROM new_rows WHERE quote_id IS NOT NULL), 1);
    RETURN NULL;
  END IF;
  INSERT INTO sales_monthly AS s (month, distributor_id, user_id, orders, billed_cents)
    SELECT month, d, u, sum(n), sum(cents) FROM (
        SELECT sales_month(created_at) AS month, distributor_id AS d, user_id AS u, -1 AS n, -total_cents AS cents
        FROM old_rows WHERE status <> 'cancelado'
        UNION ALL SELECT sales_month(created_at), distributor_id, user_id, 1, total_cents
        FROM new_rows WHERE status <> 'cancelado') x
    GROUP BY 1, 2, 3 HAVING sum(n) <> 0 OR sum(cents) <> 0
  ON CONFLICT ON CONSTRAINT sales_monthly_key DO UPDATE
    SET orders = s.orders + excluded.orders, billed_cents = s.billed_cents + excluded.billed_cents;
  INSERT INTO sales_items_monthly AS s (month, line, fabric, color, pieces, amount_cents)
    SELECT month, line, fabric, color, sum(pieces), sum(amount) FROM (
        SELECT CASE WHEN k.sign < 0 THEN sales_month(o.created_at) ELSE sales_month(n.created_at) END AS month,
          i.line, i.fabric, i.color, k.sign * i.quantity AS pieces, k.sign * i.amount_cents AS amount
        FROM old_rows o JOIN new_rows n ON n.id = o.id
          CROSS JOIN (VALUES (-1), (1)) k(sign)
          JOIN order_item_sales i ON i.order_id = o.id
        WHERE (sales_month(o.created_at), o.status <> 'cancelado') IS DISTINCT FROM (sales_month(n.created_at), n.status <> 'cancelado')
          AND CASE WHEN k.sign < 0 THEN o.status ELSE n.status END <> 'cancelado') x
    GROUP BY 1, 2, 3, 4 HAVING sum(pieces) <> 0 OR sum(amount) <> 0
  ON CONFLICT ON CONSTRAINT sales_items_monthly_key DO UPDATE
    SET pieces = s.pieces + excluded.pieces, amount_cents = s.amount_cents + excluded.amount_cents;
  INSERT INTO sales_monthly AS s (month, distributor_id, user_id, collected_cents)
    SELECT month, d, u, sum(cents) FROM (
        SELECT sales_day_month(p.paid_on) AS month,
          CASE WHEN k.sign < 0 THEN o.distributor_id ELSE n.distributor_id END AS d,
          CASE WHEN k.sign < 0 THEN o.user_id ELSE n.user_id END AS u,
          k.sign * order_paid_share(p.kind, p.status, p.amount_cents) AS cents
        FROM old_rows o JOIN new_rows n ON n.id = o.id
          CROSS JOIN (VALUES (-1), (1)) k(sign)
          JOIN order_payments p ON p.order_id = o.id AND p.status = 'confirmado'
        WHERE (o.distributor_id, o.user_id) IS DISTINCT FROM (n.distributor_id, n.user_id)) x
    GROUP BY 1, 2, 3 HAVING sum(cents) <> 0
  ON CONFLICT ON CONSTRAINT sales_monthly_key DO UPDATE SET collected_cents = s.collected_cents + excluded.collected_cents;
  PERFORM sales_converted(array(SELECT o.quote_id FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE o.quote_id IS DISTINCT FROM n.quote_id AND o.quote_id IS NOT NULL), -1);
  PERFORM sales_converted(array(SELECT n.quote_id FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE o.quote_id IS DISTINCT FROM n.quote_id AND n.quote_id IS NOT NULL), 1);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- An order deleted takes off all it counted, before the foreign keys remove its items and payments.
CREATE FUNCTION "sales_orders_forget"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status <> 'cancelado' THEN
    INSERT INTO sales_monthly AS s (month, distributor_id, user_id, orders, billed_cents)
      VALUES (sales_month(OLD.created_at), OLD.distributor_id, OLD.user_id, -1, -OLD.total_cents)
    ON CONFLICT ON CONSTRAINT sales_monthly_key DO UPDATE
      SET orders = s.orders + excluded.orders, billed_cents = s.billed_cents + excluded.billed_cents;
    INSERT INTO sales_items_monthly AS s (month, line, fabric, color, pieces, amount_cents)
      SELECT sales_month(OLD.created_at), line, fabric, color, -sum(quantity), -sum(amount_cents)
      FROM order_item_sales WHERE order_id = OLD.id GROUP BY 2, 3, 4
    ON CONFLICT ON CONSTRAINT sales_items_monthly_key DO UPDATE
      SET pieces = s.pieces + excluded.pieces, amount_cents = s.amount_cents + excluded.amount_cents;
  END IF;
  INSERT INTO sales_monthly AS s (month, distributor_id, user_id, collected_cents)
    SELECT sales_day_month(paid_on), OLD.distributor_id, OLD.user_id, -sum(order_paid_share(kind, status, amount_cents))
    FROM order_payments WHERE order_id = OLD.id AND status = 'confirmado' GROUP BY 1
  ON CONFLICT ON CONSTRAINT sales_monthly_key DO UPDATE SET collected_cents = s.collected_cents + excluded.collected_cents;
  IF OLD.quote_id IS NOT NULL THEN PERFORM sales_converted(ARRAY[OLD.quote_id], -1); END IF;
  RETURN OLD;
END
$$;--> statement-breakpoint
-- Quotes past draft by their month and owners, each converted when an order names it.
CREATE FUNCTION "sales_quotes_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO sales_monthly AS s (month, distributor_id, user_id, quotes, converted)
      SELECT sales_month(created_at), distributor_id, user_id, count(*),
        count(*) FILTER (WHERE EXISTS (SELECT 1 FROM orders o WHERE o.quote_id = r.id))
      FROM new_rows r WHERE status <> 'borrador' GROUP BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT sales_monthly_key DO UPDATE
      SET quotes = s.quotes + excluded.quotes, converted = s.converted + excluded.converted;
    RETURN NULL;
  END IF;
  INSERT INTO sales_monthly AS s (month, distributor_id, user_id, quotes, converted)
    SELECT month, d, u, sum(n), sum(n * ordered) FROM (
        SELECT sales_month(created_at) AS month, distributor_id AS d, user_id AS u, -1 AS n, id FROM old_rows WHERE status <> 'borrador'
        UNION ALL SELECT sales_month(created_at), distributor_id, user_id, 1, id FROM new_rows WHERE status <> 'borrador') x
      CROSS JOIN LATERAL (SELECT (EXISTS (SELECT 1 FROM orders o WHERE o.quote_id = x.id))::int AS ordered) e
    GROUP BY 1, 2, 3 HAVING sum(n) <> 0 OR sum(n * ordered) <> 0
  ON CONFLICT ON CONSTRAINT sales_monthly_key DO UPDATE
    SET quotes = s.quotes + excluded.quotes, converted = s.converted + excluded.converted;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A quote deleted takes off its count (and its conversion) before its order lets go of it.
CREATE FUNCTION "sales_quotes_forget"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status <> 'borrador' THEN
    INSERT INTO sales_monthly AS s (month, distributor_id, user_id, quotes, converted)
      VALUES (sales_month(OLD.created_at), OLD.distributor_id, OLD.user_id, -1,
        -(EXISTS (SELECT 1 FROM orders o WHERE o.quote_id = OLD.id))::int)
    ON CONFLICT ON CONSTRAINT sales_monthly_key DO UPDATE
      SET quotes = s.quotes + excluded.quotes, converted = s.converted + excluded.converted;
  END IF;
  RETURN OLD;
END
$$;--> statement-breakpoint
-- Items: their pieces at their order's month, unless it is cancelled (or gone: deleted with it).
CREATE FUNCTION "sales_items_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM 1 FROM orders WHERE id IN (SELECT order_id FROM new_rows) FOR NO KEY UPDATE;
    INSERT INTO sales_items_monthly AS s (month, line, fabric, color, pieces, amount_cents)
      SELECT sales_month(o.created_at), left(i.config->>'line', 80), left(i.config->>'fabric', 80),
        left(i.config->>'color', 80), sum(i.quantity), sum(i.line_total_cents)
      FROM new_rows i JOIN orders o ON o.id = i.order_id WHERE o.status <> 'cancelado' GROUP BY 1, 2, 3, 4
    ON CONFLICT ON CONSTRAINT sales_items_monthly_key DO UPDATE
      SET pieces = s.pieces + excluded.pieces, amount_cents = s.amount_cents + excluded.amount_cents;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM 1 FROM orders WHERE id IN (SELECT order_id FROM old_rows) FOR NO KEY UPDATE;
    INSERT INTO sales_items_monthly AS s (month, line, fabric, color, pieces, amount_cents)
      SELECT sales_month(o.created_at), left(i.config->>'line', 80), left(i.config->>'fabric', 80),
        left(i.config->>'color', 80), -sum(i.quantity), -sum(i.line_total_cents)
      FROM old_rows i JOIN orders o ON o.id = i.order_id WHERE o.status <> 'cancelado' GROUP BY 1, 2, 3, 4
    ON CONFLICT ON CONSTRAINT sales_items_monthly_key DO UPDATE
      SET pieces = s.pieces + excluded.pieces, amount_cents = s.amount_cents + excluded.amount_cents;
  ELSE
    PERFORM 1 FROM orders WHERE id IN (SELECT order_id FROM old_rows UNION SELECT order_id FROM new_rows) FOR NO KEY UPDATE;
    INSERT INTO sales_items_monthly AS s (month, line, fabric, color, pieces, amount_cents)
      SELECT month, line, fabric, color, sum(pieces), sum(amount) FROM (
          SELECT sales_month(o.created_at) AS month, left(i.config->>'line', 80) AS line, left(i.config->>'fabric', 80) AS fabric,
            left(i.config->>'color', 80) AS color, -i.quantity AS pieces, -i.line_total_cents AS amount
          FROM old_rows i JOIN orders o ON o.id = i.order_id WHERE o.status <> 'cancelado'
          UNION ALL SELECT sales_month(o.created_at), left(i.config->>'line', 80), left(i.config->>'fabric', 80),
            left(i.config->>'color', 80), i.quantity, i.line_total_cents
          FROM new_rows i JOIN orders o ON o.id = i.order_id WHERE o.status <> 'cancelado') x
      GROUP BY 1, 2, 3, 4 HAVING sum(pieces) <> 0 OR sum(amount) <> 0
    ON CONFLICT ON CONSTRAINT sales_items_monthly_key DO UPDATE
      SET pieces = s.pieces + excluded.pieces, amount_cents = s.amount_cents + excluded.amount_cents;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The ledger: what it collected, in the month of the day paid, under its order's distributor and customer.
CREATE FUNCTION "sales_payments_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM 1 FROM orders WHERE id IN (SELECT order_id FROM new_rows) FOR NO KEY UPDATE;
    INSERT INTO sales_monthly AS s (month, distributor_id, user_id, collected_cents)
      SELECT sales_day_month(p.paid_on), o.distributor_id, o.user_id, sum(order_paid_share(p.kind, p.status, p.amount_cents))
      FROM new_rows p JOIN orders o ON o.id = p.order_id WHERE p.status = 'confirmado' GROUP BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT sales_monthly_key DO UPDATE SET collected_cents = s.collected_cents + excluded.collected_cents;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM 1 FROM orders WHERE id IN (SELECT order_id FROM old_rows) FOR NO KEY UPDATE;
    INSERT INTO sales_monthly AS s (month, distributor_id, user_id, collected_cents)
      SELECT sales_day_month(p.paid_on), o.distributor_id, o.user_id, -sum(order_paid_share(p.kind, p.status, p.amount_cents))
      FROM old_rows p JOIN orders o ON o.id = p.order_id WHERE p.status = 'confirmado' GROUP BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT sales_monthly_key DO UPDATE SET collected_cents = s.collected_cents + excluded.collected_cents;
  ELSE
    PERFORM 1 FROM orders WHERE id IN (SELECT order_id FROM old_rows UNION SELECT order_id FROM new_rows) FOR NO KEY UPDATE;
    INSERT INTO sales_monthly AS s (month, distributor_id, user_id, collected_cents)
      SELECT month, d, u, sum(cents) FROM (
          SELECT sales_day_month(p.paid_on) AS month, o.distributor_id AS d, o.user_id AS u,
            -order_paid_share(p.kind, p.status, p.amount_cents) AS cents
          FROM old_rows p JOIN orders o ON o.id = p.order_id WHERE p.status = 'confirmado'
          UNION ALL SELECT sales_day_month(p.paid_on), o.distributor_id, o.user_id, order_paid_share(p.kind, p.status, p.amount_cents)
          FROM new_rows p JOIN orders o ON o.id = p.order_id WHERE p.status = 'confirmado') x
      GROUP BY 1, 2, 3 HAVING sum(cents) <> 0
    ON CONFLICT ON CONSTRAINT sales_monthly_key DO UPDATE SET collected_cents = s.collected_cents + excluded.collected_cents;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The triggers before the backfill: creating them locks each table against writes until the
-- migration commits, so no row is written between the copy and the first trigger. The ledger's are
-- named to fire before order_paid's (triggers of one event fire by name): the order is locked before
-- its order_paid row, the order the services take them in, so the two cannot wait on each other.
CREATE TRIGGER "sales_orders_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sales_orders_move"();--> statement-breakpoint
CREATE TRIGGER "sales_orders_update" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sales_orders_move"();--> statement-breakpoint
CREATE TRIGGER "sales_orders_delete" BEFORE DELETE ON "orders" FOR EACH ROW EXECUTE FUNCTION "sales_orders_forget"();--> statement-breakpoint
CREATE TRIGGER "sales_quotes_insert" AFTER INSERT ON "quotes" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sales_quotes_move"();--> statement-breakpoint
CREATE TRIGGER "sales_quotes_update" AFTER UPDATE ON "quotes" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sales_quotes_move"();--> statement-breakpoint
CREATE TRIGGER "sales_quotes_delete" BEFORE DELETE ON "quotes" FOR EACH ROW EXECUTE FUNCTION "sales_quotes_forget"();--> statement-breakpoint
CREATE TRIGGER "sales_items_insert" AFTER INSERT ON "order_items" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sales_items_move"();--> statement-breakpoint
CREATE TRIGGER "sales_items_update" AFTER UPDATE ON "order_items" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sales_items_move"();--> statement-breakpoint
CREATE TRIGGER "sales_items_delete" AFTER DELETE ON "order_items" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "sales_items_move"();--> statement-breakpoint
CREATE TRIGGER "order_ledger_sales_insert" AFTER INSERT ON "order_payments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sales_payments_move"();--> statement-breakpoint
CREATE TRIGGER "order_ledger_sales_update" AFTER UPDATE ON "order_payments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sales_payments_move"();--> statement-breakpoint
CREATE TRIGGER "order_ledger_sales_delete" AFTER DELETE ON "order_payments" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "sales_payments_move"();--> statement-breakpoint
INSERT INTO sales_monthly (month, distributor_id, user_id, orders, billed_cents, quotes, converted, collected_cents)
  SELECT month, d, u, sum(orders), sum(billed), sum(quotes), sum(converted), sum(collected) FROM (
      SELECT sales_month(created_at) AS month, distributor_id AS d, user_id AS u, 1 AS orders, total_cents::bigint AS billed,
        0 AS quotes, 0 AS converted, 0::bigint AS collected
      FROM orders WHERE status <> 'cancelado'
      UNION ALL SELECT sales_month(q.created_at), q.distributor_id, q.user_id, 0, 0, 1,
        (EXISTS (SELECT 1 FROM orders o WHERE o.quote_id = q.id))::int, 0
      FROM quotes q WHERE q.status <> 'borrador'
      UNION ALL SELECT sales_day_month(p.paid_on), o.distributor_id, o.user_id, 0, 0, 0, 0,
        order_paid_share(p.kind, p.status, p.amount_cents)
      FROM order_payments p JOIN orders o ON o.id = p.order_id WHERE p.status = 'confirmado') x
  GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO sales_items_monthly (month, line, fabric, color, pieces, amount_cents)
  SELECT sales_month(o.created_at), s.line, s.fabric, s.color, sum(s.quantity), sum(s.amount_cents)
  FROM order_item_sales s JOIN orders o ON o.id = s.order_id WHERE o.status <> 'cancelado' GROUP BY 1, 2, 3, 4;
