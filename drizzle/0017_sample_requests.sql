ALTER TYPE "public"."inbox_kind" ADD VALUE 'muestras';--> statement-breakpoint
CREATE TABLE "sample_request_colors" (
	"request_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"color_id" integer,
	"line_slug" varchar(40) NOT NULL,
	"fabric_name" varchar(100) NOT NULL,
	"color_name" varchar(80) NOT NULL,
	"hex" varchar(7) NOT NULL,
	"stripe_hex" varchar(7),
	CONSTRAINT "sample_request_colors_request_id_position_pk" PRIMARY KEY("request_id","position")
);
--> statement-breakpoint
CREATE TABLE "sample_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"folio" varchar(20) NOT NULL,
	"name" varchar(120) NOT NULL,
	"email" varchar(190) NOT NULL,
	"phone" varchar(30) NOT NULL,
	"state_id" smallint NOT NULL,
	"municipality_id" integer NOT NULL,
	"address" varchar(255) NOT NULL,
	"postal_code" varchar(5) NOT NULL,
	"dealer_id" integer,
	"ip" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sample_requests_folio_unique" UNIQUE("folio")
);
--> statement-breakpoint
ALTER TABLE "inbox_requests" ADD COLUMN "sample_request_id" integer;--> statement-breakpoint
ALTER TABLE "sample_request_colors" ADD CONSTRAINT "sample_request_colors_request_id_sample_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."sample_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_request_colors" ADD CONSTRAINT "sample_request_colors_color_id_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."colors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_requests" ADD CONSTRAINT "sample_requests_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_requests" ADD CONSTRAINT "sample_requests_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_requests" ADD CONSTRAINT "sample_requests_dealer_id_users_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sample_request_colors_line_idx" ON "sample_request_colors" USING btree ("line_slug");--> statement-breakpoint
CREATE INDEX "sample_requests_dealer_idx" ON "sample_requests" USING btree ("dealer_id","created_at");--> statement-breakpoint
CREATE INDEX "sample_requests_created_idx" ON "sample_requests" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "inbox_requests" ADD CONSTRAINT "inbox_requests_sample_request_id_sample_requests_id_fk" FOREIGN KEY ("sample_request_id") REFERENCES "public"."sample_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_requests_sample_idx" ON "inbox_requests" USING btree ("sample_request_id");