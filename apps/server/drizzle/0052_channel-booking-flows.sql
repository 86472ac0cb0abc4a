CREATE TABLE "booking_flows" (
	"conversation_id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"step" text NOT NULL,
	"service_id" text,
	"choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"date" text,
	"time" text,
	"name" text,
	"email" text,
	"phone" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_flows" ADD CONSTRAINT "booking_flows_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_flows" ADD CONSTRAINT "booking_flows_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;