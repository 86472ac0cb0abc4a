CREATE TABLE "data_exports" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"requested_by" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"storage_key" text,
	"size_bytes" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "provider_failures" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"key_ref" text NOT NULL,
	"first_failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"failures" integer DEFAULT 1 NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "hide_source_file_names" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_failures" ADD CONSTRAINT "provider_failures_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_exports_account_idx" ON "data_exports" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_failures_open_idx" ON "provider_failures" USING btree ("account_id","key_ref") WHERE "provider_failures"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "provider_failures_key_idx" ON "provider_failures" USING btree ("key_ref");