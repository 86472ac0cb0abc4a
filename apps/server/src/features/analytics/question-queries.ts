/** The SQL of the question figures: when questions are asked (the heatmap), the most asked and those without an answer. */
import { sql } from 'drizzle-orm';
import { dayArray } from './rollup-spans.js';
import { LIST_LENGTH, type AnalyticsSql } from './analytics-sql.js';

export function questionQueries({
  scope,
  from,
  liveStart,
  rollTo,
  inScope,
  inLiveRange,
  inRolled,
  spans,
  inSpan,
  addedMeanwhile,
  unionAll,
}: AnalyticsSql) {
  return {
    heatmap: sql`
      select dow, hour, sum(n)::int as n from (
        select (extract(isodow from r.day))::int - 1 as dow, r.hour::int as hour, r.questions as n from analytics_daily_hours r
        where ${inRolled('r')}
        union all
        select (extract(isodow from m.created_at at time zone 'Europe/Rome'))::int - 1 as dow,
          (extract(hour from m.created_at at time zone 'Europe/Rome'))::int as hour, count(*)::int as n
        from messages m where m.sender = 'user' and ${inScope('m')} and ${inLiveRange('m')} group by 1, 2
      ) x group by 1, 2`,
    // Similar questions share their Italian stems (`messages.question_key`); each is paired with the reply that
    // followed it, whose basis says whether any document answered. The groups are counted first (a hash, no
    // text carried), then only the groups shown (ten most asked, ten most often without documents) get their
    // latest wording.
    questions: sql`
      with live as (
        select agent_id, key, (array_agg(text order by created_at desc))[1] as question, max(created_at) as last_at,
          count(*)::int as n, (count(*) filter (where gap))::int as gaps
        from (
          -- Each question with the first reply after it: one join over the live days (a reply is reserved a
          -- millisecond after its question; a retry later), instead of a lookup per question.
          select distinct on (m.id) m.agent_id, m.text, m.created_at, m.question_key as key,
            (r.answer_basis is not null and jsonb_array_length(r.answer_basis -> 'documents') = 0) as gap
          from messages m
          left join messages r on r.conversation_id = m.conversation_id and r.sender = 'agent' and r.created_at > m.created_at
            and ${inScope('r')} and r.created_at >= ${liveStart}
          where m.sender = 'user' and ${inScope('m')} and ${inLiveRange('m')} and m.question_key <> ''
          order by m.id, r.created_at
        ) q group by agent_id, key
      ), groups as (
        select agent_id, key, sum(n)::int as n, sum(gaps)::int as gaps, max(last_at) as last_at from (${unionAll([
          spans.days.length > 0 &&
            sql`
              select r.agent_id, r.key, r.asked as n, r.gaps, r.last_at from analytics_daily_questions r
              where ${inScope('r')} and r.day = any(${dayArray(spans.days)}::date[])`,
          ...(['week', 'month'] as const).map(
            (span) =>
              spans[`${span}s`].length > 0 &&
              sql`
                select r.agent_id, r.key, r.asked as n, r.gaps, r.last_at from analytics_period_questions r
                where ${inScope('r')} and ${inSpan('r', span, spans[`${span}s`])}`,
          ),
          spans.open &&
            sql`
              select r.agent_id, r.key, -r.asked as n, -r.gaps, r.last_at from analytics_daily_questions r
              where ${inScope('r')} and ${addedMeanwhile('r.day', spans.open)}`,
          sql`select agent_id, key, n, gaps, last_at from live`,
        ])}
        ) x group by agent_id, key
      ), top as (
        -- Exactly the groups the page lists: the most asked, and those most often answered without documents.
        (select * from groups order by n desc, last_at desc limit ${LIST_LENGTH})
        union
        (select * from groups where gaps > 0 order by gaps desc, n desc, last_at desc limit ${LIST_LENGTH})
      )
      select t.agent_id, coalesce(l.question, w.question) as question, t.n, t.gaps
      from top t
      left join live l on l.agent_id = t.agent_id and l.key = t.key
      left join lateral (
        select r.question from analytics_daily_questions r
        where r.account_id = ${scope.accountId} and r.agent_id = t.agent_id and r.key = t.key
          and r.day >= ${from}::date and r.day <= ${rollTo}::date
        order by r.last_at desc limit 1
      ) w on l.question is null
      order by t.n desc, t.last_at desc`,
  };
}
