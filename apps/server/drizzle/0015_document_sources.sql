ALTER TABLE "agent_documents" ADD COLUMN "ocr_pages" integer;--> statement-breakpoint
ALTER TABLE "agent_documents" ADD COLUMN "steps_done" integer;--> statement-breakpoint
ALTER TABLE "agent_documents" ADD COLUMN "steps_total" integer;--> statement-breakpoint
ALTER TABLE "document_chunks" ADD COLUMN "paragraph" integer;--> statement-breakpoint
ALTER TABLE "document_chunks" ADD COLUMN "start_ms" integer;--> statement-breakpoint
ALTER TABLE "document_chunks" ADD COLUMN "end_ms" integer;