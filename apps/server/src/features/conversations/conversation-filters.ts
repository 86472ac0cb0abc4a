import { sql, type SQL } from 'drizzle-orm';
import type { ConversationFiltersInput } from '@app/shared/api/conversations';
import type { AnalyticsScope } from '../analytics/analytics-scope.js';
import { gapAnswer, inAgents, italianQuery, italianText } from './conversation-sql.js';

/** A message shown in the review: a question, or a finished reply (one still streaming is not). */
export const shownMessage = (alias: string): SQL => {
  const a = sql.raw(alias);
  return sql`(${a}.sender = 'user' or ${a}.latency_ms is not null)`;
};

/**
 * Which conversations the review shows: those of the scope's agents started in the Europe/Rome days `from`..`to`,
 * on the channel, rating, knowledge gap and Italian text asked for. The one rule of the review list and the export
 * (ADR 0033), so an export holds exactly the conversations listed. `alias` names the conversations table.
 */
export function reviewedConversations(
  alias: string,
  scope: AnalyticsScope,
  { from, to, channel, rating, gap, q }: ConversationFiltersInput & { from: string; to: string },
): SQL {
  const c = sql.raw(alias);
  const start = sql`((${from}::date)::timestamp at time zone 'Europe/Rome')`;
  const someMessage = (condition: SQL) =>
    sql`exists (select 1 from messages m where m.conversation_id = ${c}.id and ${shownMessage('m')} and ${condition})`;
  const rated = (value: 1 | -1) => someMessage(sql`m.rating = ${value}`);
  const conditions: SQL[] = [
    sql`${c}.account_id = ${scope.accountId}`,
    inAgents(alias, scope.agentNames.keys()),
    sql`${c}.created_at >= ${start}`,
    sql`${c}.created_at < ((${to}::date + 1)::timestamp at time zone 'Europe/Rome')`,
  ];
  if (channel) conditions.push(sql`${c}.channel = ${channel}`);
  if (rating === 'positive') conditions.push(rated(1));
  if (rating === 'negative') conditions.push(rated(-1));
  if (rating === 'unrated') conditions.push(sql`not ${someMessage(sql`m.rating in (1, -1)`)}`);
  if (gap === true) conditions.push(someMessage(gapAnswer('m')));
  if (gap === false) conditions.push(sql`not ${someMessage(gapAnswer('m'))}`);
  if (q) {
    // Through the GIN index over every message of the scope since the range's start, then matched by id.
    conditions.push(sql`${c}.id in (
      select m.conversation_id from messages m
      where m.account_id = ${scope.accountId} and ${inAgents('m', scope.agentNames.keys())} and m.created_at >= ${start}
        and ${italianText('m')} @@ ${italianQuery(q)})`);
  }
  return sql.join(conditions, sql` and `);
}
