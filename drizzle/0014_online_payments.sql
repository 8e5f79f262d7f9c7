CREATE TABLE "online_checkouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" "payment_kind" NOT NULL,
	"amount_cents" bigint NOT NULL,
	"provider" varchar(20) NOT NULL,
	"session_id" varchar(255) NOT NULL,
	"payment_intent" varchar(255),
	"url" text NOT NULL,
	"status" varchar(12) DEFAULT 'abierta' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_customers" (
	"user_id" integer NOT NULL,
	"provider" varchar(20) NOT NULL,
	"customer_ref" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_customers_user_id_provider_pk" PRIMARY KEY("user_id","provider")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" varchar(20) NOT NULL,
	"event_id" varchar(255) NOT NULL,
	"type" varchar(80) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "channel" varchar(12);--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "installments" smallint;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "voucher_url" text;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "amount_remaining_cents" bigint;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "refund_of_id" integer;--> statement-breakpoint
ALTER TABLE "online_checkouts" ADD CONSTRAINT "online_checkouts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_checkouts" ADD CONSTRAINT "online_checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "online_checkouts_session_uq" ON "online_checkouts" USING btree ("provider","session_id");--> statement-breakpoint
CREATE INDEX "online_checkouts_order_idx" ON "online_checkouts" USING btree ("order_id","status");--> statement-breakpoint
CREATE INDEX "online_checkouts_intent_idx" ON "online_checkouts" USING btree ("payment_intent");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_event_uq" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_refund_of_id_order_payments_id_fk" FOREIGN KEY ("refund_of_id") REFERENCES "public"."order_payments"("id") ON DELETE set null ON UPDATE no action;