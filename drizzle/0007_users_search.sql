-- GET /api/list-users searches name, e-mail, company and phone as one text (schema.ts userSearchText):
-- one trigram index in place of three; users_name_trgm_idx stays for the sales lists' search by customer name.
DROP INDEX "users_email_trgm_idx";--> statement-breakpoint
DROP INDEX "users_company_trgm_idx";--> statement-breakpoint
DROP INDEX "users_phone_trgm_idx";--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (("name" || E'\n' || "email" || E'\n' || coalesce("company", '') || E'\n' || coalesce("phone", '')) gin_trgm_ops);