ALTER TABLE "agents" ADD COLUMN "business_card" jsonb;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "outcome" text;