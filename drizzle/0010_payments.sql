CREATE TYPE "public"."payment_kind" AS ENUM('anticipo', 'saldo', 'reembolso');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('efectivo', 'spei', 'tarjeta', 'deposito', 'monedero', 'en_linea');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('pendiente', 'confirmado', 'fallido', 'expirado');--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'instalado' BEFORE 'entregado';--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" "payment_kind" NOT NULL,
	"method" "payment_method" NOT NULL,
	"status" "payment_status" DEFAULT 'confirmado' NOT NULL,
	"amount_cents" bigint NOT NULL,
	"reference" varchar(80),
	"paid_on" date NOT NULL,
	"provider" varchar(20) DEFAULT 'manual' NOT NULL,
	"provider_ref" varchar(120),
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payments_amount_positive" CHECK ("order_payments"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "estimated_date" date;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_provider_ref_uq" ON "order_payments" USING btree ("provider","provider_ref");