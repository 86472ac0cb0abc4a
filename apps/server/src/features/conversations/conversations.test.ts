import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createAgent, createUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { conversations, messages } from '../../db/schema/chat.js';
import { agentDocuments } from '../../db/schema/documents.js';
import { newId } from '../../db/ids.js';

let t: TestApp;
let cookies: Record<'owner' | 'admin' | 'instructor' | 'user' | 'stranger', string>;
let agentA: { id: string };
let agentB: { id: string };
let agentU: { id: string };
let docA: string;
let ownerAccountId: string;
const c = {} as Record<'shipping' | 'gluten' | 'hours' | 'closed' | 'lucas' | 'later', string>;

const RANGE = 'from=2026-10-05&to=2026-10-11';

interface Turn {
  question: string;
  answer?: string;
  documents?: string[];
  sources?: { documentId: string; file: string; page: number | null }[];
  rating?: 1 | -1;
}

/** A conversation of `turns`, one minute apart, started at `at`; each reply a second after its question. */
async function conversation(accountId: string, agentId: string, channel: 'test' | 'public', at: string, turns: Turn[]) {
  const id = newId();
  const start = new Date(at);
  await t.ctx.db.insert(conversations).values({ id, accountId, agentId, channel, createdAt: start, updatedAt: start });
  const base = { conversationId: id, accountId, agentId };
  for (const [i, turn] of turns.entries()) {
    const asked = new Date(start.getTime() + i * 60_000);
    await t.ctx.db.insert(messages).values([
      { ...base, id: newId(), sender: 'user', text: turn.question, createdAt: asked },
      {
        ...base,
        id: newId(),
        sender: 'agent',
        text: turn.answer ?? `Risposta a: ${turn.question}`,
        createdAt: new Date(asked.getTime() + 1000),
        latencyMs: 1000,
        firstTokenMs: 100,
        rating: turn.rating ?? null,
        sources: turn.sources ?? [],
        answerBasis: { documents: turn.documents ?? [], memory: false },
      },
    ]);
  }
  return id;
}

const list = (who: keyof typeof cookies, query: string) =>
  t.request({ method: 'GET', url: `/api/analytics/conversations?${query}`, cookie: cookies[who] });
const view = (who: keyof typeof cookies, id: string) =>
  t.request({ method: 'GET', url: `/api/analytics/conversations/${id}`, cookie: cookies[who] });
const ids = async (who: keyof typeof cookies, query: string) => {
  const res = await list(who, query);
  expect(res.statusCode).toBe(200);
  return (res.json().conversations as { id: string }[]).map((row) => row.id);
};

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createAccountWithOwner(t.ctx.db);
  ownerAccountId = owner.accountId;
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
  agentU = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: user.id, name: 'Assistente di Luca' });
  docA = newId();
  await t.ctx.db.insert(agentDocuments).values({
    id: docA,
    accountId: owner.accountId,
    agentId: agentA.id,
    fileName: 'listino.pdf',
    filePath: `${owner.accountId}/${agentA.id}/${docA}`,
    fileType: 'application/pdf',
    sizeBytes: 10,
    status: 'processed',
  });
  const o = owner.accountId;
  // A public visitor, not shown the sources (ADR 0025): the answer was still based on the price list.
  c.shipping = await conversation(o, agentA.id, 'public', '2026-10-05T08:15:00Z', [
    { question: 'Quanto costa la spedizione in Sicilia?', documents: [docA], rating: 1 },
  ]);
  c.gluten = await conversation(o, agentA.id, 'public', '2026-10-06T10:00:00Z', [
    { question: 'Avete le pizze senza glutine?', rating: -1 },
  ]);
  c.hours = await conversation(o, agentA.id, 'test', '2026-10-07T09:00:00Z', [
    { question: 'Orari di apertura del sabato', documents: [docA], sources: [{ documentId: docA, file: 'listino.pdf', page: 3 }] },
    { question: 'E la domenica?' },
  ]);
  c.closed = await conversation(o, agentB.id, 'public', '2026-10-08T16:00:00Z', [{ question: 'Perché il negozio è chiuso?' }]);
  c.lucas = await conversation(o, agentU.id, 'test', '2026-10-09T07:00:00Z', [{ question: 'Una prova di Luca', documents: ['altro'] }]);
  c.later = await conversation(o, agentA.id, 'public', '2026-10-12T08:00:00Z', [{ question: 'Fuori periodo?' }]);
  // A reply still streaming (no latency yet) is not part of the review.
  await t.ctx.db.insert(messages).values({
    id: newId(),
    conversationId: c.shipping,
    accountId: o,
    agentId: agentA.id,
    sender: 'agent',
    text: 'A metà…',
    createdAt: new Date('2026-10-05T08:20:00Z'),
  });
  await conversation(
    stranger.accountId,
    (await createAgent(t.ctx.db, { accountId: stranger.accountId, userId: stranger.id })).id,
    'public',
    '2026-10-06T10:00:00Z',
    [{ question: 'Spedizione per un altro account' }],
  );
});
afterAll(async () => {
  await t.close();
});

describe('the conversation list', () => {
  it("lists the range's conversations newest first, with their first question, messages, ratings and gaps", async () => {
    const res = await list('owner', RANGE);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.conversations.map((row: { id: string }) => row.id)).toEqual([c.lucas, c.closed, c.hours, c.gluten, c.shipping]);
    expect(body.nextCursor).toBeNull();
    const hours = body.conversations[2];
    expect(hours).toEqual({
      id: c.hours,
      agentId: agentA.id,
      agentName: 'Pizzeria',
      channel: 'test',
      visitor: null,
      startedAt: '2026-10-07T09:00:00.000Z',
      lastMessageAt: '2026-10-07T09:01:01.000Z',
      messages: 4,
      question: 'Orari di apertura del sabato',
      thumbsUp: 0,
      thumbsDown: 0,
      gap: true,
    });
    expect(body.conversations[4]).toMatchObject({ messages: 2, thumbsUp: 1, thumbsDown: 0, gap: false, channel: 'public' });
  });

  it('filters by channel, rating, knowledge gap and agent', async () => {
    expect(await ids('owner', `${RANGE}&channel=test`)).toEqual([c.lucas, c.hours]);
    expect(await ids('owner', `${RANGE}&rating=positive`)).toEqual([c.shipping]);
    expect(await ids('owner', `${RANGE}&rating=negative`)).toEqual([c.gluten]);
    expect(await ids('owner', `${RANGE}&rating=unrated`)).toEqual([c.lucas, c.closed, c.hours]);
    expect(await ids('owner', `${RANGE}&gap=true`)).toEqual([c.closed, c.hours, c.gluten]);
    expect(await ids('owner', `${RANGE}&gap=false`)).toEqual([c.lucas, c.shipping]);
    expect(await ids('owner', `${RANGE}&agentId=${agentA.id}`)).toEqual([c.hours, c.gluten, c.shipping]);
    expect(await ids('owner', `${RANGE}&agentId=${agentA.id}&channel=public&gap=true`)).toEqual([c.gluten]);
    expect(await ids('owner', 'from=2026-10-12&to=2026-10-12')).toEqual([c.later]);
  });

  it('searches the messages in Italian: stems, accents and phrases, never another account', async () => {
    expect(await ids('owner', `${RANGE}&q=spedizioni`)).toEqual([c.shipping]);
    expect(await ids('owner', `${RANGE}&q=perche`)).toEqual([c.closed]);
    expect(await ids('owner', `${RANGE}&q=${encodeURIComponent('"senza glutine"')}`)).toEqual([c.gluten]);
    expect(await ids('owner', `${RANGE}&q=domenica`)).toEqual([c.hours]);
    expect(await ids('owner', `${RANGE}&q=${encodeURIComponent('sabato OR glutine')}`)).toEqual([c.hours, c.gluten]);
    expect(await ids('owner', `${RANGE}&q=ombrellone`)).toEqual([]);
    expect(await ids('stranger', `${RANGE}&q=spedizione`)).toHaveLength(1);
    expect(await ids('owner', `${RANGE}&q=${encodeURIComponent('   ')}`)).toHaveLength(5);
  });

  it('pages with a cursor, 25 at a time, losing none of the conversations that started at the same instant', async () => {
    const many: string[] = [];
    for (let i = 0; i < 27; i += 1) {
      // Three conversations per minute, the three at the very same instant.
      const at = new Date(Date.UTC(2026, 8, 1, 10, Math.floor(i / 3))).toISOString();
      many.push(await conversation(ownerAccountId, agentB.id, 'public', at, [{ question: `Domanda ${i}` }]));
    }
    const first = (await list('owner', 'from=2026-09-01&to=2026-09-01')).json();
    expect(first.conversations).toHaveLength(25);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await list('owner', `from=2026-09-01&to=2026-09-01&cursor=${encodeURIComponent(first.nextCursor)}`)).json();
    expect(second.conversations).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
    const seen = [...first.conversations, ...second.conversations].map((row: { id: string }) => row.id);
    expect(new Set(seen).size).toBe(27);
    expect([...seen].sort()).toEqual([...many].sort());
  });
});

describe('the export applies the list filters', () => {
  const exported = (who: keyof typeof cookies, query: string) =>
    t.request({ method: 'GET', url: `/api/analytics/export?format=json&${query}`, cookie: cookies[who] });
  /** The conversations of an export, in the order of their first message. */
  const exportedIds = async (who: keyof typeof cookies, query: string) => {
    const res = await exported(who, query);
    expect(res.statusCode).toBe(200);
    return [...new Set((res.json() as { conversation: string }[]).map((row) => row.conversation))];
  };

  it.each([
    ['no filter', ''],
    ['channel', '&channel=test'],
    ['rated up', '&rating=positive'],
    ['rated down', '&rating=negative'],
    ['unrated', '&rating=unrated'],
    ['with a gap', '&gap=true'],
    ['without a gap', '&gap=false'],
    ['Italian text', '&q=spedizioni'],
    ['text with OR', `&q=${encodeURIComponent('sabato OR glutine')}`],
    ['agent, channel and gap', () => `&agentId=${agentA.id}&channel=public&gap=true`],
  ])('%s: exactly the conversations the list shows', async (_label, filters) => {
    const query = `${RANGE}${typeof filters === 'function' ? filters() : filters}`;
    const listed = await ids('owner', query);
    expect((await exportedIds('owner', query)).sort()).toEqual([...listed].sort());
  });

  it('keeps every message of a matching conversation, and the CSV follows the same rule', async () => {
    const rows = (await exported('owner', `${RANGE}&q=domenica`)).json() as { conversation: string; text: string }[];
    expect(rows.map((row) => row.text)).toEqual([
      'Orari di apertura del sabato',
      'Risposta a: Orari di apertura del sabato',
      'E la domenica?',
      'Risposta a: E la domenica?',
    ]);
    const csv = await t.request({ method: 'GET', url: `/api/analytics/export?${RANGE}&rating=negative`, cookie: cookies.owner });
    expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(1 + 2);
    expect(csv.body).toContain('Avete le pizze senza glutine?');
  });

  it("never another account's or an unseen agent's conversations; a plain user is refused; bad filters answer 400", async () => {
    expect(await exportedIds('stranger', `${RANGE}&q=spedizione`)).toHaveLength(1);
    expect(await exportedIds('stranger', `${RANGE}&rating=unrated`)).toHaveLength(1);
    expect(await exportedIds('instructor', `${RANGE}&gap=true`)).toEqual([c.gluten, c.hours]);
    const user = await exported('user', `${RANGE}&rating=negative`);
    expect(user.statusCode).toBe(403);
    expect(user.json().message).toBe('Accesso Negato');
    expect((await exported('owner', `${RANGE}&rating=bello`)).json().message).toBe(
      'Valutazione non valida: scegli positiva, negativa o senza valutazione.',
    );
    expect((await exported('owner', `${RANGE}&gap=forse`)).statusCode).toBe(400);
    expect((await exported('owner', `${RANGE}&q=${'a'.repeat(201)}`)).json().message).toBe(
      'La ricerca può contenere al massimo 200 caratteri.',
    );
  });
});

describe('one conversation', () => {
  it('shows every finished message with its sources, rating and gap, and the documents a visitor was not shown', async () => {
    const res = await view('owner', c.shipping);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: c.shipping,
      agentId: agentA.id,
      agentName: 'Pizzeria',
      channel: 'public',
      startedAt: '2026-10-05T08:15:00.000Z',
    });
    expect(body.messages).toHaveLength(2);
    expect(body.messages[0]).toMatchObject({ sender: 'user', text: 'Quanto costa la spedizione in Sicilia?', sources: [], rating: null });
    expect(body.messages[1]).toMatchObject({
      sender: 'agent',
      rating: 1,
      gap: false,
      sources: [{ kind: 'document', documentId: docA, file: 'listino.pdf', page: null }],
    });
    const hours = (await view('owner', c.hours)).json();
    expect(hours.messages.map((m: { sender: string; gap: boolean }) => [m.sender, m.gap])).toEqual([
      ['user', false],
      ['agent', false],
      ['user', false],
      ['agent', true],
    ]);
    expect(hours.messages[1].sources).toEqual([{ documentId: docA, file: 'listino.pdf', page: 3 }]);
    expect((await view('owner', c.gluten)).json().messages[1]).toMatchObject({ rating: -1, gap: true, sources: [] });
  });
});

describe("a member's reply (issue 30)", () => {
  it("is the team's, with the member's name (none once removed), never the agent's; the CSV says 'Team'", async () => {
    const elena = await createUser(t.ctx.db, { accountId: ownerAccountId, role: 'admin', firstName: 'Elena', lastName: 'Neri' });
    const id = await conversation(ownerAccountId, agentA.id, 'public', '2026-09-20T09:00:00Z', [
      { question: 'Posso parlare con qualcuno?' },
    ]);
    const base = { conversationId: id, accountId: ownerAccountId, agentId: agentA.id, sender: 'team', latencyMs: 0 };
    await t.ctx.db.insert(messages).values([
      { ...base, id: newId(), authorId: elena.id, text: 'Buongiorno, sono Elena.', createdAt: new Date('2026-09-20T09:05:00Z') },
      { ...base, id: newId(), authorId: null, text: 'Risposta di un collega rimosso.', createdAt: new Date('2026-09-20T09:06:00Z') },
    ]);
    const res = await view('owner', id);
    expect(res.statusCode).toBe(200);
    expect(
      res.json().messages.map((m: { sender: string; authorName?: string | null; text: string }) => [m.sender, m.authorName, m.text]),
    ).toEqual([
      ['user', undefined, 'Posso parlare con qualcuno?'],
      ['agent', undefined, 'Risposta a: Posso parlare con qualcuno?'],
      ['team', 'Elena Neri', 'Buongiorno, sono Elena.'],
      ['team', null, 'Risposta di un collega rimosso.'],
    ]);
    const csv = await t.request({
      method: 'GET',
      url: `/api/analytics/export?from=2026-09-20&to=2026-09-20&agentId=${agentA.id}`,
      cookie: cookies.owner,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(';Team;Buongiorno, sono Elena.;');
    expect(csv.body).toContain(';Agente;Risposta a: Posso parlare con qualcuno?;');
  });
});

describe('who reads conversations', () => {
  it('the general list: owner and admin every agent, an instructor the assigned ones, a plain user nothing', async () => {
    expect(await ids('admin', RANGE)).toEqual([c.lucas, c.closed, c.hours, c.gluten, c.shipping]);
    expect(await ids('instructor', RANGE)).toEqual([c.hours, c.gluten, c.shipping]);
    const user = await list('user', RANGE);
    expect(user.statusCode).toBe(403);
    expect(user.json().message).toBe('Accesso Negato');
    const stranger = (await list('stranger', RANGE)).json();
    expect(JSON.stringify(stranger)).not.toContain('Pizzeria');
    expect((await t.request({ method: 'GET', url: `/api/analytics/conversations?${RANGE}` })).statusCode).toBe(401);
  });

  it("one agent's list follows its analytics page: creator, instructor, account owner; others 403, another account 404", async () => {
    expect(await ids('user', `${RANGE}&agentId=${agentU.id}`)).toEqual([c.lucas]);
    expect((await list('user', `${RANGE}&agentId=${agentA.id}`)).statusCode).toBe(403);
    expect((await list('admin', `${RANGE}&agentId=${agentA.id}`)).statusCode).toBe(403);
    expect((await list('instructor', `${RANGE}&agentId=${agentB.id}`)).statusCode).toBe(404);
    const stranger = await list('stranger', `${RANGE}&agentId=${agentA.id}`);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe('Agente non trovato.');
  });

  it('a conversation: whoever may review its agent; another account or an unseen agent 404', async () => {
    expect((await view('admin', c.shipping)).statusCode).toBe(200);
    expect((await view('instructor', c.shipping)).statusCode).toBe(200);
    expect((await view('user', c.lucas)).statusCode).toBe(200);
    const user = await view('user', c.shipping);
    expect(user.statusCode).toBe(403);
    expect(user.json().message).toBe('Accesso Negato');
    const instructor = await view('instructor', c.closed);
    expect(instructor.statusCode).toBe(404);
    expect(instructor.json().message).toBe('Conversazione non trovata.');
    const stranger = await view('stranger', c.shipping);
    expect(stranger.statusCode).toBe(404);
    expect(JSON.stringify(stranger.json())).not.toContain('Sicilia');
    expect((await view('owner', newId())).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/analytics/conversations/${c.shipping}` })).statusCode).toBe(401);
  });
});

describe('bad input', () => {
  it.each([
    ['rating=bello', 'Valutazione non valida: scegli positiva, negativa o senza valutazione.'],
    ['gap=forse', 'Filtro lacune non valido.'],
    ['channel=fax', 'Canale non valido.'],
    [`q=${'a'.repeat(201)}`, 'La ricerca può contenere al massimo 200 caratteri.'],
    ['cursor=pagina-due', 'Pagina non valida: ricarica l’elenco.'],
    ['from=2026-10-11&to=2026-10-05', 'La data di inizio deve precedere la data di fine.'],
    ['from=31-12-2026', 'Data non valida: usa il formato AAAA-MM-GG.'],
  ])('%s answers 400 in Italian', async (query, message) => {
    const res = await list('owner', query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('an over-long conversation id answers 400 in Italian', async () => {
    const res = await view('owner', 'x'.repeat(65));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Conversazione non trovata.');
  });
});
