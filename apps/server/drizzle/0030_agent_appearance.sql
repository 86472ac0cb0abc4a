ALTER TABLE "agents" ADD COLUMN "welcome_message" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "suggested_questions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "accent_color" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "avatar_url" text;--> statement-breakpoint
-- Issue 34: the widget's appearance becomes the agent's, for every chat of it (kept as it was, ADR 0135).
UPDATE "agents" SET "welcome_message" = w."welcome_message", "suggested_questions" = w."suggested_questions", "accent_color" = w."color", "avatar_url" = w."avatar_url" FROM "agent_widgets" w WHERE w."agent_id" = "agents"."id";--> statement-breakpoint
ALTER TABLE "agent_widgets" DROP COLUMN "welcome_message";--> statement-breakpoint
ALTER TABLE "agent_widgets" DROP COLUMN "suggested_questions";--> statement-breakpoint
ALTER TABLE "agent_widgets" DROP COLUMN "color";--> statement-breakpoint
ALTER TABLE "agent_widgets" DROP COLUMN "avatar_url";