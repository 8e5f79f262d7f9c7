CREATE TABLE "catalog_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(64) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"widths" jsonb NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_images_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "dealer_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"slug" varchar(120) NOT NULL,
	"opening_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealer_profiles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "awning_models" ADD COLUMN "image_id" integer;--> statement-breakpoint
ALTER TABLE "awning_models" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "colors" ADD COLUMN "stripe_hex" varchar(7);--> statement-breakpoint
ALTER TABLE "colors" ADD COLUMN "image_id" integer;--> statement-breakpoint
ALTER TABLE "colors" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "fabrics" ADD COLUMN "image_id" integer;--> statement-breakpoint
ALTER TABLE "fabrics" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "valid_from" date;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "valid_until" date;--> statement-breakpoint
ALTER TABLE "product_lines" ADD COLUMN "image_id" integer;--> statement-breakpoint
ALTER TABLE "product_lines" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "product_types" ADD COLUMN "image_id" integer;--> statement-breakpoint
ALTER TABLE "product_types" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_images" ADD CONSTRAINT "catalog_images_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_profiles" ADD CONSTRAINT "dealer_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "awning_models" ADD CONSTRAINT "awning_models_image_id_catalog_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."catalog_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colors" ADD CONSTRAINT "colors_image_id_catalog_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."catalog_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fabrics" ADD CONSTRAINT "fabrics_image_id_catalog_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."catalog_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_lines" ADD CONSTRAINT "product_lines_image_id_catalog_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."catalog_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_types" ADD CONSTRAINT "product_types_image_id_catalog_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."catalog_images"("id") ON DELETE set null ON UPDATE no action;