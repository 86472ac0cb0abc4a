-- Hand-written (ADR 0126): a chat turn locks its account row and then counts the month's replies. As two statements,
-- the lock was held across two round trips between the server and PostgreSQL (and, under load, across the server's
-- event-loop waits between them), so the turns of a busy account queued behind each other's round trips. One call
-- does both. The function is VOLATILE: in READ COMMITTED each statement in it takes a fresh snapshot, so the count
-- runs after the lock is granted and sees the replies committed by the turn that held it before (D4: two visitors
-- cannot both take the last message of the month).
CREATE FUNCTION lock_account_count_replies(p_account text, p_since timestamptz)
RETURNS TABLE (account_plan text, account_trial_ends_at timestamptz, account_plan_expires_at timestamptz, month_replies bigint)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  locked record;
BEGIN
  SELECT a.plan, a.trial_ends_at, a.plan_expires_at INTO locked FROM accounts a WHERE a.id = p_account FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  account_plan := locked.plan;
  account_trial_ends_at := locked.trial_ends_at;
  account_plan_expires_at := locked.plan_expires_at;
  SELECT count(*) INTO month_replies FROM messages m
  WHERE m.account_id = p_account AND m.sender = 'agent' AND m.created_at >= p_since;
  RETURN NEXT;
END;
$$;
