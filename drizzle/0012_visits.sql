CREATE TYPE "public"."visit_kind" AS ENUM('medicion', 'instalacion');--> statement-breakpoint
CREATE TYPE "public"."visit_status" AS ENUM('programada', 'realizada', 'cancelada');--> statement-breakpoint
CREATE TABLE "visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"distributor_id" integer NOT NULL,
	"kind" "visit_kind" NOT NULL,
	"status" "visit_status" DEFAULT 'programada' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"quote_id" integer,
	"order_id" integer,
	"customer_id" integer,
	"contact_name" varchar(120),
	"contact_email" varchar(190),
	"contact_phone" varchar(30),
	"address" varchar(255),
	"notes" text,
	"sequence" smallint DEFAULT 0 NOT NULL,
	"cancel_reason" varchar(255),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_distributor_id_users_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visits_distributor_starts_idx" ON "visits" USING btree ("distributor_id","starts_at");--> statement-breakpoint
CREATE INDEX "visits_quote_idx" ON "visits" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "visits_order_idx" ON "visits" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "visits_customer_idx" ON "visits" USING btree ("customer_id");