CREATE TYPE "public"."audit_actor_kind" AS ENUM('usuario', 'sistema', 'proveedor');--> statement-breakpoint
CREATE TYPE "public"."audit_entity" AS ENUM('precio', 'condiciones_venta', 'usuario', 'pedido', 'pago');--> statement-breakpoint
CREATE TYPE "public"."audit_kind" AS ENUM('precio', 'limite_descuento', 'pago', 'estado_pedido');--> statement-breakpoint
CREATE TABLE "audit_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" "audit_kind" NOT NULL,
	"entity" "audit_entity" NOT NULL,
	"entity_id" integer,
	"entity_label" varchar(200) NOT NULL,
	"actor_kind" "audit_actor_kind" NOT NULL,
	"actor_id" integer,
	"actor_name" varchar(160) NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"note" varchar(255)
);
--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_entries_at_idx" ON "audit_entries" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_entries_kind_idx" ON "audit_entries" USING btree ("kind","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_entries_entity_idx" ON "audit_entries" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_entries_actor_idx" ON "audit_entries" USING btree ("actor_id");