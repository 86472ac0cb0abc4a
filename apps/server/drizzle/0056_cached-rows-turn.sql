-- ADR 0371: more of what every chat turn reads is kept in memory (the row cache, now on PostgreSQL too, across
-- instances): the agent's actions, its widget, hand-off and booking settings announce their changes like agents and
-- api_keys (migration 0019), whatever statement made them, delivered at commit.
CREATE TRIGGER agent_actions_cached_rows AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON agent_actions
  FOR EACH STATEMENT EXECUTE FUNCTION f_notify_cached_rows();
--> statement-breakpoint
CREATE TRIGGER agent_widgets_cached_rows AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON agent_widgets
  FOR EACH STATEMENT EXECUTE FUNCTION f_notify_cached_rows();
--> statement-breakpoint
CREATE TRIGGER handoff_settings_cached_rows AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON handoff_settings
  FOR EACH STATEMENT EXECUTE FUNCTION f_notify_cached_rows();
--> statement-breakpoint
CREATE TRIGGER booking_settings_cached_rows AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON booking_settings
  FOR EACH STATEMENT EXECUTE FUNCTION f_notify_cached_rows();
--> statement-breakpoint
-- ADR 0372: a search's candidate chunks in one statement (it was four round trips: BEGIN, SET LOCAL enable_seqscan,
-- the query, COMMIT). The function's own SET holds only while it runs, so the read still goes through the GIN index
-- on (agent_id, tsv) whatever the planner guesses of an agent that is most of the table (ADR 0147).
CREATE FUNCTION search_candidate_chunks(p_account text, p_agent text, p_terms text[], p_query tsquery, p_limit integer)
RETURNS TABLE (id text, document_id text, ordinal integer, length integer, hits text, chunk_count integer, text_length bigint, title text)
LANGUAGE plpgsql STABLE
SET enable_seqscan = off
AS $$
BEGIN
  -- The candidates first, on their own (materialized: planned alone, through the index), then their documents by
  -- primary key; planned as one join, the planner walked every chunk of each document instead. Processed documents
  -- only: one being processed again is not half seen.
  RETURN QUERY
  WITH c AS MATERIALIZED (
    SELECT dc.id, dc.document_id, dc.ordinal, dc.end_offset - dc.start_offset AS length,
      ts_filter(setweight(dc.tsv, 'A', p_terms), '{a}')::text AS hits
    FROM document_chunks dc
    WHERE dc.agent_id = p_agent AND dc.account_id = p_account AND dc.tsv @@ p_query
    LIMIT p_limit
  )
  SELECT c.id, c.document_id, c.ordinal, c.length, c.hits, d.chunk_count, d.text_length, d.title_tsv::text
  FROM c
  JOIN agent_documents d ON d.id = c.document_id AND d.account_id = p_account AND d.status = 'processed'
    AND d.chunk_count IS NOT NULL;
END
$$;
