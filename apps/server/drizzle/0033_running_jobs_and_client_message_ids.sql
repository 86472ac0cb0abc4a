CREATE TABLE "running_jobs" (
	"job_id" text PRIMARY KEY NOT NULL,
	"queue" text NOT NULL,
	"instance_id" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "client_message_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_client_message_idx" ON "messages" USING btree ("agent_id","client_message_id") WHERE "messages"."client_message_id" is not null;