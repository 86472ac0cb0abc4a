ALTER TABLE "agent_documents" ADD COLUMN "source_type" text DEFAULT 'file' NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_documents" ADD COLUMN "source_url" text;