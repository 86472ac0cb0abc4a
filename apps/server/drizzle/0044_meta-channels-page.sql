ALTER TABLE "channel_connections" ADD COLUMN "page_id" text;--> statement-breakpoint
ALTER TABLE "channel_connections" ADD COLUMN "page_name" text;