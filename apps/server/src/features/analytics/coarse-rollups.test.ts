import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createAgent, createUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { conversations, messages } from '../../db/schema/chat.js';
import { accounts } from '../../db/schema/accounts.js';
import { actionTokens } from '../../db/schema/platform.js';
import { newId } from '../../db/ids.js';
import { rateMessage } from '../chat/rate-message.js';
import { unsafeDeleteExpiredConversations } from '../conversations/delete-expired-conversations.js';
import { confirmAgentDeletion } from '../agents/confirm-agent-deletion.js';
import { hashDeletionToken } from '../agents/deletion-token.js';
import { ROLLUP_TABLES, unsafeDeleteExpiredRollups, unsafeRollUpAnalytics } from '../analytics-rollups/roll-up-analytics.js';
import { analyticsQueries } from './get-analytics.js';
import { requireAnalyticsScope } from './analytics-scope.js';
import { rollupSpans } from './rollup-spans.js';

/**
 * The weekly and monthly rollups (ADR 0038) and the account-wide response times (ADR 0039): every range, whatever
 * its ends, gives the figures the messages give, through rollups, retention and agent deletion.
 */
let t: TestApp;
let owner: Awaited<ReturnType<typeof createAccountWithOwner>>;
let cookies: Record<'owner' | 'instructor', string>;
let agentA: { id: string };
let agentB: { id: string };

const QUESTIONS = ['Quanto costa la consegna?', 'Orari del negozio?', 'Fate sconti agli studenti?', 'Posso pagare a rate?'];
const VISITOR = '44444444-4444-4444-8444-444444444444';

/** Rome days 2026-08-20 .. 2026-11-12 (85 days); turn n of a day follows a fixed pattern. */
const FIRST = Date.UTC(2026, 7, 20);
const DAYS = 85;
const dayOf = (i: number) => new Date(FIRST + i * 86_400_000).toISOString().slice(0, 10);

async function turn(agentId: string, at: Date, question: string, latencyMs: number, firstTokenMs: number, documents: string[]) {
  const conversationId = newId();
  await t.ctx.db.insert(conversations).values({
    id: conversationId,
    accountId: owner.accountId,
    agentId,
    channel: 'public',
    visitorId: VISITOR,
    createdAt: at,
    updatedAt: at,
  });
  const base = { conversationId, accountId: owner.accountId, agentId };
  await t.ctx.db.insert(messages).values([
    { ...base, id: newId(), sender: 'user', text: question, createdAt: at },
    {
      ...base,
      id: newId(),
      sender: 'agent',
      text: `Risposta: ${question}`,
      createdAt: new Date(at.getTime() + 1),
      latencyMs,
      firstTokenMs,
      answerBasis: { documents, memory: false },
    },
  ]);
}

const analytics = async (query: string, who: keyof typeof cookies = 'owner') => {
  const res = await t.request({ method: 'GET', url: `/api/analytics?${query}`, cookie: cookies[who] });
  expect(res.statusCode).toBe(200);
  return res.json();
};

/** Ranges with every kind of end: mid-week, mid-month, whole months, one day, across the summer-time change. */
const RANGES = [
  'from=2026-09-03&to=2026-10-29',
  'from=2026-10-01&to=2026-10-31',
  'from=2026-09-28&to=2026-11-08',
  'from=2026-08-20&to=2026-11-12',
  'from=2026-10-25&to=2026-10-25',
  'from=2026-11-01&to=2026-11-12',
  'from=2026-11-02&to=2026-11-04',
];
const scopes = (range: string) => [
  ['owner', range],
  ['owner', `${range}&agentId=${agentB.id}`],
  ['instructor', range],
];

async function pages() {
  const out: unknown[] = [];
  for (const range of RANGES) {
    for (const [who, query] of scopes(range)) out.push(await analytics(query!, who as keyof typeof cookies));
  }
  return out;
}

/** Coarse rows that are not the sum of their days' rows, and sums with no coarse row: none, ever. */
async function coarseMismatches(): Promise<number> {
  const questions = sql`
    select account_id, agent_id, s.span, date_trunc(s.span, day::timestamp)::date as start, key,
      max(last_at) as last_at, sum(asked)::int as asked, sum(gaps)::int as gaps
    from analytics_daily_questions, (values ('week'), ('month')) s(span) group by 1, 2, 3, 4, 5`;
  const latency = sql`
    select account_id, kind, s.span, date_trunc(s.span, day::timestamp)::date as start, ms, sum(replies)::int as replies
    from analytics_daily_latency, (values ('day'), ('week'), ('month')) s(span) group by 1, 2, 3, 4, 5`;
  const stored = {
    questions: sql`select account_id, agent_id, span, start, key, last_at, asked, gaps from analytics_period_questions`,
    latency: sql`select account_id, kind, span, start, ms, replies from analytics_account_latency`,
  };
  const count = async (a: ReturnType<typeof sql>, b: ReturnType<typeof sql>) =>
    (await t.ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from ((${a}) except (${b})) x`)).rows[0]!.n;
  return (
    (await count(questions, stored.questions)) +
    (await count(stored.questions, questions)) +
    (await count(latency, stored.latency)) +
    (await count(stored.latency, latency))
  );
}

/** Every rollup row of the account gone and nothing rolled up: the next rollup starts from the messages. */
async function forgetRollups() {
  await t.ctx.db.update(accounts).set({ analyticsRolledUntil: null }).where(eq(accounts.id, owner.accountId));
  for (const table of [...ROLLUP_TABLES, 'analytics_period_questions', 'analytics_account_latency']) {
    await t.ctx.db.execute(sql`delete from ${sql.raw(table)} where account_id = ${owner.accountId}`);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await createAccountWithOwner(t.ctx.db);
  const instructor = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'instructor' });
  cookies = { owner: await signIn(t, owner), instructor: await signIn(t, instructor) };
  agentA = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Alfa' });
  agentB = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Beta', instructorId: instructor.id });
  for (let i = 0; i < DAYS; i++) {
    // 10:00 in Rome (08:00 UTC in summer time, 09:00 after 25 October), and a late one at 23:30 Rome every third
    // day, which is the next day in UTC: the Rome day must hold it.
    const summer = dayOf(i) < '2026-10-25';
    const morning = new Date(FIRST + i * 86_400_000 + (summer ? 8 : 9) * 3_600_000);
    await turn(agentA.id, morning, QUESTIONS[i % 4]!, 100 + (i % 7) * 10, 10 + (i % 5), i % 3 === 0 ? [] : ['doc']);
    if (i % 3 === 0) {
      const late = new Date(FIRST + i * 86_400_000 + (summer ? 21.5 : 22.5) * 3_600_000);
      await turn(agentB.id, late, QUESTIONS[(i + 1) % 4]!, 200 + (i % 11), 30 + (i % 3), i % 2 === 0 ? [] : ['doc']);
    }
  }
});
afterAll(async () => {
  await t.close();
});

describe('splitting a range into months, weeks and days (ADR 0038)', () => {
  it('takes whole months, then whole weeks, then days, and the period of the last day rolled up when open', () => {
    expect(rollupSpans('2026-09-03', '2026-10-29')).toEqual({
      months: [],
      weeks: ['2026-09-07', '2026-09-14', '2026-09-21', '2026-09-28', '2026-10-05', '2026-10-12', '2026-10-19'],
      days: ['2026-09-03', '2026-09-04', '2026-09-05', '2026-09-06', '2026-10-26', '2026-10-27', '2026-10-28', '2026-10-29'],
      open: null,
    });
    expect(rollupSpans('2026-09-28', '2026-11-08')).toEqual({
      months: ['2026-10-01'],
      weeks: ['2026-11-02'],
      days: ['2026-09-28', '2026-09-29', '2026-09-30', '2026-11-01'],
      open: null,
    });
    expect(rollupSpans('2026-08-28', '2026-11-24', true)).toEqual({
      months: ['2026-09-01', '2026-10-01', '2026-11-01'],
      weeks: [],
      days: ['2026-08-28', '2026-08-29', '2026-08-30', '2026-08-31'],
      open: { after: '2026-11-24', until: '2026-12-01' },
    });
    expect(rollupSpans('2026-11-19', '2026-11-24', true)).toMatchObject({ weeks: ['2026-11-23'], open: { until: '2026-11-30' } });
    expect(rollupSpans('2026-11-24', '2026-11-23')).toEqual({ months: [], weeks: [], days: [], open: null });
  });
});

describe('weekly and monthly rollups', () => {
  it('give every range the figures of the messages, rolled up in steps, with a rating given later', async () => {
    const live = await pages();
    const october = await analytics('from=2026-10-01&to=2026-10-31');
    // 31 days of agent A (1 a day) and the days i % 3 === 0 of agent B: i runs 42..72, 11 of them.
    expect(october.totals.replies).toBe(31 + 11);
    // Every part rolled up in steps whose last day falls mid-week and mid-month.
    for (const now of ['2026-09-10T12:00:00Z', '2026-10-07T12:00:00Z', '2026-11-05T12:00:00Z']) {
      await unsafeRollUpAnalytics(t.ctx.db, { now: new Date(now) });
      expect(await coarseMismatches()).toBe(0);
      expect(await pages()).toEqual(live);
    }
    await unsafeRollUpAnalytics(t.ctx.db, { now: new Date('2026-11-20T12:00:00Z') });
    expect(await coarseMismatches()).toBe(0);
    expect(await pages()).toEqual(live);
    expect(await analytics('from=2026-10-01&to=2026-10-31')).toEqual(october);

    // A rating given later changes the rolled-up figures (ADR 0037) whatever the level the others come from.
    const [reply] = await t.ctx.db
      .select()
      .from(messages)
      .where(sql`${messages.agentId} = ${agentA.id} and ${messages.sender} = 'agent' and ${messages.createdAt} > '2026-10-10'`)
      .orderBy(messages.createdAt)
      .limit(1);
    await rateMessage(t.ctx.db, {
      accountId: owner.accountId,
      messageId: reply!.id,
      who: { channel: 'public', userId: null, visitorId: VISITOR },
      rating: -1,
    });
    const rated = await analytics('from=2026-10-01&to=2026-10-31');
    expect(rated.totals).toEqual({ ...october.totals, thumbsDown: 1, satisfaction: 0 });
    expect(rated.lowestRated.map((r: { messageId: string }) => r.messageId)).toEqual([reply!.id]);
    expect({ ...rated, totals: october.totals, lowestRated: [] }).toEqual(october);
  });

  it('count a day once when a rollup commits between reading the last day rolled up and the figures', async () => {
    const scope = await requireAnalyticsScope(t.ctx.db, { userId: owner.id, accountId: owner.accountId, role: 'owner' } as never);
    const read = async (rolled: string) => {
      const q = analyticsQueries(scope, '2026-10-12', '2026-11-12', rolled);
      const rows = async (query: ReturnType<typeof sql>) => (await t.ctx.db.execute(query)).rows;
      return { questions: await rows(q.questions), full: await rows(q.fullHistogram), first: await rows(q.firstTokenHistogram) };
    };
    await forgetRollups();
    await unsafeRollUpAnalytics(t.ctx.db, { now: new Date('2026-11-04T12:00:00Z') });
    const before = await read('2026-11-03');
    // The rollup of 4 November commits; the request still believes the 3rd is the last day rolled up.
    await unsafeRollUpAnalytics(t.ctx.db, { now: new Date('2026-11-05T12:00:00Z') });
    const sorted = (r: Awaited<ReturnType<typeof read>>) => ({
      questions: r.questions,
      full: [...r.full].sort((a, b) => Number(a.ms) - Number(b.ms)),
      first: [...r.first].sort((a, b) => Number(a.ms) - Number(b.ms)),
    });
    expect(sorted(await read('2026-11-03'))).toEqual(sorted(before));
    expect(sorted(await read('2026-11-04'))).toEqual(sorted(before));
  });

  it('follow retention: the periods before the cutoff go, the ones across it keep their later days', async () => {
    // Kept 60 days on 18 November, 00:30 UTC: the cutoff is Saturday 19 September, mid-week and mid-month.
    const now = new Date('2026-11-18T00:30:00Z');
    await unsafeRollUpAnalytics(t.ctx.db, { now });
    await t.ctx.db.update(accounts).set({ conversationRetentionDays: 60 }).where(eq(accounts.id, owner.accountId));
    expect(await unsafeDeleteExpiredConversations(t.ctx.db, { now })).toBeGreaterThan(0);
    await unsafeDeleteExpiredRollups(t.ctx.db, now);
    expect(await coarseMismatches()).toBe(0);
    const kept = await pages();
    // 19–30 September: agent A daily (12), agent B on the days i % 3 === 0 (i = 30..41: 30, 33, 36, 39).
    const september = await analytics('from=2026-09-01&to=2026-09-30');
    expect(september.totals.replies).toBe(16);
    expect(september.daily[18].replies.public).toBe(2);
    expect(september.daily[17].replies.public).toBe(0);
    // Rolled up again from scratch from the messages kept: the same figures.
    await forgetRollups();
    await unsafeRollUpAnalytics(t.ctx.db, { now });
    expect(await coarseMismatches()).toBe(0);
    expect(await pages()).toEqual(kept);
    await t.ctx.db.update(accounts).set({ conversationRetentionDays: null }).where(eq(accounts.id, owner.accountId));
  });

  it("forget a deleted agent's response times in the account-wide rows", async () => {
    const ranges = ['from=2026-09-21&to=2026-11-12', 'from=2026-10-01&to=2026-10-31'];
    const onlyA = await Promise.all(ranges.map((range) => analytics(`${range}&agentId=${agentA.id}`)));
    const token = newId();
    await t.ctx.db.insert(actionTokens).values({
      id: newId(),
      tokenHash: hashDeletionToken(token),
      kind: 'agent-deletion',
      userId: owner.id,
      accountId: owner.accountId,
      payload: { agentId: agentB.id },
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    await confirmAgentDeletion(t.ctx, { token });
    expect(await coarseMismatches()).toBe(0);
    for (const [i, range] of ranges.entries()) {
      // The whole account is now agent A: the general view reads the account-wide rows, the agent's page its own.
      expect((await analytics(range)).responseTime).toEqual(onlyA[i].responseTime);
      expect((await analytics(range)).topQuestions).toEqual(onlyA[i].topQuestions);
    }
  });
});
