-- Hand-written (ADR 0048): the widget's conversations get their own channel, 'widget'; before, they were recorded as
-- the public chat. Only a signed customer's can be told apart afterwards: their visitor id is the server's
-- version-5 UUID (`customerVisitorId`, variant 'a'), which no browser of the public chat makes (version 4). Anonymous
-- widget visitors' past conversations stay 'public'. The days already rolled up move their counts too, so the
-- rollups stay the sums of the conversations (ADR 0031).
WITH moved AS (
  UPDATE conversations SET channel = 'widget'
  WHERE channel = 'public' AND visitor_id ~ '^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$'
  RETURNING id, account_id, agent_id, created_at
), delta AS (
  SELECT x.account_id, x.agent_id, x.day, sum(x.conversations) AS conversations, sum(x.replies) AS replies,
    sum(x.prompt) AS prompt, sum(x.completion) AS completion, sum(x.with_tokens) AS with_tokens
  FROM (
    SELECT c.account_id, c.agent_id, (c.created_at AT TIME ZONE 'Europe/Rome')::date AS day, 1 AS conversations,
      0 AS replies, 0 AS prompt, 0 AS completion, 0 AS with_tokens
    FROM moved c
    UNION ALL
    SELECT m.account_id, m.agent_id, (m.created_at AT TIME ZONE 'Europe/Rome')::date, 0, 1, coalesce(m.prompt_tokens, 0),
      coalesce(m.completion_tokens, 0), (m.prompt_tokens IS NOT NULL)::int
    FROM messages m JOIN moved c ON c.id = m.conversation_id
    WHERE m.sender = 'agent' AND m.latency_ms IS NOT NULL
  ) x JOIN accounts a ON a.id = x.account_id
  WHERE x.day <= a.analytics_rolled_until
  GROUP BY 1, 2, 3
), taken AS (
  UPDATE analytics_daily r SET conversations = r.conversations - d.conversations, replies = r.replies - d.replies,
    prompt_tokens = r.prompt_tokens - d.prompt, completion_tokens = r.completion_tokens - d.completion,
    with_tokens = r.with_tokens - d.with_tokens
  FROM delta d
  WHERE r.account_id = d.account_id AND r.agent_id = d.agent_id AND r.day = d.day AND r.channel = 'public'
  RETURNING 1
)
INSERT INTO analytics_daily (account_id, agent_id, day, channel, conversations, replies, prompt_tokens, completion_tokens, with_tokens)
SELECT account_id, agent_id, day, 'widget', conversations, replies, prompt, completion, with_tokens FROM delta
ON CONFLICT (account_id, agent_id, day, channel) DO UPDATE SET
  conversations = analytics_daily.conversations + excluded.conversations,
  replies = analytics_daily.replies + excluded.replies,
  prompt_tokens = analytics_daily.prompt_tokens + excluded.prompt_tokens,
  completion_tokens = analytics_daily.completion_tokens + excluded.completion_tokens,
  with_tokens = analytics_daily.with_tokens + excluded.with_tokens;
