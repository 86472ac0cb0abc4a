CREATE TABLE "website_pages" (
	"id" text PRIMARY KEY NOT NULL,
	"website_id" text NOT NULL,
	"account_id" text NOT NULL,
	"agent_id" text NOT NULL,
	"url" text NOT NULL,
	"depth" integer NOT NULL,
	"run" integer NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"reason" text,
	"http_status" integer,
	"fetched_run" integer,
	"document_id" text,
	"title" text,
	"etag" text,
	"last_modified" text,
	"content_hash" text,
	"links" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "website_sources" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"agent_id" text NOT NULL,
	"start_url" text NOT NULL,
	"is_sitemap" boolean DEFAULT false NOT NULL,
	"include_paths" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"exclude_paths" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_depth" integer NOT NULL,
	"max_pages" integer NOT NULL,
	"weekly_refresh" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"notice" text,
	"run" integer DEFAULT 1 NOT NULL,
	"crawl_delay_ms" integer,
	"lease_holder" text,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "website_pages" ADD CONSTRAINT "website_pages_website_id_website_sources_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."website_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_pages" ADD CONSTRAINT "website_pages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_pages" ADD CONSTRAINT "website_pages_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_pages" ADD CONSTRAINT "website_pages_document_id_agent_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."agent_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_sources" ADD CONSTRAINT "website_sources_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_sources" ADD CONSTRAINT "website_sources_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "website_pages_url_idx" ON "website_pages" USING btree ("website_id","url");--> statement-breakpoint
CREATE INDEX "website_pages_frontier_idx" ON "website_pages" USING btree ("website_id","run","state");--> statement-breakpoint
CREATE INDEX "website_pages_document_idx" ON "website_pages" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "website_pages_account_idx" ON "website_pages" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "website_sources_agent_idx" ON "website_sources" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "website_sources_account_idx" ON "website_sources" USING btree ("account_id");