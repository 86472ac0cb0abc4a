-- Hand-written (issue 49, ADR 0388): the account step of a turn reserved in one statement. It takes the reply as
-- lock_account_take_reply does (the account row locked, the month's replies counted), then checks what the caller
-- decided before the statement from the account's plan fields as it last read them: when those fields changed since
-- (a new plan, a trial ended early, a subscription renewed) it raises AT001 and the caller reserves the turn the long
-- way, deciding from the row read under the lock; past the month's replies it raises AT002. Either error rolls back
-- the whole statement: the conversation touched and the two messages inserted by the same statement included.
-- Timestamps are compared to the millisecond: the caller's copy went through a JavaScript Date.
CREATE FUNCTION take_turn_reply(
  p_account text,
  p_since timestamptz,
  p_plan text,
  p_trial_ends_at timestamptz,
  p_plan_expires_at timestamptz,
  p_limit integer
)
RETURNS integer
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  taken record;
BEGIN
  SELECT * INTO taken FROM lock_account_take_reply(p_account, p_since, 1);
  IF NOT FOUND
    OR taken.account_plan IS DISTINCT FROM p_plan
    OR date_trunc('milliseconds', taken.account_trial_ends_at) IS DISTINCT FROM date_trunc('milliseconds', p_trial_ends_at)
    OR date_trunc('milliseconds', taken.account_plan_expires_at) IS DISTINCT FROM date_trunc('milliseconds', p_plan_expires_at)
  THEN
    RAISE EXCEPTION 'the account''s plan changed since it was read' USING ERRCODE = 'AT001';
  END IF;
  IF taken.replies > p_limit THEN
    RAISE EXCEPTION 'the month''s replies are used up' USING ERRCODE = 'AT002';
  END IF;
  RETURN taken.replies;
END;
$$;
--> statement-breakpoint
-- The same statement, for a message whose client id was stored before (a resend after a lost stream, ADR 0162): it
-- raises AT003 so that nothing it did is kept, and the caller answers the resend the long way.
CREATE FUNCTION turn_sent_before() RETURNS integer
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RAISE EXCEPTION 'the message was sent before' USING ERRCODE = 'AT003';
END;
$$;
