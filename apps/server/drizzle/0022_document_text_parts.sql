CREATE TABLE "document_texts" (
	"document_id" text NOT NULL,
	"account_id" text NOT NULL,
	"ordinal" integer NOT NULL,
	"start_offset" integer NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "document_texts_document_id_ordinal_pk" PRIMARY KEY("document_id","ordinal")
);
--> statement-breakpoint
CREATE TABLE "pending_file_removals" (
	"key" text PRIMARY KEY NOT NULL,
	"prefix" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_texts" ADD CONSTRAINT "document_texts_document_id_agent_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."agent_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_texts" ADD CONSTRAINT "document_texts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_texts_account_idx" ON "document_texts" USING btree ("account_id");--> statement-breakpoint
-- Texts already extracted move over as one piece each (pieces of any length read back the same way).
INSERT INTO "document_texts" ("document_id", "account_id", "ordinal", "start_offset", "text")
  SELECT "id", "account_id", 0, 0, "content" FROM "agent_documents" WHERE "content" IS NOT NULL AND "content" <> '';--> statement-breakpoint
ALTER TABLE "agent_documents" DROP COLUMN "content";