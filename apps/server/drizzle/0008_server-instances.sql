CREATE TABLE "server_instances" (
	"id" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "reserved_by" text;--> statement-breakpoint
CREATE INDEX "messages_unfinished_idx" ON "messages" USING btree ("created_at") WHERE "messages"."latency_ms" is null and "messages"."sender" = 'agent';