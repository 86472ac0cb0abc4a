-- Chunk embeddings for hybrid retrieval, only where pgvector exists (PGlite ships it; a PostgreSQL server
-- may not). Kept out of the drizzle schema because the table is optional; code checks that it exists.
-- The vector has no fixed dimension: it depends on the configured embedding model.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'vector') THEN
    CREATE EXTENSION IF NOT EXISTS vector;
    CREATE TABLE IF NOT EXISTS chunk_embeddings (
      chunk_id text PRIMARY KEY REFERENCES document_chunks(id) ON DELETE CASCADE,
      account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      agent_id text NOT NULL REFERENCES agents(id) ON DELETE CASCADE,
      model text NOT NULL,
      embedding vector NOT NULL
    );
    CREATE INDEX IF NOT EXISTS chunk_embeddings_agent_idx ON chunk_embeddings (agent_id);
  END IF;
END $$;
