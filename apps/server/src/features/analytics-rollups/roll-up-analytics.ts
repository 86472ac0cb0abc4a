import { sql } from 'drizzle-orm';
import { OUTSIDE_SQL as OUTSIDE } from './outside-channels.js';
import type { AppContext } from '../../app-context.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { rebuildCoarseRollups } from './coarse-rollups.js';
import { addDays, romeToday } from '../../base/rome-time.js';

export const ROLLUP_QUEUE = 'analytics-rollup';

/**
 * Rolls up the complete Europe/Rome days (up to yesterday) of every account that has days not rolled up yet
 * (ADR 0031), one account at a time, each in one transaction: its rollup rows for those days, then its
 * `analytics_rolled_until`. Across every account on purpose (the daily job). Returns the accounts rolled up.
 */
export async function unsafeRollUpAnalytics(db: Db, { now = new Date(), signal }: { now?: Date; signal?: AbortSignal } = {}) {
  const yesterday = addDays(romeToday(now), -1);
  const { rows: accounts } = await db.execute<{ id: string; first: string }>(sql`
    select a.id, to_char(coalesce(a.analytics_rolled_until + 1, (
      select (min(c.created_at) at time zone 'Europe/Rome')::date from conversations c where c.account_id = a.id
    )), 'YYYY-MM-DD') as first
    from accounts a
    where a.analytics_rolled_until is null or a.analytics_rolled_until < ${yesterday}::date`);
  let rolled = 0;
  for (const account of accounts) {
    if (signal?.aborted) break;
    await db.transaction(async (tx) => {
      await lockAccountAnalytics(tx, account.id);
      if (account.first && account.first <= yesterday) await rollUpDays(tx, account.id, account.first, yesterday);
      await tx.execute(sql`update accounts set analytics_rolled_until = ${yesterday}::date where id = ${account.id}`);
    });
    rolled += 1;
  }
  return rolled;
}

/** The rollup rows of days `from`..`to` of one account, replacing any there were. */
async function rollUpDays(tx: DbOrTx, accountId: string, from: string, to: string) {
  const start = sql`((${from}::date)::timestamp at time zone 'Europe/Rome')`;
  const end = sql`((${to}::date + 1)::timestamp at time zone 'Europe/Rome')`;
  const inDays = (t: string) =>
    sql`${sql.raw(t)}.account_id = ${accountId} and ${sql.raw(t)}.created_at >= ${start} and ${sql.raw(t)}.created_at < ${end}`;
  const day = (t: string) => sql`(${sql.raw(t)}.created_at at time zone 'Europe/Rome')::date`;
  const finished = sql`m.sender = 'agent' and m.latency_ms is not null and ${inDays('m')}`;
  for (const table of ROLLUP_TABLES) {
    await tx.execute(sql`delete from ${sql.raw(table)} where account_id = ${accountId} and day >= ${from}::date and day <= ${to}::date`);
  }
  await tx.execute(sql`
    insert into analytics_daily (account_id, agent_id, day, channel, conversations, replies, prompt_tokens, completion_tokens, with_tokens)
    select ${accountId}, agent_id, day, channel, sum(conversations), sum(replies), sum(prompt), sum(completion), sum(with_tokens)
    from (
      select c.agent_id, ${day('c')} as day, c.channel, count(*) as conversations, 0 as replies, 0 as prompt, 0 as completion, 0 as with_tokens
      from conversations c where ${inDays('c')} group by 1, 2, 3
      union all
      select m.agent_id, ${day('m')}, c.channel, 0, count(*), coalesce(sum(m.prompt_tokens), 0), coalesce(sum(m.completion_tokens), 0),
        count(m.prompt_tokens)
      from messages m join conversations c on c.id = m.conversation_id where ${finished} group by 1, 2, 3
    ) x group by agent_id, day, channel`);
  await tx.execute(sql`
    insert into analytics_daily_ratings (account_id, agent_id, day, up, down)
    select ${accountId}, m.agent_id, ${day('m')}, count(*) filter (where m.rating = 1), count(*) filter (where m.rating = -1)
    from messages m where ${finished} and m.rating is not null group by 2, 3`);
  await tx.execute(sql`
    insert into analytics_daily_outcomes (account_id, agent_id, day, outcome, replies)
    select ${accountId}, m.agent_id, ${day('m')}, m.outcome, count(*)
    from messages m where ${finished} and m.outcome is not null group by 2, 3, 4`);
  await tx.execute(sql`
    insert into analytics_daily_visitors (account_id, agent_id, day, visitor_id)
    select distinct ${accountId}, c.agent_id, ${day('c')}, c.visitor_id
    from conversations c where ${inDays('c')} and c.channel in (${OUTSIDE}) and c.visitor_id is not null`);
  await tx.execute(sql`
    insert into analytics_daily_hours (account_id, agent_id, day, hour, questions)
    select ${accountId}, m.agent_id, ${day('m')}, extract(hour from m.created_at at time zone 'Europe/Rome'), count(*)
    from messages m where m.sender = 'user' and ${inDays('m')} group by 2, 3, 4`);
  await tx.execute(sql`
    insert into analytics_daily_questions (account_id, agent_id, day, key, question, last_at, asked, gaps)
    select ${accountId}, agent_id, day, key, (array_agg(text order by created_at desc))[1], max(created_at), count(*), count(*) filter (where gap)
    from (
      select m.agent_id, ${day('m')} as day, m.text, m.created_at, m.question_key as key,
        (r.answer_basis is not null and jsonb_array_length(r.answer_basis -> 'documents') = 0) as gap
      from messages m
      left join lateral (
        select r.answer_basis from messages r
        where r.conversation_id = m.conversation_id and r.sender = 'agent' and r.created_at > m.created_at
        order by r.created_at limit 1
      ) r on true
      where m.sender = 'user' and ${inDays('m')}
    ) q where key <> '' group by agent_id, day, key`);
  await tx.execute(sql`
    insert into analytics_daily_citations (account_id, agent_id, day, document_id, citations)
    select ${accountId}, m.agent_id, ${day('m')}, d.value, count(*)
    from messages m cross join lateral jsonb_array_elements_text(m.answer_basis -> 'documents') d
    where ${finished} and m.answer_basis is not null group by 2, 3, 4`);
  await tx.execute(sql`
    insert into analytics_daily_latency (account_id, agent_id, day, kind, ms, replies)
    select ${accountId}, m.agent_id, ${day('m')}, 'first', m.first_token_ms, count(*)
    from messages m where ${finished} and m.first_token_ms is not null group by 2, 3, 5
    union all
    select ${accountId}, m.agent_id, ${day('m')}, 'full', m.latency_ms, count(*)
    from messages m where ${finished} group by 2, 3, 5`);
  await rebuildCoarseRollups(tx, accountId, { from, to });
}

/**
 * Serialises an account's rollup with the ratings given meanwhile (ADR 0037): a rating either lands before the rollup
 * reads the messages, or after `analytics_rolled_until` moved and is then added to the day's row. Transaction-scoped.
 */
export async function lockAccountAnalytics(tx: DbOrTx, accountId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`analytics:${accountId}`}))`);
}

/**
 * A reply rated, re-rated or un-rated (`from` → `to`) after its day was rolled up: the day's ratings row follows.
 * Call inside the rating's transaction, after `lockAccountAnalytics`. Replies not finished are not counted.
 */
export async function keepRolledRatingsUpToDate(
  tx: DbOrTx,
  reply: { accountId: string; agentId: string; createdAt: Date; finished: boolean },
  from: number | null,
  to: number | null,
): Promise<void> {
  const up = (to === 1 ? 1 : 0) - (from === 1 ? 1 : 0);
  const down = (to === -1 ? 1 : 0) - (from === -1 ? 1 : 0);
  if (!reply.finished || (up === 0 && down === 0)) return;
  await tx.execute(sql`
    insert into analytics_daily_ratings (account_id, agent_id, day, up, down)
    select a.id, ${reply.agentId}, d.day, ${up}, ${down}
    from accounts a, (select (${reply.createdAt.toISOString()}::timestamptz at time zone 'Europe/Rome')::date as day) d
    where a.id = ${reply.accountId} and d.day <= a.analytics_rolled_until
    on conflict (account_id, agent_id, day) do update
      set up = analytics_daily_ratings.up + excluded.up, down = analytics_daily_ratings.down + excluded.down`);
}

/** The daily rollup tables (ADR 0031, 0035, 0037); the weeks and months are rebuilt from them (ADR 0038). */
export const ROLLUP_TABLES = [
  'analytics_daily',
  'analytics_daily_ratings',
  'analytics_daily_outcomes',
  'analytics_daily_visitors',
  'analytics_daily_hours',
  'analytics_daily_questions',
  'analytics_daily_citations',
  'analytics_daily_latency',
];

/**
 * The rollups of days older than their account's conversation retention go with the conversations (their questions
 * are the visitors' words). Exported for the retention job; across every account on purpose.
 */
export async function unsafeDeleteExpiredRollups(db: Db, now: Date = new Date()): Promise<void> {
  const cutoff = sql`(${now.toISOString()}::timestamptz - a.conversation_retention_days * interval '1 day')::date`;
  for (const table of ROLLUP_TABLES) {
    await db.execute(sql`
      delete from ${sql.raw(table)} r using accounts a
      where r.account_id = a.id and a.conversation_retention_days is not null and r.day < ${cutoff}`);
  }
  // The weeks and months follow their days (ADR 0038): those wholly before the cutoff go, the one across it is
  // summed again from its remaining days.
  const { rows } = await db.execute<{ id: string; cutoff: string }>(sql`
    select a.id, to_char(${cutoff}, 'YYYY-MM-DD') as cutoff from accounts a where a.conversation_retention_days is not null`);
  for (const account of rows) {
    await db.transaction(async (tx) => {
      await lockAccountAnalytics(tx, account.id);
      await rebuildCoarseRollups(tx, account.id, { to: account.cutoff });
    });
  }
}

/**
 * The daily rollup job (issue 13), registered at start (`bootstrap.ts`). Not offered in the API tests: they write
 * conversations dated in the past, which a rollup running meanwhile would leave out; they roll up explicitly.
 */
export async function registerAnalyticsRollupJob(ctx: AppContext): Promise<void> {
  if (ctx.config.NODE_ENV === 'test') return;
  await ctx.jobs.daily(ROLLUP_QUEUE, async (_data, signal) => {
    const accounts = await unsafeRollUpAnalytics(ctx.db, { signal });
    if (accounts > 0) ctx.log.info(`statistiche giornaliere aggiornate per ${accounts} account`);
  });
}
