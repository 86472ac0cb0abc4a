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
