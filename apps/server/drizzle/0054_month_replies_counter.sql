ALTER TABLE "accounts" ADD COLUMN "month_replies" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "month_replies_since" timestamp with time zone;--> statement-breakpoint
-- Hand-written (issue 49, ADR 0360): the month's replies are kept in the account row the turn locks anyway, instead of
-- counted on every turn (a count that grew with the account's month). The first turn of a month, or the first since
-- this migration, counts once (the reply it just reserved included) and stamps the month; the next ones add `p_add`
-- (1 for a new reply, 0 for a reply taken over or given again). A refused turn rolls the addition back with the rest.
-- FOR NO KEY UPDATE in READ COMMITTED reads the row version the lock was granted on: the count of the turn before.
DROP FUNCTION IF EXISTS lock_account_count_replies(text, timestamptz);
--> statement-breakpoint
CREATE FUNCTION lock_account_take_reply(p_account text, p_since timestamptz, p_add integer)
RETURNS TABLE (account_plan text, account_trial_ends_at timestamptz, account_plan_expires_at timestamptz, replies integer)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  locked record;
  counted integer;
BEGIN
  SELECT a.plan, a.trial_ends_at, a.plan_expires_at, a.month_replies, a.month_replies_since INTO locked
  FROM accounts a WHERE a.id = p_account FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  IF locked.month_replies_since IS NOT DISTINCT FROM p_since THEN
    counted := locked.month_replies + p_add;
    IF p_add <> 0 THEN
      UPDATE accounts SET month_replies = counted WHERE id = p_account;
    END IF;
  ELSE
    SELECT count(*)::integer INTO counted FROM messages m
    WHERE m.account_id = p_account AND m.sender = 'agent' AND m.created_at >= p_since;
    UPDATE accounts SET month_replies = counted, month_replies_since = p_since WHERE id = p_account;
  END IF;
  account_plan := locked.plan;
  account_trial_ends_at := locked.trial_ends_at;
  account_plan_expires_at := locked.plan_expires_at;
  replies := counted;
  RETURN NEXT;
END;
$$;
