CREATE TABLE "crawl_host_turns" (
	"host" text PRIMARY KEY NOT NULL,
	"holder" text,
	"busy_until" timestamp with time zone NOT NULL,
	"next_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "website_pages_hash_idx" ON "website_pages" USING btree ("website_id","content_hash");