ALTER TABLE "messages" ADD COLUMN "answer_basis" jsonb;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "first_token_ms" integer;