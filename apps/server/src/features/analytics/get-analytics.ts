import { sql, type SQL } from 'drizzle-orm';
import { type CHANNELS, type Analytics, type AnalyticsQuery } from '@app/shared/api/analytics';
import type { MemberCaller } from '@app/shared/roles';
import type { DbOrTx } from '../../db/client.js';
import { requireAnalyticsScope, resolveRange, type AnalyticsScope } from './analytics-scope.js';

const LIST_LENGTH = 10;

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

type Channel = (typeof CHANNELS)[number];
const noChannels = (): Record<Channel, number> => ({ test: 0, public: 0, api: 0 });
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

  const q = analyticsQueries(scope, from, to);
  const [conversationsByDay, repliesByDay, visitors, replies, heatmap, questions, lowestRated, citations, documents] = await Promise.all([
    rows<{ day: string; channel: Channel; n: number }>(db, q.conversationsByDay),
    rows<{ day: string; channel: Channel; n: number }>(db, q.repliesByDay),
    rows<{ visitors: number; returning: number }>(db, q.visitors),
    rows<ReplyStats>(db, q.replyStats),
    rows<{ dow: number; hour: number; n: number }>(db, q.heatmap),
    rows<{ agent_id: string; question: string; n: number; gaps: number }>(db, q.questions),
    rows<{ id: string; question: string | null; answer: string; agent_id: string; at: string }>(db, q.lowestRated),
    rows<{ document_id: string; n: number }>(db, q.citations),
    rows<{ id: string; file_name: string; agent_id: string }>(db, q.documents),
  ]);

  const daily = new Map(days.map((day) => [day, { day, conversations: noChannels(), replies: noChannels() }]));
  for (const r of conversationsByDay) if (daily.has(r.day)) daily.get(r.day)!.conversations[r.channel] = r.n;
  for (const r of repliesByDay) if (daily.has(r.day)) daily.get(r.day)!.replies[r.channel] = r.n;
  const stats = replies[0]!;
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
      firstTokenP50: round(stats.ft50),
      firstTokenP95: round(stats.ft95),
      fullP50: round(stats.full50),
      fullP95: round(stats.full95),
    },
    tokens: stats.with_tokens > 0 ? { prompt: stats.prompt ?? 0, completion: stats.completion ?? 0 } : null,
    heatmap: grid,
    topQuestions: questions.slice(0, LIST_LENGTH).map((r) => group(r, r.n)),
    knowledgeGaps: questions
      .filter((r) => r.gaps > 0)
      .sort((a, b) => b.gaps - a.gaps)
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
  };
}

interface ReplyStats {
  replies: number;
  up: number;
  down: number;
  ft50: number | null;
  ft95: number | null;
  full50: number | null;
  full95: number | null;
  prompt: number | null;
  completion: number | null;
  with_tokens: number;
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
    tokens: null,
    heatmap: Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0)),
    topQuestions: [],
    knowledgeGaps: [],
    lowestRated: [],
    mostCitedDocuments: [],
    neverCitedDocuments: [],
  };
}

/** The SQL of each figure (exported for bench/analytics.mjs, which times each one). */
export function analyticsQueries(scope: AnalyticsScope, from: string, to: string) {
  const ids = sql.join(
    [...scope.agentNames.keys()].map((id) => sql`${id}`),
    sql`, `,
  );
  const start = sql`((${from}::date)::timestamp at time zone 'Europe/Rome')`;
  const end = sql`((${to}::date + 1)::timestamp at time zone 'Europe/Rome')`;
  const inScope = (t: string) => sql`${sql.raw(t)}.account_id = ${scope.accountId} and ${sql.raw(t)}.agent_id in (${ids})`;
  const inRange = (t: string) => sql`${sql.raw(t)}.created_at >= ${start} and ${sql.raw(t)}.created_at < ${end}`;
  const romeDay = (t: string) => sql`to_char((${sql.raw(t)}.created_at at time zone 'Europe/Rome')::date, 'YYYY-MM-DD')`;
  const finishedReplies = sql`m.sender = 'agent' and m.latency_ms is not null and ${inScope('m')} and ${inRange('m')}`;

  return {
    conversationsByDay: sql`
      select ${romeDay('c')} as day, c.channel, count(*)::int as n from conversations c
      where ${inScope('c')} and ${inRange('c')} group by 1, 2`,
    repliesByDay: sql`
      select ${romeDay('m')} as day, c.channel, count(*)::int as n
      from messages m join conversations c on c.id = m.conversation_id
      where ${finishedReplies} group by 1, 2`,
    // A visitor returns when they talked to these agents on two different days (before the range counts too).
    visitors: sql`
      with seen as (
        select distinct c.visitor_id from conversations c
        where c.channel = 'public' and c.visitor_id is not null and ${inScope('c')} and ${inRange('c')}
      ), days as (
        select c.visitor_id, count(distinct (c.created_at at time zone 'Europe/Rome')::date) as d
        from conversations c join seen on seen.visitor_id = c.visitor_id
        where c.channel = 'public' and ${inScope('c')} and c.created_at < ${end}
        group by c.visitor_id
      )
      select count(*)::int as visitors, (count(*) filter (where d >= 2))::int as returning from days`,
    replyStats: sql`
      select count(*)::int as replies,
        (count(*) filter (where m.rating = 1))::int as up,
        (count(*) filter (where m.rating = -1))::int as down,
        percentile_cont(0.5) within group (order by m.first_token_ms) as ft50,
        percentile_cont(0.95) within group (order by m.first_token_ms) as ft95,
        percentile_cont(0.5) within group (order by m.latency_ms) as full50,
        percentile_cont(0.95) within group (order by m.latency_ms) as full95,
        sum(m.prompt_tokens)::int as prompt, sum(m.completion_tokens)::int as completion,
        count(m.prompt_tokens)::int as with_tokens
      from messages m where ${finishedReplies}`,
    heatmap: sql`
      select (extract(isodow from m.created_at at time zone 'Europe/Rome'))::int - 1 as dow,
        (extract(hour from m.created_at at time zone 'Europe/Rome'))::int as hour, count(*)::int as n
      from messages m where m.sender = 'user' and ${inScope('m')} and ${inRange('m')} group by 1, 2`,
    // Similar questions share their Italian stems (stopwords dropped, accents removed); each is paired with the
    // reply that followed it, whose basis says whether any document answered.
    questions: sql`
      with q as (
        select m.agent_id, m.text, m.created_at,
          array_to_string(tsvector_to_array(to_tsvector('italian', f_unaccent(left(m.text, 500)))), ' ') as key,
          r.answer_basis
        from messages m
        left join lateral (
          select r.answer_basis from messages r
          where r.conversation_id = m.conversation_id and r.sender = 'agent' and r.created_at > m.created_at
          order by r.created_at limit 1
        ) r on true
        where m.sender = 'user' and ${inScope('m')} and ${inRange('m')}
      )
      select agent_id, (array_agg(text order by created_at desc))[1] as question, count(*)::int as n,
        (count(*) filter (where answer_basis is not null and jsonb_array_length(answer_basis -> 'documents') = 0))::int as gaps
      from q where key <> '' group by agent_id, key order by n desc, max(created_at) desc limit 500`,
    lowestRated: sql`
      select m.id, m.text as answer, m.agent_id, m.created_at as at, q.text as question
      from messages m
      left join lateral (
        select q.text from messages q
        where q.conversation_id = m.conversation_id and q.sender = 'user' and q.created_at < m.created_at
        order by q.created_at desc limit 1
      ) q on true
      where ${finishedReplies} and m.rating = -1
      order by m.created_at desc limit ${LIST_LENGTH}`,
    citations: sql`
      select d.value as document_id, count(*)::int as n
      from messages m cross join lateral jsonb_array_elements_text(m.answer_basis -> 'documents') d
      where ${finishedReplies} and m.answer_basis is not null group by 1`,
    documents: sql`
      select d.id, d.file_name, d.agent_id from agent_documents d
      where ${inScope('d')} and d.status = 'processed' order by d.uploaded_at`,
  };
}
