-- The lists' search is ILIKE '%…%': trigram (pg_trgm) GIN indexes answer it without reading every row.
-- pg_trgm is a trusted extension (PostgreSQL ≥ 13: the database owner may create it); PGlite loads it in lib/server/db/connect.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "orders_folio_trgm_idx" ON "orders" USING gin ("folio" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quotes_folio_trgm_idx" ON "quotes" USING gin ("folio" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quotes_contact_name_trgm_idx" ON "quotes" USING gin ("contact_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_company_trgm_idx" ON "users" USING gin ("company" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_trgm_idx" ON "users" USING gin ("phone" gin_trgm_ops);