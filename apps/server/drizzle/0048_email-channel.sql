CREATE TABLE "channel_email_mailboxes" (
	"connection_id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"address" text NOT NULL,
	"imap_host" text NOT NULL,
	"imap_port" integer NOT NULL,
	"imap_tls" boolean NOT NULL,
	"smtp_host" text NOT NULL,
	"smtp_port" integer NOT NULL,
	"smtp_tls" boolean NOT NULL,
	"username" text NOT NULL,
	"move_to_folder" text,
	"uid_validity" bigint,
	"last_uid" bigint DEFAULT 0 NOT NULL,
	"reader_id" text,
	"reader_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "channel_email_messages" (
	"delivery_id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"connection_id" text NOT NULL,
	"message_id" text NOT NULL,
	"references" text NOT NULL,
	"thread_root" text NOT NULL,
	"subject" text NOT NULL,
	"attachments" integer DEFAULT 0 NOT NULL,
	"skipped" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channel_email_mailboxes" ADD CONSTRAINT "channel_email_mailboxes_connection_id_channel_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."channel_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_email_mailboxes" ADD CONSTRAINT "channel_email_mailboxes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_email_messages" ADD CONSTRAINT "channel_email_messages_delivery_id_channel_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."channel_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_email_messages" ADD CONSTRAINT "channel_email_messages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_email_messages" ADD CONSTRAINT "channel_email_messages_connection_id_channel_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."channel_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_email_messages_thread_idx" ON "channel_email_messages" USING btree ("connection_id","thread_root");