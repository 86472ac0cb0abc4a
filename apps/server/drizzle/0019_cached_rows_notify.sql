-- ADR 0034: the rows an embedded (PGlite) server keeps in memory announce their changes, whatever statement made
-- them (an update, a delete cascading from an account or a user): a statement that changes agents or api_keys
-- notifies 'cached_rows' with the table's name, delivered at commit.
CREATE OR REPLACE FUNCTION f_notify_cached_rows() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM pg_notify('cached_rows', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER agents_cached_rows AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON agents
  FOR EACH STATEMENT EXECUTE FUNCTION f_notify_cached_rows();
--> statement-breakpoint
CREATE TRIGGER api_keys_cached_rows AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON api_keys
  FOR EACH STATEMENT EXECUTE FUNCTION f_notify_cached_rows();
