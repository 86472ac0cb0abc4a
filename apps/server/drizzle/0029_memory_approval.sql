ALTER TABLE "agents" ADD COLUMN "memory_approval" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "collaborative_memories" ADD COLUMN "status" text DEFAULT 'approved' NOT NULL;