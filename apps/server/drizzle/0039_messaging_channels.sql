CREATE TABLE "channel_connections" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"agent_id" text NOT NULL,
	"kind" text NOT NULL,
	"phone_number_id" text,
	"bot_username" text,
	"token_sealed" text NOT NULL,
	"token_hint" text NOT NULL,
	"app_secret_sealed" text,
	"webhook_secret_sealed" text NOT NULL,
	"status" text NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channel_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"connection_id" text NOT NULL,
	"external_id" text NOT NULL,
	"sender_id" text NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"media_id" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channel_limit_notices" (
	"connection_id" text NOT NULL,
	"sender_id" text NOT NULL,
	"month" text NOT NULL,
	"account_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channel_connections" ADD CONSTRAINT "channel_connections_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_connections" ADD CONSTRAINT "channel_connections_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_deliveries" ADD CONSTRAINT "channel_deliveries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_deliveries" ADD CONSTRAINT "channel_deliveries_connection_id_channel_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."channel_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_limit_notices" ADD CONSTRAINT "channel_limit_notices_connection_id_channel_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."channel_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_limit_notices" ADD CONSTRAINT "channel_limit_notices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "channel_connections_agent_kind_idx" ON "channel_connections" USING btree ("agent_id","kind");--> statement-breakpoint
CREATE INDEX "channel_connections_account_idx" ON "channel_connections" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_deliveries_message_idx" ON "channel_deliveries" USING btree ("connection_id","external_id");--> statement-breakpoint
CREATE INDEX "channel_deliveries_account_idx" ON "channel_deliveries" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_limit_notices_key" ON "channel_limit_notices" USING btree ("connection_id","sender_id","month");