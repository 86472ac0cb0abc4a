import { sql, type SQL } from 'drizzle-orm';
import { type Analytics, type AnalyticsQuery, type Channel } from '@app/shared/api/analytics';
import { CHANNELS } from '@app/shared/channels';
import type { MemberCaller } from '@app/shared/roles';
import { ANSWER_OUTCOMES, type AnswerOutcome } from '@app/shared/answer-outcome';
import { handoffAnalytics } from '../handoff/handoff-analytics.js';
import { bookingAnalytics, noBookings } from './booking-analytics.js';
import type { DbOrTx } from '../../db/client.js';
import { requireAnalyticsScope, resolveRange, type AnalyticsScope } from './analytics-scope.js';
import { addDays } from '../../base/rome-time.js';
import { analyticsSql, LIST_LENGTH } from './analytics-sql.js';
import { usageQueries } from './usage-queries.js';
import { percentile, responseTimeQueries } from './response-times.js';
import { questionQueries } from './question-queries.js';
import { answerQueries } from './answer-queries.js';

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
  const parts = analyticsSql(scope, from, to, rolled);
  return { ...usageQueries(parts), ...responseTimeQueries(parts), ...questionQueries(parts), ...answerQueries(parts) };
}
