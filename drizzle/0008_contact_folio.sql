-- Contact messages get a folio like quotes and orders (MSJ-2026-000001). Messages already stored are
-- numbered in the order they arrived within their year (UTC, as nextFolio counts), and each year's
-- counter continues after them.
ALTER TABLE "contact_messages" ADD COLUMN "folio" varchar(20);--> statement-breakpoint
UPDATE "contact_messages" AS m SET "folio" = n."folio"
FROM (
  SELECT "id", 'MSJ-' || extract(year FROM "created_at" AT TIME ZONE 'UTC')::int || '-'
    || lpad((row_number() OVER (PARTITION BY extract(year FROM "created_at" AT TIME ZONE 'UTC') ORDER BY "id"))::text, 6, '0') AS "folio"
  FROM "contact_messages"
) AS n
WHERE n."id" = m."id";--> statement-breakpoint
INSERT INTO "folio_counters" ("scope", "last_value")
SELECT left("folio", 8), count(*) FROM "contact_messages" GROUP BY left("folio", 8)
ON CONFLICT ("scope") DO UPDATE SET "last_value" = greatest("folio_counters"."last_value", excluded."last_value");--> statement-breakpoint
ALTER TABLE "contact_messages" ALTER COLUMN "folio" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_folio_unique" UNIQUE("folio");
