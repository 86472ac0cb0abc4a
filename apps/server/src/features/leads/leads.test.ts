import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LEAD_EXPORT_COLUMNS, LEAD_MESSAGES } from '@app/shared/i18n/leads';
import { MESSAGES } from '@app/shared/i18n/common';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createAgent, createUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { newId } from '../../db/ids.js';
import { conversations } from '../../db/schema/chat.js';
import { leads } from '../../db/schema/leads.js';
import { recordLead, type RecordLeadInput } from './record-lead.js';

/**
 * 'Contatti' (issue 30, ADR 0158): owner and admin see every lead of the account, an instructor those of the agents
 * assigned to them, a user none; another account's agent is 404; the CSV is the list's, for Italian Excel.
 */
let t: TestApp;
let owner: Awaited<ReturnType<typeof createAccountWithOwner>>;
const cookies: Record<'owner' | 'admin' | 'instructor' | 'user' | 'stranger', string> = {} as never;
let shop: string;
let desk: string;
let strangerAgent: string;
let conversationId: string;

const add = (input: Partial<RecordLeadInput> & { name: string; email: string }) =>
  t.ctx.db.transaction((tx) =>
    recordLead(tx, { accountId: owner.accountId, agentId: shop, conversationId: null, consent: false, source: 'handoff', ...input }),
  );
const get = (url: string, who: keyof typeof cookies = 'owner') => t.request({ method: 'GET', url, cookie: cookies[who] });
const names = (res: { json: () => { leads: { name: string }[] } }) => res.json().leads.map((l) => l.name);

beforeAll(async () => {
  t = await createTestApp();
  owner = await createAccountWithOwner(t.ctx.db);
  const admin = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'admin' });
  const instructor = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'instructor' });
  const user = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user' });
  shop = (await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Negozio', instructorId: instructor.id })).id;
  desk = (await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Assistenza' })).id;
  const stranger = await createAccountWithOwner(t.ctx.db);
  strangerAgent = (await createAgent(t.ctx.db, { accountId: stranger.accountId, userId: stranger.id, name: 'Altro' })).id;
  for (const [key, who] of [
    ['owner', owner],
    ['admin', admin],
    ['instructor', instructor],
    ['user', user],
    ['stranger', stranger],
  ] as const) {
    cookies[key] = await signIn(t, who);
  }
  conversationId = newId();
  await t.ctx.db
    .insert(conversations)
    .values({ id: conversationId, accountId: owner.accountId, agentId: shop, channel: 'public', visitorId: newId() });
  await add({ name: 'Mario Rossi', email: 'mario@esempio.it', phone: '+39 333 1111111', consent: true, conversationId });
  await add({ name: 'Anna "Nina" Bianchi; srl', email: 'anna@esempio.it', agentId: desk, source: 'prechat' });
  await add({ name: '=HYPERLINK("http://x")', email: 'formula@esempio.it', agentId: desk, source: 'widget' });
  await t.ctx.db.transaction((tx) =>
    recordLead(tx, {
      accountId: stranger.accountId,
      agentId: strangerAgent,
      conversationId: null,
      name: 'Estraneo',
      email: 'e@esempio.it',
      consent: true,
      source: 'handoff',
    }),
  );
});
afterAll(() => t.close());

describe('GET /api/leads', () => {
  it('shows owner and admin every lead of the account, newest first, with the agents for the filter', async () => {
    for (const who of ['owner', 'admin'] as const) {
      const res = await get('/api/leads', who);
      expect(res.statusCode).toBe(200);
      expect(names(res)).toEqual(['=HYPERLINK("http://x")', 'Anna "Nina" Bianchi; srl', 'Mario Rossi']);
      expect(res.json().agents.map((a: { name: string }) => a.name)).toEqual(['Assistenza', 'Negozio']);
    }
    const mario = (await get('/api/leads')).json().leads[2];
    expect(mario).toMatchObject({
      agentName: 'Negozio',
      email: 'mario@esempio.it',
      phone: '+39 333 1111111',
      consent: true,
      conversationId,
      source: 'handoff',
    });
    expect(mario.consentAt).toEqual(expect.any(String));
  });

  it('shows an instructor only the leads of the agents assigned to them, and a user none', async () => {
    const res = await get('/api/leads', 'instructor');
    expect(names(res)).toEqual(['Mario Rossi']);
    expect(res.json().agents).toEqual([{ id: shop, name: 'Negozio' }]);
    // An agent not assigned to them is not theirs to see: 404, like one of another account.
    expect((await get(`/api/leads?agentId=${desk}`, 'instructor')).statusCode).toBe(404);
    const user = await get('/api/leads', 'user');
    expect(user.statusCode).toBe(403);
    expect(user.json().message).toBe(LEAD_MESSAGES.forbidden);
    expect((await get('/api/leads/export', 'user')).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/leads' })).statusCode).toBe(401);
  });

  it("answers 404 for another account's agent, and never lists another account's leads", async () => {
    const res = await get(`/api/leads?agentId=${strangerAgent}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MESSAGES.agentNotFound);
    expect((await get(`/api/leads/export?agentId=${strangerAgent}`)).statusCode).toBe(404);
    expect(names(await get('/api/leads', 'stranger'))).toEqual(['Estraneo']);
  });

  it('filters by agent, period (Europe/Rome days) and search in name, e-mail and phone', async () => {
    expect(names(await get(`/api/leads?agentId=${shop}`))).toEqual(['Mario Rossi']);
    expect(names(await get('/api/leads?q=ANNA'))).toEqual(['Anna "Nina" Bianchi; srl']);
    expect(names(await get('/api/leads?q=1111111'))).toEqual(['Mario Rossi']);
    // `%` and `_` are taken literally.
    expect(names(await get('/api/leads?q=%25'))).toEqual([]);
    // A lead of 23:30 UTC on 31 December is 1 January in Rome.
    const [anna] = await t.ctx.db.select().from(leads).where(eq(leads.email, 'anna@esempio.it'));
    const [late] = await t.ctx.db
      .update(leads)
      .set({ createdAt: new Date('2025-12-31T23:30:00Z') })
      .where(eq(leads.email, 'anna@esempio.it'))
      .returning();
    expect(late).toBeTruthy();
    expect(names(await get('/api/leads?from=2026-01-01&to=2026-01-01'))).toEqual(['Anna "Nina" Bianchi; srl']);
    expect(names(await get('/api/leads?from=2025-12-01&to=2025-12-31'))).toEqual([]);
    await t.ctx.db.update(leads).set({ createdAt: anna!.createdAt }).where(eq(leads.email, 'anna@esempio.it'));
  });

  it('refuses bad filters with an Italian 400', async () => {
    for (const [query, message] of [
      ['from=2026-02-30', LEAD_MESSAGES.invalidDate],
      ['to=ieri', LEAD_MESSAGES.invalidDate],
      ['from=2026-03-02&to=2026-03-01', LEAD_MESSAGES.rangeOrder],
      [`q=${'a'.repeat(201)}`, LEAD_MESSAGES.searchTooLong],
      ['cursor=nonvalido', LEAD_MESSAGES.cursorInvalid],
      ['cursor=2026-99-99T99:99:99.999Z_abc', LEAD_MESSAGES.cursorInvalid],
      [`agentId=${'x'.repeat(65)}`, LEAD_MESSAGES.invalidAgent],
    ] as const) {
      const res = await get(`/api/leads?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(message);
      expect((await get(`/api/leads/export?${query.startsWith('cursor') ? 'from=x' : query}`)).statusCode).toBe(400);
    }
  });

  it('pages with a cursor, newest first', async () => {
    const many = await createAccountWithOwner(t.ctx.db);
    const agent = await createAgent(t.ctx.db, { accountId: many.accountId, userId: many.id });
    for (let i = 0; i < 55; i += 1) {
      await t.ctx.db.transaction((tx) =>
        recordLead(tx, {
          accountId: many.accountId,
          agentId: agent.id,
          conversationId: null,
          name: `P${i}`,
          email: `p${i}@esempio.it`,
          consent: false,
          source: 'widget',
        }),
      );
    }
    const cookie = await signIn(t, many);
    const first = (await t.request({ method: 'GET', url: '/api/leads', cookie })).json();
    expect(first.leads).toHaveLength(50);
    const second = (await t.request({ method: 'GET', url: `/api/leads?cursor=${encodeURIComponent(first.nextCursor)}`, cookie })).json();
    expect(second.leads).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    expect(new Set([...first.leads, ...second.leads].map((l: { id: string }) => l.id)).size).toBe(55);
  });
});

describe('GET /api/leads/export', () => {
  it('writes the listed leads as CSV for Italian Excel: BOM, semicolons, CRLF, quoting, formulas neutralised', async () => {
    const res = await get('/api/leads/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="contatti-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).split('\r\n');
    expect(lines[0]).toBe(LEAD_EXPORT_COLUMNS.join(';'));
    expect(lines).toHaveLength(1 + 3 + 1);
    expect(lines[4]).toBe('');
    expect(lines[1]).toMatch(
      /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2};Assistenza;"'=HYPERLINK\(""http:\/\/x""\)";formula@esempio\.it;;no;;Widget;$/,
    );
    expect(lines[2]).toMatch(/;Assistenza;"Anna ""Nina"" Bianchi; srl";anna@esempio\.it;;no;;Prima della chat;$/);
    expect(lines[3]).toMatch(
      new RegExp(
        `;Negozio;Mario Rossi;mario@esempio\\.it;'\\+39 333 1111111;sì;\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2};Richiesta di contatto;http://localhost:3000/analytics/conversations/${conversationId}$`,
      ),
    );
  });

  it('holds what the list holds: the filters and the instructor’s scope', async () => {
    const byAgent = (await get(`/api/leads/export?agentId=${shop}`)).body.split('\r\n').filter(Boolean);
    expect(byAgent).toHaveLength(2);
    const instructor = (await get('/api/leads/export', 'instructor')).body.split('\r\n').filter(Boolean);
    expect(instructor).toHaveLength(2);
    expect(instructor[1]).toContain('Mario Rossi');
    const searched = (await get('/api/leads/export?q=nessuno')).body.split('\r\n').filter(Boolean);
    expect(searched).toHaveLength(1);
  });
});
