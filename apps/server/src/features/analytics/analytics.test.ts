import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createAgent, createUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { conversations, messages } from '../../db/schema/chat.js';
import { agentDocuments } from '../../db/schema/documents.js';
import { newId } from '../../db/ids.js';
import { exportConversations } from '../conversations/export-conversations.js';
import { rateMessage } from '../chat/rate-message.js';
import { unsafeRollUpAnalytics } from '../analytics-rollups/roll-up-analytics.js';
import { accounts } from '../../db/schema/accounts.js';
import type { AnswerOutcome } from '@app/shared/answer-outcome';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createAccountWithOwner>>;
let cookies: Record<'owner' | 'admin' | 'instructor' | 'user' | 'stranger', string>;
let agentA: { id: string };
let agentB: { id: string };
let docA: string;
let docB: string;

const RANGE = 'from=2026-10-05&to=2026-10-11';
const V1 = '11111111-1111-4111-8111-111111111111';
const V2 = '22222222-2222-4222-8222-222222222222';
const V3 = '33333333-3333-4333-8333-333333333333';

/** One question and its reply, `at` an instant; the reply follows a millisecond later, as a chat turn stores them. */
async function turn(args: {
  agentId: string;
  channel: 'test' | 'public';
  visitorId?: string;
  at: string;
  question: string;
  latencyMs: number;
  firstTokenMs: number;
  rating?: 1 | -1;
  documents: string[];
  tokens?: [number, number];
  outcome?: AnswerOutcome;
}) {
  const conversationId = newId();
  const at = new Date(args.at);
  await t.ctx.db.insert(conversations).values({
    id: conversationId,
    accountId: owner.accountId,
    agentId: args.agentId,
    channel: args.channel,
    visitorId: args.visitorId ?? null,
    userId: args.channel === 'test' ? owner.id : null,
    createdAt: at,
  });
  const base = { conversationId, accountId: owner.accountId, agentId: args.agentId };
  await t.ctx.db.insert(messages).values([
    { ...base, id: newId(), sender: 'user', text: args.question, createdAt: at },
    {
      ...base,
      id: newId(),
      sender: 'agent',
      text: `Risposta a: ${args.question}`,
      createdAt: new Date(at.getTime() + 1),
      latencyMs: args.latencyMs,
      firstTokenMs: args.firstTokenMs,
      rating: args.rating ?? null,
      answerBasis: { documents: args.documents, memory: false },
      promptTokens: args.tokens?.[0] ?? null,
      completionTokens: args.tokens?.[1] ?? null,
      outcome: args.outcome ?? null,
    },
  ]);
}

async function document(agentId: string, fileName: string) {
  const id = newId();
  await t.ctx.db.insert(agentDocuments).values({
    id,
    accountId: owner.accountId,
    agentId,
    fileName,
    filePath: `${owner.accountId}/${agentId}/${id}`,
    fileType: 'text/plain',
    sizeBytes: 10,
    status: 'processed',
    processedAt: new Date('2026-10-01T10:00:00Z'),
  });
  return id;
}

const analytics = (who: keyof typeof cookies, query: string) =>
  t.request({ method: 'GET', url: `/api/analytics?${query}`, cookie: cookies[who] });

beforeAll(async () => {
  t = await createTestApp();
  owner = await createAccountWithOwner(t.ctx.db);
  const admin = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'admin' });
  const instructor = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'instructor' });
  const user = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user' });
  const stranger = await createAccountWithOwner(t.ctx.db);
  cookies = {
    owner: await signIn(t, owner),
    admin: await signIn(t, admin),
    instructor: await signIn(t, instructor),
    user: await signIn(t, user),
    stranger: await signIn(t, stranger),
  };
  agentA = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Pizzeria', instructorId: instructor.id });
  agentB = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: admin.id, name: 'Negozio' });
  docA = await document(agentA.id, 'listino.pdf');
  docB = await document(agentA.id, 'vecchio-menu.pdf');

  // Monday 5 October 2026, 10:15 and 10:16 in Rome (summer time, UTC+2).
  await turn({
    agentId: agentA.id,
    channel: 'public',
    visitorId: V1,
    at: '2026-10-05T08:15:00Z',
    question: 'Quanto costa la Margherita?',
    outcome: 'knowledge',
    latencyMs: 100,
    firstTokenMs: 20,
    rating: 1,
    documents: [docA],
  });
  await turn({
    agentId: agentA.id,
    channel: 'public',
    visitorId: V2,
    at: '2026-10-05T08:16:00Z',
    question: 'quanto costa la margherita',
    outcome: 'not_answered',
    latencyMs: 200,
    firstTokenMs: 40,
    rating: -1,
    documents: [],
  });
  // Tuesday 6 October, 21:30 and 21:45 in Rome: a member's test, and the first visitor coming back.
  await turn({
    agentId: agentA.id,
    channel: 'test',
    at: '2026-10-06T19:30:00Z',
    question: 'Orari del sabato?',
    outcome: 'qa_pair',
    latencyMs: 300,
    firstTokenMs: 60,
    documents: [docA],
    tokens: [10, 5],
  });
  await turn({
    agentId: agentA.id,
    channel: 'public',
    visitorId: V1,
    at: '2026-10-06T19:45:00Z',
    question: 'Spedite in Sicilia?',
    outcome: 'not_answered',
    latencyMs: 400,
    firstTokenMs: 80,
    rating: -1,
    documents: [],
  });
  // Outside the range: Monday 12 October.
  await turn({
    agentId: agentA.id,
    channel: 'public',
    visitorId: V1,
    at: '2026-10-12T08:00:00Z',
    question: 'Fuori periodo?',
    outcome: 'knowledge',
    latencyMs: 999,
    firstTokenMs: 999,
    documents: [],
  });
  // Another agent of the account.
  await turn({
    agentId: agentB.id,
    channel: 'public',
    visitorId: V3,
    at: '2026-10-07T09:00:00Z',
    question: 'Prezzo della Margherita?',
    outcome: 'business_card',
    latencyMs: 500,
    firstTokenMs: 100,
    rating: 1,
    documents: [],
  });
});
afterAll(async () => {
  await t.close();
});

describe("one agent's analytics", () => {
  it('counts conversations, replies, visitors, ratings, response times and tokens of the range exactly', async () => {
    const res = await analytics('owner', `${RANGE}&agentId=${agentA.id}`);
    expect(res.statusCode).toBe(200);
    const a = res.json();
    expect(a.from).toBe('2026-10-05');
    expect(a.to).toBe('2026-10-11');
    expect(a.agents).toEqual([{ id: agentA.id, name: 'Pizzeria' }]);
    expect(a.totals).toEqual({
      conversations: 4,
      replies: 4,
      visitors: 2,
      returningVisitors: 1,
      thumbsUp: 1,
      thumbsDown: 2,
      satisfaction: 0.333,
    });
    expect(a.daily).toHaveLength(7);
    expect(a.daily[0]).toEqual({
      day: '2026-10-05',
      conversations: { test: 0, public: 2, widget: 0, api: 0, whatsapp: 0, telegram: 0, messenger: 0, instagram: 0, email: 0 },
      replies: { test: 0, public: 2, widget: 0, api: 0, whatsapp: 0, telegram: 0, messenger: 0, instagram: 0, email: 0 },
    });
    expect(a.daily[1]).toEqual({
      day: '2026-10-06',
      conversations: { test: 1, public: 1, widget: 0, api: 0, whatsapp: 0, telegram: 0, messenger: 0, instagram: 0, email: 0 },
      replies: { test: 1, public: 1, widget: 0, api: 0, whatsapp: 0, telegram: 0, messenger: 0, instagram: 0, email: 0 },
    });
    expect(a.daily[6].day).toBe('2026-10-11');
    // Continuous percentiles of 20, 40, 60, 80 and of 100, 200, 300, 400.
    expect(a.responseTime).toEqual({ firstTokenP50: 50, firstTokenP95: 77, fullP50: 250, fullP95: 385 });
    expect(a.tokens).toEqual({ prompt: 10, completion: 5 });
    expect(a.heatmap[0][10]).toBe(2);
    expect(a.heatmap[1][21]).toBe(2);
    expect(a.heatmap.flat().reduce((s: number, n: number) => s + n, 0)).toBe(4);
  });

  it('groups similar questions, finds the ones no document answered, the lowest rated, and the documents cited or not', async () => {
    const a = (await analytics('owner', `${RANGE}&agentId=${agentA.id}`)).json();
    expect(a.topQuestions[0]).toEqual({ question: 'quanto costa la margherita', count: 2, agentId: agentA.id, agentName: 'Pizzeria' });
    expect(a.topQuestions).toHaveLength(3);
    expect(a.knowledgeGaps.map((g: { question: string; count: number }) => [g.question, g.count])).toEqual([
      ['quanto costa la margherita', 1],
      ['Spedite in Sicilia?', 1],
    ]);
    expect(a.lowestRated.map((r: { question: string }) => r.question)).toEqual(['Spedite in Sicilia?', 'quanto costa la margherita']);
    expect(a.mostCitedDocuments).toEqual([{ documentId: docA, file: 'listino.pdf', agentName: 'Pizzeria', citations: 2 }]);
    expect(a.neverCitedDocuments).toEqual([{ documentId: docB, file: 'vecchio-menu.pdf', agentName: 'Pizzeria' }]);
  });

  it('counts the replies of the range by how they ended (issue 45), for one agent and for every agent', async () => {
    const none = { knowledge: 0, qa_pair: 0, business_card: 0, small_talk: 0, person_request: 0, not_answered: 0, action: 0 };
    expect((await analytics('owner', `${RANGE}&agentId=${agentA.id}`)).json().outcomes).toEqual({
      ...none,
      knowledge: 1,
      qa_pair: 1,
      not_answered: 2,
    });
    // The admin's general view: both agents; the Monday after the range is not counted.
    expect((await analytics('admin', RANGE)).json().outcomes).toEqual({
      ...none,
      knowledge: 1,
      qa_pair: 1,
      business_card: 1,
      not_answered: 2,
    });
    expect((await analytics('owner', 'from=2026-10-12&to=2026-10-12')).json().outcomes).toEqual({ ...none, knowledge: 1 });
    // The instructor reads only the agent assigned to them; a plain user and another account read nobody's outcomes.
    expect((await analytics('instructor', RANGE)).json().outcomes).toEqual({ ...none, knowledge: 1, qa_pair: 1, not_answered: 2 });
    const user = await analytics('user', RANGE);
    expect(user.statusCode).toBe(403);
    expect(user.json().outcomes).toBeUndefined();
    expect((await analytics('user', `${RANGE}&agentId=${agentA.id}`)).statusCode).toBe(403);
    const stranger = await analytics('stranger', RANGE);
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json().outcomes).toEqual(none);
    expect((await analytics('stranger', `${RANGE}&agentId=${agentA.id}`)).statusCode).toBe(404);
  });

  it("is for the agent's creator, its instructor and the account owner: others 403, another account 404", async () => {
    expect((await analytics('instructor', `${RANGE}&agentId=${agentA.id}`)).statusCode).toBe(200);
    const admin = await analytics('admin', `${RANGE}&agentId=${agentA.id}`);
    expect(admin.statusCode).toBe(403);
    expect(admin.json().message).toBe('Non hai i permessi per gestire questo agente.');
    expect((await analytics('admin', `${RANGE}&agentId=${agentB.id}`)).statusCode).toBe(200);
    expect((await analytics('user', `${RANGE}&agentId=${agentA.id}`)).statusCode).toBe(403);
    expect((await analytics('instructor', `${RANGE}&agentId=${agentB.id}`)).statusCode).toBe(404);
    const stranger = await analytics('stranger', `${RANGE}&agentId=${agentA.id}`);
    expect(stranger.statusCode).toBe(404);
    expect(JSON.stringify(stranger.json())).not.toContain('Pizzeria');
  });
});

describe('the general view', () => {
  it('covers every agent for the owner and the admin, the assigned ones for an instructor, and nobody else', async () => {
    for (const who of ['owner', 'admin'] as const) {
      const a = (await analytics(who, RANGE)).json();
      expect(a.totals.conversations).toBe(5);
      expect(a.totals.visitors).toBe(3);
      expect(a.topQuestions.map((q: { agentName: string }) => q.agentName)).toContain('Negozio');
    }
    const instructor = (await analytics('instructor', RANGE)).json();
    expect(instructor.totals.conversations).toBe(4);
    expect(instructor.agents).toEqual([{ id: agentA.id, name: 'Pizzeria' }]);
    const user = await analytics('user', RANGE);
    expect(user.statusCode).toBe(403);
    expect(user.json().message).toBe('Accesso Negato');
    const stranger = (await analytics('stranger', RANGE)).json();
    expect(stranger.totals.conversations).toBe(0);
    expect(stranger.topQuestions).toEqual([]);
    expect((await t.request({ method: 'GET', url: `/api/analytics?${RANGE}` })).statusCode).toBe(401);
  });

  it('defaults to the last 30 days in Rome', async () => {
    const a = (await analytics('owner', '')).json();
    expect(a.daily).toHaveLength(30);
    expect(a.to).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date()));
  });
});

describe('bad input', () => {
  it.each([
    ['from=2026-13-01&to=2026-12-01', 'Data non valida: usa il formato AAAA-MM-GG.'],
    ['from=2026-02-30', 'Data non valida: usa il formato AAAA-MM-GG.'],
    ['from=ieri', 'Data non valida: usa il formato AAAA-MM-GG.'],
    ['from=2026-10-11&to=2026-10-05', 'La data di inizio deve precedere la data di fine.'],
    ['from=2024-01-01&to=2026-01-01', 'Puoi analizzare al massimo 366 giorni alla volta.'],
    [`agentId=${'x'.repeat(65)}`, 'Agente non valido.'],
  ])('%s answers 400 in Italian', async (query, message) => {
    const res = await analytics('owner', query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('what a chat turn records for analytics', () => {
  it('the first-token time and what the answer was based on, even when public visitors are not shown the sources', async () => {
    const agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Senza documenti' });
    const res = await t.request({
      method: 'POST',
      url: `/api/public/agents/${agent.id}/messages`,
      payload: { text: 'Avete parcheggio?', visitorId: V2 },
    });
    expect(res.statusCode).toBe(200);
    const [reply] = await t.ctx.db.select().from(messages).where(eq(messages.agentId, agent.id)).orderBy(messages.createdAt).offset(1);
    expect(reply!.firstTokenMs).toBeGreaterThanOrEqual(0);
    expect(reply!.firstTokenMs).toBeLessThanOrEqual(reply!.latencyMs!);
    expect(reply!.answerBasis).toEqual({ documents: [], memory: false, automatic: 'offline' });
    const gaps = (await analytics('owner', `agentId=${agent.id}`)).json().knowledgeGaps;
    expect(gaps).toEqual([{ question: 'Avete parcheggio?', count: 1, agentId: agent.id, agentName: 'Senza documenti' }]);
  });
});

describe('the conversations export', () => {
  const exported = (who: keyof typeof cookies, query: string) =>
    t.request({ method: 'GET', url: `/api/analytics/export?${query}`, cookie: cookies[who] });

  it('is a CSV for Italian Excel: UTF-8 with BOM, semicolons, every message of the range in order, Rome time', async () => {
    const res = await exported('owner', `${RANGE}&agentId=${agentA.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="conversazioni-2026-10-05-2026-10-11.csv"');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFConversazione;Agente;Canale;Data;Mittente;Testo;Valutazione;Fonti');
    expect(lines).toHaveLength(1 + 8 + 1);
    expect(lines[1]).toMatch(/^[^;]+;Pizzeria;Chat pubblica;05\/10\/2026 10:15;Utente;Quanto costa la Margherita\?;;$/);
    expect(lines[2]).toMatch(/;Agente;Risposta a: Quanto costa la Margherita\?;positiva;$/);
    expect(lines[5]).toMatch(/;Chat di prova;06\/10\/2026 21:30;Utente;Orari del sabato\?;;$/);
    expect(lines.at(-1)).toBe('');
  });

  it('is JSON on request, filters by channel, and pages through long exports without changing them', async () => {
    const json = await exported('owner', `${RANGE}&agentId=${agentA.id}&format=json`);
    expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
    const rows = json.json();
    expect(rows).toHaveLength(8);
    expect(rows[0]).toMatchObject({ agent: 'Pizzeria', channel: 'Chat pubblica', at: '05/10/2026 10:15', sender: 'Utente', rating: '' });
    const tests = (await exported('owner', `${RANGE}&agentId=${agentA.id}&format=json&channel=test`)).json();
    expect(tests.map((r: { text: string }) => r.text)).toEqual(['Orari del sabato?', 'Risposta a: Orari del sabato?']);

    const read = async (pageSize?: number) => {
      const caller = { userId: owner.id, accountId: owner.accountId, role: 'owner' as const, tokenId: null };
      const input = { from: '2026-10-05', to: '2026-10-11', format: 'csv' as const };
      const { body } = await exportConversations(t.ctx.db, { caller: caller as never, input }, { pageSize });
      let text = '';
      for await (const part of body) text += part;
      return text;
    };
    const whole = await read();
    expect(whole.split('\r\n')).toHaveLength(1 + 10 + 1);
    expect(await read(3)).toBe(whole);
  });

  it('neutralises cells Excel would run as formulas, and quotes semicolons, quotes and line breaks', async () => {
    const agentC = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Fogli' });
    await turn({
      agentId: agentC.id,
      channel: 'test',
      at: '2026-10-08T10:00:00Z',
      question: '=HYPERLINK("http://x";"clic")',
      latencyMs: 1,
      firstTokenMs: 1,
      documents: [],
    });
    await turn({
      agentId: agentC.id,
      channel: 'test',
      at: '2026-10-08T10:05:00Z',
      question: 'riga uno;\nriga "due"',
      latencyMs: 1,
      firstTokenMs: 1,
      documents: [],
    });
    const body = (await exported('owner', `${RANGE}&agentId=${agentC.id}`)).body;
    expect(body).toContain(`;"'=HYPERLINK(""http://x"";""clic"")";`);
    expect(body).toContain(`;"riga uno;\nriga ""due""";`);
  });

  it('follows the analytics permissions and answers bad input in Italian', async () => {
    expect((await exported('user', RANGE)).statusCode).toBe(403);
    expect((await exported('admin', `${RANGE}&agentId=${agentA.id}`)).statusCode).toBe(403);
    expect((await exported('stranger', `${RANGE}&agentId=${agentA.id}`)).statusCode).toBe(404);
    const strangerAll = await exported('stranger', RANGE);
    expect(strangerAll.statusCode).toBe(200);
    expect(strangerAll.body).not.toContain('Pizzeria');
    const badFormat = await exported('owner', `${RANGE}&format=xlsx`);
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().message).toBe('Formato non valido: scegli csv o json.');
    expect((await exported('owner', 'channel=fax')).json().message).toBe('Canale non valido.');
    expect((await t.request({ method: 'GET', url: `/api/analytics/export?${RANGE}` })).statusCode).toBe(401);
  });
});

describe('knowledge gaps beyond the most asked questions', () => {
  it('lists a question no document answered even when eleven others were asked more often', async () => {
    const topics = ['pane', 'vino', 'olio', 'sale', 'riso', 'miele', 'caffè', 'latte', 'burro', 'farina', 'zucchero'];
    for (const [i, topic] of topics.entries()) {
      for (const minute of [0, 1]) {
        await turn({
          agentId: agentB.id,
          channel: 'test',
          at: `2026-09-01T08:${String(i * 2 + minute).padStart(2, '0')}:00Z`,
          question: `Vendete ${topic}?`,
          latencyMs: 100,
          firstTokenMs: 10,
          documents: [docA],
        });
      }
    }
    await turn({
      agentId: agentB.id,
      channel: 'test',
      at: '2026-09-01T09:00:00Z',
      question: 'Fate consegne a domicilio?',
      latencyMs: 100,
      firstTokenMs: 10,
      documents: [],
    });
    const page = (await analytics('owner', 'from=2026-09-01&to=2026-09-01')).json();
    expect(page.topQuestions).toHaveLength(10);
    expect(page.topQuestions.every((q: { count: number }) => q.count === 2)).toBe(true);
    expect(page.knowledgeGaps).toEqual([{ question: 'Fate consegne a domicilio?', count: 1, agentId: agentB.id, agentName: 'Negozio' }]);
    // Another account sees none of it; a plain user is refused.
    expect((await analytics('stranger', 'from=2026-09-01&to=2026-09-01')).json().knowledgeGaps).toEqual([]);
    expect((await analytics('user', 'from=2026-09-01&to=2026-09-01')).statusCode).toBe(403);
  });
});

describe('the daily rollups (ADR 0031)', () => {
  it('count visitors and returning visitors from the daily visitor rows as from the conversations (ADR 0035)', async () => {
    const visitors = async (query: string, who: keyof typeof cookies = 'owner') => {
      const res = await analytics(who, query);
      expect(res.statusCode).toBe(200);
      const { visitors: n, returningVisitors } = res.json().totals;
      return [n, returningVisitors];
    };
    const ranges = [
      'from=2026-10-06&to=2026-10-06',
      'from=2026-10-12&to=2026-10-12',
      'from=2026-10-07&to=2026-10-07',
      `${RANGE}&agentId=${agentB.id}`,
      RANGE,
    ];
    const expected = [
      [1, 1], // V1 came on Monday too
      [1, 1],
      [1, 0], // V3, once
      [1, 0],
      [3, 1],
    ];
    const live = await Promise.all(ranges.map((range) => visitors(range)));
    expect(live).toEqual(expected);
    // Monday 5 October and later live: V1's earlier day is a live day before the range 6–6.
    await unsafeRollUpAnalytics(t.ctx.db, { now: new Date('2026-10-05T12:00:00Z') });
    expect(await Promise.all(ranges.map((range) => visitors(range)))).toEqual(expected);
    // Monday rolled up: V1's earlier day comes from the visitor rows.
    await unsafeRollUpAnalytics(t.ctx.db, { now: new Date('2026-10-06T12:00:00Z') });
    expect(await Promise.all(ranges.map((range) => visitors(range)))).toEqual(expected);
    // The instructor sees agent A only; a plain user and another account see none of it.
    expect(await visitors('from=2026-10-06&to=2026-10-06', 'instructor')).toEqual([1, 1]);
    expect((await analytics('user', RANGE)).statusCode).toBe(403);
    expect(await visitors(RANGE, 'stranger')).toEqual([0, 0]);
  });

  it('give the very same figures, partly and wholly rolled up, and ratings given later still count', async () => {
    const before = {
      agent: (await analytics('owner', `${RANGE}&agentId=${agentA.id}`)).json(),
      all: (await analytics('owner', RANGE)).json(),
      instructor: (await analytics('instructor', RANGE)).json(),
    };
    // Days up to Thursday 8 October from the rollups, the rest from the messages.
    expect(await unsafeRollUpAnalytics(t.ctx.db, { now: new Date('2026-10-09T12:00:00Z') })).toBeGreaterThan(0);
    const [account] = await t.ctx.db.select().from(accounts).where(eq(accounts.id, owner.accountId));
    expect(account!.analyticsRolledUntil).toBe('2026-10-08');
    expect((await analytics('owner', `${RANGE}&agentId=${agentA.id}`)).json()).toEqual(before.agent);
    expect((await analytics('owner', RANGE)).json()).toEqual(before.all);
    expect((await analytics('instructor', RANGE)).json()).toEqual(before.instructor);
    // Every day rolled up; running it again the same day changes nothing.
    await unsafeRollUpAnalytics(t.ctx.db, { now: new Date('2026-10-20T12:00:00Z') });
    await unsafeRollUpAnalytics(t.ctx.db, { now: new Date('2026-10-20T13:00:00Z') });
    expect((await analytics('owner', `${RANGE}&agentId=${agentA.id}`)).json()).toEqual(before.agent);
    expect((await analytics('owner', RANGE)).json()).toEqual(before.all);

    // The member rates an answer of a rolled-up day, then changes their mind twice (ADR 0037).
    const [reply] = await t.ctx.db.select().from(messages).where(eq(messages.text, 'Risposta a: Orari del sabato?'));
    const member = { channel: 'test' as const, userId: owner.id, visitorId: null };
    const rate = (rating: 1 | -1 | null, who: typeof member = member) =>
      rateMessage(t.ctx.db, { accountId: owner.accountId, messageId: reply!.id, who, rating });
    const totals = async () => (await analytics('owner', `${RANGE}&agentId=${agentA.id}`)).json().totals;
    await rate(1);
    expect(await totals()).toMatchObject({ thumbsUp: 2, thumbsDown: 2, satisfaction: 0.5 });
    await rate(-1);
    expect(await totals()).toMatchObject({ thumbsUp: 1, thumbsDown: 3, satisfaction: 0.25 });
    await rate(null);
    expect(await totals()).toMatchObject({ thumbsUp: 1, thumbsDown: 2 });
    await rate(1);
    // Someone who does not own the conversation (another member, another account) changes nothing.
    await expect(rate(-1, { ...member, userId: newId() })).rejects.toMatchObject({ statusCode: 404 });
    await expect(rateMessage(t.ctx.db, { accountId: newId(), messageId: reply!.id, who: member, rating: -1 })).rejects.toMatchObject({
      statusCode: 404,
    });
    const after = await totals();
    expect(after).toMatchObject({ thumbsUp: 2, thumbsDown: 2, satisfaction: 0.5 });
    // The same figures as counting the messages themselves: rolling the days up again from scratch agrees.
    await t.ctx.db.update(accounts).set({ analyticsRolledUntil: null }).where(eq(accounts.id, owner.accountId));
    await unsafeRollUpAnalytics(t.ctx.db, { now: new Date('2026-10-20T12:00:00Z') });
    expect(await totals()).toEqual(after);
  });
});
