ALTER TYPE "public"."quote_status" ADD VALUE 'cambios' BEFORE 'aceptada';--> statement-breakpoint
CREATE TABLE "quote_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"action" varchar(32) NOT NULL,
	"from_status" "quote_status",
	"to_status" "quote_status" NOT NULL,
	"version" smallint,
	"actor_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"version" smallint NOT NULL,
	"items" jsonb NOT NULL,
	"subtotal_cents" bigint NOT NULL,
	"discount_bps" smallint NOT NULL,
	"discount_cents" bigint NOT NULL,
	"tax_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"customer_note" text,
	"valid_until" timestamp with time zone NOT NULL,
	"sent_by" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quote_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quote_version" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deposit_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "discount_bps" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "discount_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "customer_note" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "discount_limit_bps" smallint;--> statement-breakpoint
ALTER TABLE "quote_events" ADD CONSTRAINT "quote_events_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_events" ADD CONSTRAINT "quote_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_versions" ADD CONSTRAINT "quote_versions_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_versions" ADD CONSTRAINT "quote_versions_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_events_quote_idx" ON "quote_events" USING btree ("quote_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_versions_quote_version_uq" ON "quote_versions" USING btree ("quote_id","version");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_quote_uq" ON "orders" USING btree ("quote_id");--> statement-breakpoint
-- Quotes already sent before versions existed: what the customer was sent becomes version 1.
INSERT INTO "quote_versions" ("quote_id", "version", "items", "subtotal_cents", "discount_bps", "discount_cents", "tax_cents", "total_cents", "valid_until", "sent_at")
SELECT q."id", 1,
  (SELECT jsonb_agg(jsonb_build_object('id', i."id", 'position', i."position", 'config', i."config", 'description', i."description", 'quantity', i."quantity", 'billableAreaM2', i."billable_area_m_2", 'unitPriceCents', i."unit_price_cents", 'lineTotalCents', i."line_total_cents", 'breakdown', i."breakdown") ORDER BY i."position") FROM "quote_items" i WHERE i."quote_id" = q."id"),
  q."subtotal_cents", 0, 0, q."tax_cents", q."total_cents", q."valid_until", q."updated_at"
FROM "quotes" q
WHERE q."status" IN ('enviada', 'aceptada', 'rechazada') AND EXISTS (SELECT 1 FROM "quote_items" i WHERE i."quote_id" = q."id");
