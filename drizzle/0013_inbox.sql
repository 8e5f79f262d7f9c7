CREATE TYPE "public"."inbox_kind" AS ENUM('cotizacion', 'mensaje', 'visita');--> statement-breakpoint
CREATE TYPE "public"."inbox_status" AS ENUM('nuevo', 'contactado', 'convertido', 'cerrado');--> statement-breakpoint
CREATE TABLE "inbox_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"from_status" "inbox_status",
	"to_status" "inbox_status" NOT NULL,
	"actor_id" integer,
	"note" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "inbox_kind" NOT NULL,
	"status" "inbox_status" DEFAULT 'nuevo' NOT NULL,
	"quote_id" integer,
	"message_id" integer,
	"close_reason" varchar(255),
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inbox_events" ADD CONSTRAINT "inbox_events_request_id_inbox_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."inbox_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_events" ADD CONSTRAINT "inbox_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_requests" ADD CONSTRAINT "inbox_requests_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_requests" ADD CONSTRAINT "inbox_requests_message_id_contact_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_events_request_idx" ON "inbox_events" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_requests_quote_idx" ON "inbox_requests" USING btree ("quote_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_requests_message_idx" ON "inbox_requests" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "inbox_requests_created_idx" ON "inbox_requests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- The requests already received: quotes requested (by their 'request' step) and contact messages.
-- Those of the last 30 days wait as new; older ones are closed, as the dealer has surely answered.
INSERT INTO "inbox_requests" ("kind", "status", "quote_id", "close_reason", "status_changed_at", "created_at")
SELECT 'cotizacion',
       CASE WHEN q."status" <> 'solicitada' THEN 'convertido'::"inbox_status"
            WHEN q."created_at" > now() - interval '30 days' THEN 'nuevo'::"inbox_status"
            ELSE 'cerrado'::"inbox_status" END,
       q."id",
       CASE WHEN q."status" = 'solicitada' AND q."created_at" <= now() - interval '30 days'
            THEN 'Recibida antes de la bandeja de solicitudes' END,
       q."updated_at", q."created_at"
FROM "quotes" q
WHERE q."status" = 'solicitada'
   OR EXISTS (SELECT 1 FROM "quote_events" e WHERE e."quote_id" = q."id" AND e."action" = 'request');
--> statement-breakpoint
INSERT INTO "inbox_requests" ("kind", "status", "message_id", "close_reason", "status_changed_at", "created_at")
SELECT 'mensaje',
       CASE WHEN m."created_at" > now() - interval '30 days' THEN 'nuevo'::"inbox_status" ELSE 'cerrado'::"inbox_status" END,
       m."id",
       CASE WHEN m."created_at" <= now() - interval '30 days' THEN 'Recibida antes de la bandeja de solicitudes' END,
       m."created_at", m."created_at"
FROM "contact_messages" m;
