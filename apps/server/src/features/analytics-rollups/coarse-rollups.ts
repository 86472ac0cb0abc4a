import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

type Span = 'day' | 'week' | 'month';

/** The first day of the `span` that holds `day` (a date expression). */
const startOf = (span: Span, day: SQL) => sql`date_trunc(${span}, (${day})::timestamp)::date`;

/**
 * The days whose rows make up the periods of `span` that hold any day of `from`..`to` (either end open when
 * absent), and those periods' starts.
 */
function periods(span: Span, from?: string, to?: string) {
  const first = from ? startOf(span, sql`${from}::date`) : null;
  const last = to ? startOf(span, sql`${to}::date`) : null;
  const starts = (column: SQL) =>
    sql`${first ? sql`${column} >= ${first}` : sql`true`} and ${last ? sql`${column} <= ${last}` : sql`true`}`;
  const days = (column: SQL) =>
    sql`${first ? sql`${column} >= ${first}` : sql`true`} and ${last ? sql`${column} < (${last}::timestamp + ${`1 ${span}`}::interval)::date` : sql`true`}`;
  return { starts, days };
}

/**
 * Rebuilds, from the daily rows, the weeks and months of question groups (ADR 0038) and the account-wide response
 * times (ADR 0039) of every period that holds a day of `from`..`to` (open ends: all of them). Each coarse row is
 * then the sum of its days' rows as they are now: after a rollup of `from`..`to`, and after retention deleted the
 * days before a cutoff (`to` = the cutoff: the periods wholly before it go, the one across it keeps its later days).
 * Call inside the account's analytics lock (`lockAccountAnalytics`).
 */
export async function rebuildCoarseRollups(tx: DbOrTx, accountId: string, range: { from?: string; to?: string } = {}) {
  await rebuildPeriodQuestions(tx, accountId, range);
  await rebuildAccountLatency(tx, accountId, range);
}

async function rebuildPeriodQuestions(tx: DbOrTx, accountId: string, { from, to }: { from?: string; to?: string }) {
  for (const span of ['week', 'month'] as const) {
    const p = periods(span, from, to);
    await tx.execute(sql`
      delete from analytics_period_questions
      where account_id = ${accountId} and span = ${span} and ${p.starts(sql.raw('start'))}`);
    await tx.execute(sql`
      insert into analytics_period_questions (account_id, agent_id, span, start, key, last_at, asked, gaps)
      select ${accountId}, q.agent_id, ${span}, ${startOf(span, sql.raw('q.day'))}, q.key, max(q.last_at), sum(q.asked), sum(q.gaps)
      from analytics_daily_questions q
      where q.account_id = ${accountId} and ${p.days(sql.raw('q.day'))}
      group by q.agent_id, 4, q.key
      -- Each period's rows written together: a request reads a period's rows from a few pages, not one page a row.
      order by 4, q.agent_id`);
  }
}

/** Every agent's replies together, per day, week and month (ADR 0039). */
async function rebuildAccountLatency(tx: DbOrTx, accountId: string, { from, to }: { from?: string; to?: string } = {}) {
  for (const span of ['day', 'week', 'month'] as const) {
    const p = periods(span, from, to);
    await tx.execute(sql`
      delete from analytics_account_latency
      where account_id = ${accountId} and span = ${span} and ${p.starts(sql.raw('start'))}`);
    await tx.execute(sql`
      insert into analytics_account_latency (account_id, kind, span, start, ms, replies)
      select ${accountId}, l.kind, ${span}, ${startOf(span, sql.raw('l.day'))}, l.ms, sum(l.replies)
      from analytics_daily_latency l
      where l.account_id = ${accountId} and ${p.days(sql.raw('l.day'))}
      group by l.kind, 4, l.ms
      order by 4, l.kind`);
  }
}

/**
 * Takes an agent's replies out of the account-wide response times (ADR 0039), before the agent and its daily rows
 * are deleted: its own rows summed per period are subtracted, and the values left with no reply removed. Call inside
 * the account's analytics lock, in the deletion's transaction.
 */
export async function forgetAgentInAccountLatency(tx: DbOrTx, accountId: string, agentId: string) {
  const agentRows = sql`
    select l.kind, s.span, date_trunc(s.span, l.day::timestamp)::date as start, l.ms, sum(l.replies)::int as n
    from analytics_daily_latency l, (values ('day'), ('week'), ('month')) s(span)
    where l.account_id = ${accountId} and l.agent_id = ${agentId}
    group by 1, 2, 3, 4`;
  const same = sql`a.account_id = ${accountId} and a.kind = d.kind and a.span = d.span and a.start = d.start and a.ms = d.ms`;
  await tx.execute(sql`update analytics_account_latency a set replies = a.replies - d.n from (${agentRows}) d where ${same}`);
  await tx.execute(sql`delete from analytics_account_latency a using (${agentRows}) d where ${same} and a.replies <= 0`);
}
