-- Search runs in the database (ADR 0147): each agent's term statistics, each document's counts, and a GIN index on
-- the chunks' text vectors that starts with the agent (btree_gin), so a search reads only that agent's postings.
-- Term columns use the "C" collation: a prefix of a term is then a range of the primary key.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE TABLE "knowledge_terms" (
	"account_id" text NOT NULL,
	"agent_id" text NOT NULL,
	"term" text COLLATE "C" NOT NULL,
	"folded" text COLLATE "C" NOT NULL,
	"chunks" integer NOT NULL,
	"documents" integer NOT NULL,
	"titles" integer NOT NULL,
	CONSTRAINT "knowledge_terms_agent_id_term_pk" PRIMARY KEY("agent_id","term")
);
--> statement-breakpoint
DROP INDEX "chunks_document_idx";--> statement-breakpoint
ALTER TABLE "agent_documents" ADD COLUMN "chunk_count" integer;--> statement-breakpoint
ALTER TABLE "agent_documents" ADD COLUMN "text_length" bigint;--> statement-breakpoint
ALTER TABLE "agent_documents" ADD COLUMN "title_tsv" "tsvector";--> statement-breakpoint
ALTER TABLE "knowledge_terms" ADD CONSTRAINT "knowledge_terms_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_terms" ADD CONSTRAINT "knowledge_terms_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_terms_folded_idx" ON "knowledge_terms" USING btree ("agent_id","folded");--> statement-breakpoint
CREATE INDEX "chunks_document_ordinal_idx" ON "document_chunks" USING btree ("document_id","ordinal");--> statement-breakpoint
CREATE INDEX "chunks_agent_tsv_idx" ON "document_chunks" USING gin ("agent_id", "tsv");--> statement-breakpoint
-- A chunk's vector stays in its row (compressed if need be) rather than in the TOAST table: a search reads the
-- vectors of up to 500 candidate chunks, and a TOAST fetch per chunk tripled that read. The chunk's text, read only
-- for the few results, is what moves out of the row instead.
ALTER TABLE "document_chunks" ALTER COLUMN "tsv" SET STORAGE MAIN;--> statement-breakpoint
-- Every processed document updates the counts of thousands of an agent's terms: room left in each page lets those
-- updates stay on their page (HOT) and be pruned as pages are read, without a vacuum (PGlite has no autovacuum).
ALTER TABLE "knowledge_terms" SET (fillfactor = 70);
