/** The SQL of the usage figures: conversations and replies per day, visitors, tokens, ratings and outcomes. */
import { sql } from 'drizzle-orm';
import { OUTSIDE_SQL as OUTSIDE } from '../analytics-rollups/outside-channels.js';
import type { AnalyticsSql } from './analytics-sql.js';

export function usageQueries({
  scope,
  from,
  ids,
  dayStart,
  start,
  afterRolled,
  liveStart,
  inScope,
  inLiveRange,
  inRolled,
  romeDay,
  finished,
}: AnalyticsSql) {
  return {
    conversationsByDay: sql`
      select day, channel, sum(n)::int as n from (
        select to_char(r.day, 'YYYY-MM-DD') as day, r.channel, r.conversations as n from analytics_daily r
        where ${inRolled('r')} and r.conversations > 0
        union all
        select ${romeDay('c')} as day, c.channel, count(*)::int as n from conversations c
        where ${inScope('c')} and ${inLiveRange('c')} group by 1, 2
      ) x group by 1, 2`,
    repliesByDay: sql`
      select day, channel, sum(n)::int as n from (
        select to_char(r.day, 'YYYY-MM-DD') as day, r.channel, r.replies as n from analytics_daily r
        where ${inRolled('r')} and r.replies > 0
        union all
        select ${romeDay('m')} as day, c.channel, count(*)::int as n
        from messages m join conversations c on c.id = m.conversation_id
          -- Each turn moves its conversation's updated_at (an hour's margin for the clocks of app and database):
          -- only the conversations active since the live days are joined, by conversations_account_updated_idx.
          and c.account_id = ${scope.accountId} and c.updated_at >= ${liveStart} - interval '1 hour'
        where ${finished('m')} and ${inLiveRange('m')} group by 1, 2
      ) x group by 1, 2`,
    // A visitor returns when they talked to these agents on two different days (before the range counts too).
    // Distinct visitors come from the daily visitor rows (ADR 0035) and the live days' conversations; an earlier
    // day is looked up per visitor of the range (analytics_daily_visitors_visitor_idx), never by a scan of history.
    visitors: sql`
      with seen as (
        select visitor_id, min(day) as first_day, max(day) as last_day from (
          select r.visitor_id, r.day from analytics_daily_visitors r where ${inRolled('r')}
          union all
          select c.visitor_id, (c.created_at at time zone 'Europe/Rome')::date as day from conversations c
          where c.channel in (${OUTSIDE}) and c.visitor_id is not null and ${inScope('c')} and ${inLiveRange('c')}
        ) x group by visitor_id
      )
      select count(*)::int as visitors, (count(*) filter (where s.last_day > s.first_day or exists (
          select 1 from analytics_daily_visitors p
          where p.account_id = ${scope.accountId} and p.visitor_id = s.visitor_id and p.agent_id in (${ids}) and p.day < s.first_day
        )${
          afterRolled < from
            ? // Live days before the range (a range that starts after the last day rolled up).
              sql` or exists (
                select 1 from conversations c
                where c.channel in (${OUTSIDE}) and c.visitor_id = s.visitor_id and ${inScope('c')}
                  and c.created_at >= ${dayStart(afterRolled)} and c.created_at < ${start})`
            : sql``
        }
        ))::int as returning
      from seen s`,
    replyTotals: sql`
      select coalesce(sum(replies), 0)::int as replies, coalesce(sum(prompt), 0)::int as prompt,
        coalesce(sum(completion), 0)::int as completion, coalesce(sum(with_tokens), 0)::int as with_tokens
      from (
        select r.replies, r.prompt_tokens as prompt, r.completion_tokens as completion, r.with_tokens from analytics_daily r
        where ${inRolled('r')}
        union all
        select count(*), coalesce(sum(m.prompt_tokens), 0), coalesce(sum(m.completion_tokens), 0), count(m.prompt_tokens)
        from messages m where ${finished('m')} and ${inLiveRange('m')}
      ) x`,
    // Days rolled up from their ratings rows, kept up to date when a reply is rated later (ADR 0037).
    ratings: sql`
      select coalesce(sum(up), 0)::int as up, coalesce(sum(down), 0)::int as down from (
        select r.up, r.down from analytics_daily_ratings r where ${inRolled('r')}
        union all
        select (count(*) filter (where m.rating = 1))::int, (count(*) filter (where m.rating = -1))::int
        from messages m where m.rating is not null and ${finished('m')} and ${inLiveRange('m')}
      ) x`,
    outcomes: sql`
      select outcome, sum(n)::int as n from (
        select r.outcome, r.replies as n from analytics_daily_outcomes r where ${inRolled('r')}
        union all
        select m.outcome, count(*)::int as n from messages m
        where ${finished('m')} and ${inLiveRange('m')} and m.outcome is not null group by 1
      ) x group by 1`,
  };
}
