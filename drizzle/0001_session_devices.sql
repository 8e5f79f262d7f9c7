ALTER TABLE "api_tokens" ADD COLUMN "user_agent" varchar(255);--> statement-breakpoint
ALTER TABLE "api_tokens" ADD COLUMN "ip" varchar(64);