ALTER TABLE "agents" ADD COLUMN "visitor_languages" jsonb DEFAULT '["it","en","de","fr","es"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "knowledge_qa_pairs" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;