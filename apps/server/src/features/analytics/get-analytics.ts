import { sql, type SQL } from 'drizzle-orm';
import { type Analytics, type AnalyticsQuery, type Channel } from '@app/shared/api/analytics';
import { CHANNELS } from '@app/shared/channels';
import { OUTSIDE_SQL as OUTSIDE } from '../analytics-rollups/outside-channels.js';
import type { MemberCaller } from '@app/shared/roles';
import { ANSWER_OUTCOMES, type AnswerOutcome } from '@app/shared/answer-outcome';
import { handoffAnalytics } from '../handoff/handoff-analytics.js';
import { bookingAnalytics, noBookings } from './booking-analytics.js';
import type { DbOrTx } from '../../db/client.js';
import { requireAnalyticsScope, resolveRange, type AnalyticsScope } from './analytics-scope.js';
import { dayArray, rollupSpans } from './rollup-spans.js';
import { addDays } from '../../base/rome-time.js';

const LIST_LENGTH = 10;

const noChannels = (): Record<Channel, number> => Object.fromEntries(CHANNELS.map((channel) => [channel, 0])) as Record<Channel, number>;
const noOutcomes = (): Record<AnswerOutcome, number> =>
  Object.fromEntries(ANSWER_OUTCOMES.map((outcome) => [outcome, 0])) as Record<AnswerOutcome, number>;
const round = (value: unknown) => (value === null || value === undefined ? null : Math.round(Number(value)));

/**
 * Usage, quality and gaps of the agents the caller may analyse, over Europe/Rome days `from`..`to` (issue 13).
 * Every query is scoped to the caller's account and to the agents of `requireAnalyticsScope`.
 */
export async function getAnalytics(db: DbOrTx, { caller, input }: { caller: MemberCaller; input: AnalyticsQuery }): Promise<Analytics> {
  const scope = await requireAnalyticsScope(db, caller, input.agentId);
  const { from, to } = resolveRange(input);
  const days = Array.from({ length: Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1 }, (_, i) => addDays(from, i));
  const empty = { ...emptyAnalytics(from, to, days), agents: [...scope.agentNames].map(([id, name]) => ({ id, name })) };
  if (scope.agentNames.size === 0) return empty;

  const q = analyticsQueries(scope, from, to, await rolledUntil(db, scope.accountId));
  const [
    conversationsByDay,
    repliesByDay,
    visitors,
    replies,
    ratings,
    firstToken,
    full,
    heatmap,
    questions,
    lowestRated,
    citations,
    documents,
    outcomes,
  ] = await Promise.all([
    rows<{ day: string; channel: Channel; n: number }>(db, q.conversationsByDay),
    rows<{ day: string; channel: Channel; n: number }>(db, q.repliesByDay),
    rows<{ visitors: number; returning: number }>(db, q.visitors),
    rows<{ replies: number; prompt: number; completion: number; with_tokens: number }>(db, q.replyTotals),
    rows<{ up: number; down: number }>(db, q.ratings),
    rows<{ ms: number; n: number }>(db, q.firstTokenHistogram),
    rows<{ ms: number; n: number }>(db, q.fullHistogram),
    rows<{ dow: number; hour: number; n: number }>(db, q.heatmap),
    rows<{ agent_id: string; question: string; n: number; gaps: number }>(db, q.questions),
    rows<{ id: string; question: string | null; answer: string; agent_id: string; at: string }>(db, q.lowestRated),
    rows<{ document_id: string; n: number }>(db, q.citations),
    rows<{ id: string; file_name: string; agent_id: string }>(db, q.documents),
    rows<{ outcome: AnswerOutcome; n: number }>(db, q.outcomes),
  ]);
  const scoped = { accountId: scope.accountId, agentIds: [...scope.agentNames.keys()], from, to, days };
  const [handoff, bookings] = await Promise.all([handoffAnalytics(db, scoped), bookingAnalytics(db, scoped)]);
  const stats = { ...replies[0]!, ...ratings[0]! };

  const daily = new Map(days.map((day) => [day, { day, conversations: noChannels(), replies: noChannels() }]));
  for (const r of conversationsByDay) if (daily.has(r.day)) daily.get(r.day)!.conversations[r.channel] = r.n;
  for (const r of repliesByDay) if (daily.has(r.day)) daily.get(r.day)!.replies[r.channel] = r.n;
  const grid = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
  for (const cell of heatmap) grid[cell.dow]![cell.hour] = cell.n;
  const agentName = (id: string) => scope.agentNames.get(id) ?? '';
  const group = (r: { agent_id: string; question: string }, count: number) => ({
    question: r.question,
    count,
    agentId: r.agent_id,
    agentName: agentName(r.agent_id),
  });
  const cited = new Map(citations.map((c) => [c.document_id, c.n]));
  const rated = stats.up + stats.down;

  return {
    from,
    to,
    agents: empty.agents,
    totals: {
      conversations: conversationsByDay.reduce((sum, r) => sum + r.n, 0),
      replies: stats.replies,
      visitors: visitors[0]?.visitors ?? 0,
      returningVisitors: visitors[0]?.returning ?? 0,
      thumbsUp: stats.up,
      thumbsDown: stats.down,
      satisfaction: rated > 0 ? Math.round((stats.up / rated) * 1000) / 1000 : null,
    },
    daily: [...daily.values()],
    responseTime: {
      firstTokenP50: round(percentile(firstToken, 0.5)),
      firstTokenP95: round(percentile(firstToken, 0.95)),
      fullP50: round(percentile(full, 0.5)),
      fullP95: round(percentile(full, 0.95)),
    },
    outcomes: { ...noOutcomes(), ...Object.fromEntries(outcomes.filter((o) => o.outcome in empty.outcomes).map((o) => [o.outcome, o.n])) },
    tokens: stats.with_tokens > 0 ? { prompt: stats.prompt, completion: stats.completion } : null,
    heatmap: grid,
    topQuestions: questions.slice(0, LIST_LENGTH).map((r) => group(r, r.n)),
    knowledgeGaps: questions
      .filter((r) => r.gaps > 0)
      .sort((a, b) => b.gaps - a.gaps || b.n - a.n)
      .slice(0, LIST_LENGTH)
      .map((r) => group(r, r.gaps)),
    lowestRated: lowestRated.map((r) => ({
      messageId: r.id,
      question: r.question ?? '',
      answer: r.answer,
      agentName: agentName(r.agent_id),
      at: new Date(r.at).toISOString(),
    })),
    mostCitedDocuments: documents
      .filter((d) => cited.has(d.id))
      .map((d) => ({ documentId: d.id, file: d.file_name, agentName: agentName(d.agent_id), citations: cited.get(d.id)! }))
      .sort((a, b) => b.citations - a.citations || a.file.localeCompare(b.file))
      .slice(0, LIST_LENGTH),
    neverCitedDocuments: documents
      .filter((d) => !cited.has(d.id))
      .map((d) => ({ documentId: d.id, file: d.file_name, agentName: agentName(d.agent_id) }))
      .slice(0, 50),
    handoff,
    bookings,
  };
}

/**
 * The continuous percentile (PERCENTILE.INC) of the values counted in `histogram` (value → how many, any order):
 * the same figure as PostgreSQL's percentile_cont over the values themselves.
 */
export function percentile(histogram: { ms: number; n: number }[], p: number): number | null {
  const sorted = histogram.map((h) => ({ ms: Number(h.ms), n: Number(h.n) })).sort((a, b) => a.ms - b.ms);
  const total = sorted.reduce((sum, h) => sum + h.n, 0);
  if (total === 0) return null;
  const rank = p * (total - 1);
  const at = (index: number) => {
    let seen = 0;
    for (const h of sorted) {
      seen += h.n;
      if (seen > index) return h.ms;
    }
    return sorted.at(-1)!.ms;
  };
  const low = at(Math.floor(rank));
  return low + (rank - Math.floor(rank)) * (at(Math.ceil(rank)) - low);
}

const NOTHING_ROLLED = '1970-01-01';

/** The last day rolled up for the account (ADR 0031), or a day before any data. */
async function rolledUntil(db: DbOrTx, accountId: string): Promise<string> {
  const found = await rows<{ day: string | null }>(
    db,
    sql`select to_char(analytics_rolled_until, 'YYYY-MM-DD') as day from accounts where id = ${accountId}`,
  );
  return found[0]?.day ?? NOTHING_ROLLED;
}

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

function emptyAnalytics(from: string, to: string, days: string[]): Omit<Analytics, 'agents'> {
  return {
    from,
    to,
    totals: { conversations: 0, replies: 0, visitors: 0, returningVisitors: 0, thumbsUp: 0, thumbsDown: 0, satisfaction: null },
    daily: days.map((day) => ({ day, conversations: noChannels(), replies: noChannels() })),
    responseTime: { firstTokenP50: null, firstTokenP95: null, fullP50: null, fullP95: null },
    outcomes: noOutcomes(),
    tokens: null,
    heatmap: Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0)),
    topQuestions: [],
    knowledgeGaps: [],
    lowestRated: [],
    mostCitedDocuments: [],
    neverCitedDocuments: [],
    handoff: {
      requestsPerDay: days.map((day) => ({ day, requests: 0 })),
      requests: 0,
      handedOffShare: 0,
      firstResponseMs: { p50: null, p95: null },
      resolutionMs: { p50: null, p95: null },
      byLanguage: [],
    },
    bookings: noBookings(days),
  };
}

/**
 * The SQL of each figure (exported for bench/analytics.mjs, which times each one). Days up to `rolled` come from the
 * daily rollups (ADR 0031, 0035, 0037) and, for the question groups and the response times, from their weeks and
 * months (ADR 0038) and the account-wide rows (ADR 0039); later days from the messages; the lowest-rated answers and
 * the documents are always read live.
 */
export function analyticsQueries(scope: AnalyticsScope, from: string, to: string, rolled: string = NOTHING_ROLLED) {
  const ids = sql.join(
    [...scope.agentNames.keys()].map((id) => sql`${id}`),
    sql`, `,
  );
  const dayStart = (day: string) => sql`((${day}::date)::timestamp at time zone 'Europe/Rome')`;
  const start = dayStart(from);
  const end = sql`((${to}::date + 1)::timestamp at time zone 'Europe/Rome')`;
  const afterRolled = addDays(rolled, 1);
  const liveStart = dayStart(afterRolled > from ? afterRolled : from);
  const rollTo = rolled < to ? rolled : to;
  const inScope = (t: string) => sql`${sql.raw(t)}.account_id = ${scope.accountId} and ${sql.raw(t)}.agent_id in (${ids})`;
  const inRange = (t: string) => sql`${sql.raw(t)}.created_at >= ${start} and ${sql.raw(t)}.created_at < ${end}`;
  const inLiveRange = (t: string) => sql`${sql.raw(t)}.created_at >= ${liveStart} and ${sql.raw(t)}.created_at < ${end}`;
  const inRolled = (t: string) => sql`${inScope(t)} and ${sql.raw(t)}.day >= ${from}::date and ${sql.raw(t)}.day <= ${rollTo}::date`;
  const romeDay = (t: string) => sql`to_char((${sql.raw(t)}.created_at at time zone 'Europe/Rome')::date, 'YYYY-MM-DD')`;
  const finished = (t: string) => sql`${sql.raw(t)}.sender = 'agent' and ${sql.raw(t)}.latency_ms is not null and ${inScope(t)}`;
  // Rolled-up days as whole months, whole weeks and single days (ADR 0038); a range that reaches the last day rolled
  // up takes the period holding it whole, less the days a rollup committed meanwhile may have added (`open`).
  const spans = rollupSpans(from, rollTo, rollTo === rolled);
  const inSpan = (t: string, span: 'day' | 'week' | 'month', starts: string[]) =>
    sql`${sql.raw(t)}.span = ${span} and ${sql.raw(t)}.start = any(${dayArray(starts)}::date[])`;
  const addedMeanwhile = (column: string, open: NonNullable<typeof spans.open>) =>
    sql`${sql.raw(column)} > ${open.after}::date and ${sql.raw(column)} < ${open.until}::date`;
  // Only the parts a range has: no statement probes the index for an empty list.
  const unionAll = (parts: (SQL | false | null)[]) =>
    sql.join(
      parts.filter((part): part is SQL => Boolean(part)),
      sql` union all `,
    );
  // The general view of every agent reads the account-wide rows (ADR 0039), any other scope one row per agent.
  const rolledLatency = (kind: 'first' | 'full') =>
    scope.wholeAccount
      ? [
          ...(['day', 'week', 'month'] as const).map(
            (span) =>
              spans[`${span}s`].length > 0 &&
              sql`
                select r.ms, r.replies as n from analytics_account_latency r
                where r.account_id = ${scope.accountId} and r.kind = ${kind} and ${inSpan('r', span, spans[`${span}s`])}`,
          ),
          spans.open &&
            sql`
              select r.ms, -r.replies as n from analytics_account_latency r
              where r.account_id = ${scope.accountId} and r.kind = ${kind} and r.span = 'day' and ${addedMeanwhile('r.start', spans.open)}`,
        ]
      : [sql`select r.ms, r.replies as n from analytics_daily_latency r where ${inRolled('r')} and r.kind = ${kind}`];
  const histogram = (kind: 'first' | 'full', column: 'first_token_ms' | 'latency_ms') => sql`
    select ms, sum(n)::int as n from (
      ${unionAll([
        ...rolledLatency(kind),
        sql`select m.${sql.raw(column)} as ms, count(*)::int as n from messages m
      where ${finished('m')} and ${inLiveRange('m')} and m.${sql.raw(column)} is not null group by 1`,
      ])}
    ) x group by ms`;

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
    firstTokenHistogram: histogram('first', 'first_token_ms'),
    fullHistogram: histogram('full', 'latency_ms'),
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
    lowestRated: sql`
      select m.id, m.text as answer, m.agent_id, m.created_at as at, q.text as question
      from messages m
      left join lateral (
        select q.text from messages q
        where q.conversation_id = m.conversation_id and q.sender = 'user' and q.created_at < m.created_at
        order by q.created_at desc limit 1
      ) q on true
      where m.rating = -1 and ${finished('m')} and ${inRange('m')}
      order by m.created_at desc limit ${LIST_LENGTH}`,
    citations: sql`
      select document_id, sum(n)::int as n from (
        select r.document_id, r.citations as n from analytics_daily_citations r where ${inRolled('r')}
        union all
        select d.value as document_id, count(*)::int as n
        from messages m cross join lateral jsonb_array_elements_text(m.answer_basis -> 'documents') d
        where ${finished('m')} and ${inLiveRange('m')} and m.answer_basis is not null group by 1
      ) x group by 1`,
    documents: sql`
      select d.id, d.file_name, d.agent_id from agent_documents d
      where ${inScope('d')} and d.status = 'processed' order by d.uploaded_at`,
  };
}
