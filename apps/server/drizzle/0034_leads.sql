CREATE TABLE "lead_webhook_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"delivery_id" text NOT NULL,
	"account_id" text NOT NULL,
	"attempt" integer NOT NULL,
	"status_code" integer,
	"error" text,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_webhook_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"event" text NOT NULL,
	"lead_id" text,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_webhooks" (
	"account_id" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"secret" text NOT NULL,
	"secret_prefix" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"agent_id" text NOT NULL,
	"conversation_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"consent" boolean DEFAULT false NOT NULL,
	"consent_at" timestamp with time zone,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_webhook_attempts" ADD CONSTRAINT "lead_webhook_attempts_delivery_id_lead_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."lead_webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_webhook_attempts" ADD CONSTRAINT "lead_webhook_attempts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_webhook_deliveries" ADD CONSTRAINT "lead_webhook_deliveries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_webhook_deliveries" ADD CONSTRAINT "lead_webhook_deliveries_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_webhooks" ADD CONSTRAINT "lead_webhooks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_webhook_attempts_account_idx" ON "lead_webhook_attempts" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_webhook_attempts_delivery_idx" ON "lead_webhook_attempts" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "lead_webhook_deliveries_account_idx" ON "lead_webhook_deliveries" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_webhook_deliveries_status_idx" ON "lead_webhook_deliveries" USING btree ("status");--> statement-breakpoint
CREATE INDEX "leads_account_time_idx" ON "leads" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_agent_time_idx" ON "leads" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_account_email_idx" ON "leads" USING btree ("account_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_conversation_email_uq" ON "leads" USING btree ("conversation_id","email");