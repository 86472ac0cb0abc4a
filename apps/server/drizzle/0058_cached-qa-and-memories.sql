-- ADR 0387: an agent's Q&A pairs and approved team memories, read every chat turn, are kept in the row cache like the
-- agent's settings (ADR 0371): these tables announce their changes, whatever statement made them (cascades included),
-- delivered at commit.
CREATE TRIGGER knowledge_qa_pairs_cached_rows AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON knowledge_qa_pairs
  FOR EACH STATEMENT EXECUTE FUNCTION f_notify_cached_rows();
--> statement-breakpoint
CREATE TRIGGER collaborative_memories_cached_rows AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON collaborative_memories
  FOR EACH STATEMENT EXECUTE FUNCTION f_notify_cached_rows();
