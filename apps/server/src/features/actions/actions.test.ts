import os from 'node:os';
import { lookup } from 'node:dns/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACTION_MESSAGES, ACTION_VISITOR_TEXT } from '@app/shared/i18n/actions';
import type { Action, ActionInput, ActionResult } from '@app/shared/api/actions';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createAgent, createUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { agentActions, toolCalls } from '../../db/schema/actions.js';
import { isPrivateAddress } from '../../net/public-address.js';
import { answerOf } from '../chat/test-support/chat-fixtures.js';
import { startFakeShop, type FakeShop } from './test-support/fake-shop.js';

/** 'Azioni' (issue 46): settings, 'Prova', the SSRF guard and limits, and the chat's forms without a model. */
let t: TestApp;
let shop: FakeShop;
let owner: Awaited<ReturnType<typeof createAccountWithOwner>>;
let ownerCookie: string;
let agent: Awaited<ReturnType<typeof createAgent>>;

const orderStatus = (overrides: Partial<ActionInput> = {}): ActionInput => ({
  name: 'Stato ordine',
  whenToUse: 'Quando il cliente chiede a che punto è il suo ordine o la spedizione.',
  method: 'GET',
  url: `${shop.url}/api/ordini/{numero}`,
  headers: [{ name: 'Authorization', value: 'Bearer chiave-segreta-negozio' }],
  parameters: [{ name: 'numero', type: 'string', description: "Il numero dell'ordine", required: true, allowedValues: [] }],
  resultFields: ['stato', 'spedizione.consegna_prevista'],
  enabled: true,
  ...overrides,
});

const create = (cookie: string, payload: object, agentId = agent.id) =>
  t.request({ method: 'POST', url: `/api/agents/${agentId}/actions`, cookie, payload });
const prova = (cookie: string, actionId: string, values: object, agentId = agent.id) =>
  t.request({ method: 'POST', url: `/api/agents/${agentId}/actions/${actionId}/test`, cookie, payload: { values } });

beforeAll(async () => {
  shop = await startFakeShop();
  // The shop listens on this machine: reached through the crawler's list of named local hosts, as documented.
  // The time limit is what the '/lento' case waits for, and what every other call of the fake shop (in this process)
  // must stay under: 400 ms timed out an ordinary call on a loaded CI machine.
  t = await createTestApp({ CRAWLER_ALLOW_PRIVATE_HOSTS: 'localhost', ACTION_TIMEOUT_MS: '3000' });
  owner = await createAccountWithOwner(t.ctx.db, { plan: 'pro', planExpiresAt: new Date(Date.now() + 30 * 86_400_000) });
  ownerCookie = await signIn(t, owner);
  agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Negozio Bici' });
});
afterAll(async () => {
  await t.close();
  await shop.close();
});

describe('defining an action', () => {
  it('the owner defines one; header values are stored encrypted and never returned', async () => {
    const res = await create(ownerCookie, orderStatus());
    expect(res.statusCode).toBe(201);
    const { action } = res.json<{ action: Action }>();
    expect(action.headers).toEqual([{ name: 'Authorization' }]);
    expect(res.body).not.toContain('chiave-segreta-negozio');
    const [row] = await t.ctx.db.select().from(agentActions).where(eq(agentActions.id, action.id));
    expect(JSON.stringify(row)).not.toContain('chiave-segreta-negozio');
    const list = await t.request({ method: 'GET', url: `/api/agents/${agent.id}/actions`, cookie: ownerCookie });
    expect(list.json()).toMatchObject({ allowed: true, actions: [{ id: action.id, name: 'Stato ordine' }] });
    expect(list.body).not.toContain('chiave-segreta-negozio');

    // Saved again without the header's value: the stored secret is kept (the form never had it).
    const put = await t.request({
      method: 'PUT',
      url: `/api/agents/${agent.id}/actions/${action.id}`,
      cookie: ownerCookie,
      payload: orderStatus({ name: 'Stato ordine', headers: [{ name: 'Authorization' }] }),
    });
    expect(put.statusCode).toBe(200);
    await prova(ownerCookie, action.id, { numero: 'A-1' });
    expect(shop.requests.at(-1)!.headers.authorization).toBe('Bearer chiave-segreta-negozio');
    await t.ctx.db.delete(agentActions).where(eq(agentActions.id, action.id));
  });

  it('only who manages the agent (owner, creator, instructor); a user and another admin 403, another account 404', async () => {
    const [instructor, admin, user] = await Promise.all(
      (['instructor', 'admin', 'user'] as const).map((role) => createUser(t.ctx.db, { accountId: owner.accountId, role })),
    );
    const taught = await createAgent(t.ctx.db, {
      accountId: owner.accountId,
      userId: owner.id,
      name: 'Officina',
      instructorId: instructor!.id,
    });
    const login = (u: typeof instructor) => signIn(t, u!);

    const byInstructor = await create(await login(instructor), orderStatus({ name: 'Officina ordini' }), taught.id);
    expect(byInstructor.statusCode).toBe(201);
    const actionId = byInstructor.json<{ action: Action }>().action.id;

    const adminCookie = await login(admin);
    const userCookie = await login(user);
    for (const cookie of [adminCookie, userCookie]) {
      const refused = await create(cookie, orderStatus({ name: 'Altra' }), taught.id);
      expect(refused.statusCode).toBe(403);
      expect((await prova(cookie, actionId, { numero: '1' }, taught.id)).statusCode).toBe(403);
      const del = await t.request({ method: 'DELETE', url: `/api/agents/${taught.id}/actions/${actionId}`, cookie });
      expect(del.statusCode).toBe(403);
    }

    const stranger = await createAccountWithOwner(t.ctx.db, { plan: 'pro', planExpiresAt: new Date(Date.now() + 86_400_000) });
    const strangerCookie = await signIn(t, stranger);
    expect((await create(strangerCookie, orderStatus(), taught.id)).statusCode).toBe(404);
    expect((await prova(strangerCookie, actionId, { numero: '1' }, taught.id)).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/agents/${taught.id}/actions`, cookie: strangerCookie })).statusCode).toBe(404);
    // Their own agent with the other account's action id: 404 too.
    const theirs = await createAgent(t.ctx.db, { accountId: stranger.accountId, userId: stranger.id });
    expect((await prova(strangerCookie, actionId, { numero: '1' }, theirs.id)).statusCode).toBe(404);
    const rows = await t.ctx.db.select().from(agentActions).where(eq(agentActions.agentId, taught.id));
    expect(rows.map((r) => r.name)).toEqual(['Officina ordini']);
  });

  it('the Base plan has no custom actions: refused on the server, and said so', async () => {
    const base = await createAccountWithOwner(t.ctx.db, { plan: 'base', planExpiresAt: new Date(Date.now() + 86_400_000) });
    const cookie = await signIn(t, base);
    const baseAgent = await createAgent(t.ctx.db, { accountId: base.accountId, userId: base.id });
    const res = await create(cookie, orderStatus(), baseAgent.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'ACTIONS_PLAN', message: ACTION_MESSAGES.planRequired });
    const list = await t.request({ method: 'GET', url: `/api/agents/${baseAgent.id}/actions`, cookie });
    expect(list.json()).toEqual({ actions: [], allowed: false });
  });

  it('bad definitions get a clear Italian 400 and store nothing', async () => {
    const cases: [Partial<ActionInput>, string][] = [
      [{ method: 'TRACE' as never }, ACTION_MESSAGES.methodInvalid],
      [{ url: 'ftp://negozio.it/x' }, ACTION_MESSAGES.urlInvalid],
      [{ url: 'https://utente:pw@negozio.it/x' }, ACTION_MESSAGES.urlInvalid],
      [{ url: `${shop.url}/api/{codice}` }, ACTION_MESSAGES.urlPlaceholderUnknown('codice')],
      [{ whenToUse: 'breve' }, ACTION_MESSAGES.whenToUseInvalid],
      [{ headers: [{ name: 'Host', value: 'x' }] }, ACTION_MESSAGES.headerForbidden('Host')],
      [{ headers: [{ name: 'X-Token', value: 'a\r\nX-Altro: b' }] }, ACTION_MESSAGES.headerValueInvalid],
      [{ headers: [{ name: 'X-Token' }] }, ACTION_MESSAGES.headerValueMissing('X-Token')],
      [
        { parameters: [{ name: '1numero', type: 'string', description: '', required: true, allowedValues: [] }], url: `${shop.url}/x` },
        ACTION_MESSAGES.parameterNameInvalid,
      ],
      [
        { parameters: [{ name: 'numero', type: 'date' as never, description: '', required: true, allowedValues: [] }] },
        ACTION_MESSAGES.parameterTypeInvalid,
      ],
      [{ resultFields: ['stato; DROP'] }, ACTION_MESSAGES.resultFieldsInvalid],
    ];
    for (const [override, message] of cases) {
      const res = await create(ownerCookie, orderStatus({ name: 'Sbagliata', ...override }));
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(JSON.stringify(res.json()), JSON.stringify(override)).toContain(message);
    }
    expect(await t.ctx.db.select().from(agentActions).where(eq(agentActions.name, 'Sbagliata'))).toEqual([]);
  });

  it('an address that is or resolves to a private network is refused when saved', async () => {
    const own = os.hostname();
    // This machine's own name resolves to one of its addresses, always private here (loopback or a container network).
    const resolved = await lookup(own);
    expect(isPrivateAddress(resolved.address)).toBe(true);
    for (const url of [
      `http://${own}:${shop.port}/api/ordini/{numero}`,
      `http://127.0.0.1:${shop.port}/api/ordini/{numero}`,
      'http://10.1.2.3/api/{numero}',
      'http://169.254.169.254/latest/meta-data/{numero}',
      'http://[::1]/{numero}',
      'http://gestionale.internal/{numero}',
    ]) {
      const res = await create(ownerCookie, orderStatus({ name: 'Privata', url }));
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: 'ACTION_URL_PRIVATE', fieldErrors: { url: [ACTION_MESSAGES.urlPrivate] } });
    }
  });
});

describe("'Prova' and the call's safety", () => {
  let actionId: string;
  beforeAll(async () => {
    actionId = (await create(ownerCookie, orderStatus({ name: 'Stato ordine prova' }))).json<{ action: Action }>().action.id;
  });
  let runs = 0;
  const runTo = async (path: string, method: ActionInput['method'] = 'GET') => {
    runs += 1;
    const res = await create(
      ownerCookie,
      orderStatus({ name: `Verso ${path} ${method} ${runs}`, url: `${shop.url}${path}`, method, parameters: [], resultFields: [] }),
    );
    expect(res.statusCode).toBe(201);
    return prova(ownerCookie, res.json<{ action: Action }>().action.id, {});
  };

  it('runs with sample values and shows only the chosen fields', async () => {
    const res = await prova(ownerCookie, actionId, { numero: '12/34' });
    expect(res.statusCode).toBe(200);
    expect(res.json<ActionResult>()).toEqual({
      outcome: 'ok',
      httpStatus: 200,
      fields: [
        { path: 'stato', value: 'Spedito' },
        { path: 'spedizione.consegna_prevista', value: '2026-12-09' },
      ],
      message: null,
    });
    // The value is encoded into the path: it cannot change the address.
    expect(shop.requests.at(-1)!.url).toBe('/api/ordini/12%2F34');
    expect(res.body).not.toContain('segreto@esempio.it');
    const [logged] = await t.ctx.db.select().from(toolCalls).where(eq(toolCalls.actionId, actionId));
    expect(logged).toMatchObject({ source: 'test', outcome: 'ok', httpStatus: 200, toolName: 'Stato ordine prova' });
    expect(JSON.stringify(logged)).not.toContain('12/34');
  });

  it('values are validated against the parameters before any call', async () => {
    const before = shop.requests.length;
    for (const values of [{}, { numero: 12 }, { numero: '1', url: 'http://altro' }, { numero: 'x'.repeat(501) }]) {
      const res = await prova(ownerCookie, actionId, values);
      expect(res.statusCode, JSON.stringify(values)).toBe(400);
    }
    const typed = await create(
      ownerCookie,
      orderStatus({
        name: 'Tipi',
        url: `${shop.url}/api/ordini/{numero}`,
        parameters: [
          { name: 'numero', type: 'integer', description: '', required: true, allowedValues: [] },
          { name: 'urgenza', type: 'string', description: '', required: false, allowedValues: ['alta', 'bassa'] },
        ],
      }),
    );
    const typedId = typed.json<{ action: Action }>().action.id;
    const bad = await prova(ownerCookie, typedId, { numero: 1.5, urgenza: 'media' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ numero: [ACTION_VISITOR_TEXT.notAnInteger], urgenza: [ACTION_VISITOR_TEXT.notAllowed] });
    expect(shop.requests.length).toBe(before);
    expect((await prova(ownerCookie, typedId, { numero: 7, urgenza: 'alta' })).json()).toMatchObject({ outcome: 'ok' });
  });

  it('a slow server times out, a 500 and a 50 MB answer fail cleanly', async () => {
    expect((await runTo('/lento')).json()).toMatchObject({ outcome: 'timeout', message: ACTION_VISITOR_TEXT.timeout, fields: [] });
    expect((await runTo('/errore')).json()).toMatchObject({ outcome: 'http_error', httpStatus: 500, message: ACTION_VISITOR_TEXT.failed });
    const huge = await runTo('/enorme');
    expect(huge.statusCode).toBe(200);
    expect(huge.json()).toMatchObject({ outcome: 'too_big', message: ACTION_VISITOR_TEXT.tooBig, fields: [] });
  });

  it('a POST sends the values as JSON; a redirect to a private address is refused, and the secret never follows', async () => {
    const post = await create(
      ownerCookie,
      orderStatus({
        name: 'Reso',
        method: 'POST',
        url: `${shop.url}/api/ordini/{numero}`,
        parameters: [
          { name: 'numero', type: 'string', description: '', required: true, allowedValues: [] },
          { name: 'motivo', type: 'string', description: '', required: false, allowedValues: [] },
        ],
      }),
    );
    await prova(ownerCookie, post.json<{ action: Action }>().action.id, { numero: '9', motivo: 'taglia' });
    expect(shop.requests.at(-1)).toMatchObject({ method: 'POST', url: '/api/ordini/9', body: '{"motivo":"taglia"}' });

    shop.redirect(`http://127.0.0.1:${shop.port}/api/ordini/1`);
    const before = shop.requests.length;
    expect((await runTo('/rimanda')).json()).toMatchObject({ outcome: 'private', message: ACTION_VISITOR_TEXT.unreachable });
    expect(shop.requests.length).toBe(before + 1);
    // To an allowed address, the redirect is followed, without the team's headers.
    shop.redirect(`${shop.url}/api/ordini/5`);
    expect((await runTo('/rimanda')).json()).toMatchObject({ outcome: 'ok' });
    expect(shop.requests.at(-2)!.headers.authorization).toBe('Bearer chiave-segreta-negozio');
    expect(shop.requests.at(-1)!.headers.authorization).toBeUndefined();
  });
});

describe('without a model: the action as a form in the chat', () => {
  let actionId: string;
  beforeAll(async () => {
    actionId = (await create(ownerCookie, orderStatus({ name: 'Stato ordine chat' }))).json<{ action: Action }>().action.id;
  });

  it('a question that matches its purpose offers the form; the menu lists it without address or headers', async () => {
    const res = await t.request({
      method: 'POST',
      url: `/api/agents/${agent.id}/chat/messages`,
      cookie: ownerCookie,
      payload: { text: 'A che punto è il mio ordine 1234?' },
    });
    const { text, done } = answerOf(res.body);
    expect(text).toContain(ACTION_VISITOR_TEXT.offer);
    expect(done!.message.outcome).toBe('action');
    expect(done!.actions?.map((a) => a.id)).toContain(actionId);
    const menu = await t.request({ method: 'GET', url: `/api/public/agents/${agent.id}/actions` });
    expect(menu.statusCode).toBe(200);
    expect(menu.body).not.toContain('localhost');
    expect(menu.body).not.toContain('Authorization');
    expect(menu.json().actions.map((a: { name: string }) => a.name)).toContain('Stato ordine chat');

    const unrelated = answerOf(
      (
        await t.request({
          method: 'POST',
          url: `/api/agents/${agent.id}/chat/messages`,
          cookie: ownerCookie,
          payload: { text: 'Che tempo fa domani a Roma?' },
        })
      ).body,
    );
    expect(unrelated.done!.actions).toBeUndefined();
  });

  it('a visitor runs it from the public chat, logged in their conversation; the review shows the call', async () => {
    const visitorId = crypto.randomUUID();
    const sent = answerOf(
      (
        await t.request({
          method: 'POST',
          url: `/api/public/agents/${agent.id}/messages`,
          payload: { text: 'Dov’è il mio ordine?', visitorId },
        })
      ).body,
    );
    const conversationId = sent.done!.message.conversationId;
    const res = await t.request({
      method: 'POST',
      url: `/api/public/agents/${agent.id}/actions/${actionId}/run`,
      payload: { visitorId, conversationId, values: { numero: '77' } },
    });
    expect(res.json<ActionResult>()).toMatchObject({
      outcome: 'ok',
      fields: [
        { path: 'stato', value: 'Spedito' },
        { path: 'spedizione.consegna_prevista', value: '2026-12-09' },
      ],
    });
    const review = await t.request({ method: 'GET', url: `/api/analytics/conversations/${conversationId}`, cookie: ownerCookie });
    expect(review.statusCode).toBe(200);
    expect(review.json().toolCalls).toEqual([
      expect.objectContaining({ toolName: 'Stato ordine chat', kind: 'action', source: 'form', outcome: 'ok', httpStatus: 200 }),
    ]);
    expect(review.body).not.toContain('"77"');
    // The result is the agent's message of the conversation, after the question: the history and the review show it.
    const stored = review.json<{ messages: { sender: string; text: string; outcome: string | null }[] }>().messages;
    expect(stored.map((m) => m.sender)).toEqual(['user', 'agent', 'agent']);
    expect(stored.at(-1)).toMatchObject({ sender: 'agent', outcome: 'action' });
    expect(stored.at(-1)!.text).toContain('Risultato: Stato ordine chat');
    expect(stored.at(-1)!.text).toContain('- stato: Spedito');
    expect(stored.at(-1)!.text).toContain('- spedizione.consegna_prevista: 2026-12-09');
    // Another visitor cannot log into that conversation.
    const other = await t.request({
      method: 'POST',
      url: `/api/public/agents/${agent.id}/actions/${actionId}/run`,
      payload: { visitorId: crypto.randomUUID(), conversationId, values: { numero: '1' } },
    });
    expect(other.statusCode).toBe(404);
    const after = await t.request({ method: 'GET', url: `/api/analytics/conversations/${conversationId}`, cookie: ownerCookie });
    expect(after.json<{ messages: unknown[] }>().messages).toHaveLength(3);
  });

  it('at most N calls per visitor per minute', async () => {
    const visitorId = crypto.randomUUID();
    const outcomes: string[] = [];
    for (let i = 0; i < 11; i += 1) {
      const res = await t.request({
        method: 'POST',
        url: `/api/public/agents/${agent.id}/actions/${actionId}/run`,
        payload: { visitorId, values: { numero: String(i) } },
      });
      outcomes.push(res.json<ActionResult>().outcome);
    }
    expect(outcomes.slice(0, 10).every((o) => o === 'ok')).toBe(true);
    expect(outcomes[10]).toBe('rate_limited');
  });

  it('a disabled action, or an unknown one, is not offered nor run', async () => {
    const created = await create(ownerCookie, orderStatus({ name: 'Spenta', enabled: false }));
    const id = created.json<{ action: Action }>().action.id;
    const res = await t.request({
      method: 'POST',
      url: `/api/public/agents/${agent.id}/actions/${id}/run`,
      payload: { visitorId: crypto.randomUUID(), values: { numero: '1' } },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(ACTION_VISITOR_TEXT.unavailable);
  });
});
