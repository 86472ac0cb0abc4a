import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Action, ActionInput } from '@app/shared/api/actions';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createAgent } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { toolCalls } from '../../db/schema/actions.js';
import { agentActions } from '../../db/schema/actions.js';
import { answerOf } from '../chat/test-support/chat-fixtures.js';
import { startFakeLlmServer, type FakeLlmServer } from '../chat/test-support/fake-llm-server.js';
import { startFakeShop, type FakeShop } from './test-support/fake-shop.js';

/**
 * The model's tool loop (issue 46), whole: the fake OpenAI-compatible model streams real `tool_calls`, the server runs
 * the action against the business's (fake) system, gives the result back to the model, streams its answer and cites
 * the action.
 */
let t: TestApp;
let fake: FakeLlmServer;
let shop: FakeShop;
let cookie: string;
let agent: Awaited<ReturnType<typeof createAgent>>;
let owner: Awaited<ReturnType<typeof createAccountWithOwner>>;

const orderStatus = (): ActionInput => ({
  name: 'Stato ordine',
  whenToUse: 'Quando il cliente chiede a che punto è il suo ordine.',
  method: 'GET',
  url: `${shop.url}/api/ordini/{numero}`,
  headers: [{ name: 'Authorization', value: 'Bearer chiave-segreta-negozio' }],
  parameters: [{ name: 'numero', type: 'string', description: "Il numero dell'ordine", required: true, allowedValues: [] }],
  resultFields: ['stato', 'spedizione.consegna_prevista'],
  enabled: true,
});

const ask = (text: string, agentId = agent.id, as = cookie) =>
  t.request({ method: 'POST', url: `/api/agents/${agentId}/chat/messages`, cookie: as, payload: { text } });

beforeAll(async () => {
  fake = await startFakeLlmServer();
  shop = await startFakeShop();
  t = await createTestApp({
    LLM_BASE_URL: fake.baseUrl,
    LLM_MODEL: 'modello-prova',
    LLM_API_KEY: 'sk-ambiente',
    LLM_ALLOW_PRIVATE_BASE_URL: 'true',
    CRAWLER_ALLOW_PRIVATE_HOSTS: 'localhost',
  });
  // A new account is on its trial, with the Pro limits: custom actions allowed.
  owner = await createAccountWithOwner(t.ctx.db);
  cookie = await signIn(t, owner);
  agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Negozio Bici' });
  const res = await t.request({ method: 'POST', url: `/api/agents/${agent.id}/actions`, cookie, payload: orderStatus() });
  expect(res.statusCode).toBe(201);
});
afterAll(async () => {
  await t.close();
  await fake.close();
  await shop.close();
});

describe('the model calls an action as a tool', () => {
  it('offers it, runs the call, gives the result back, streams the answer and cites the action', async () => {
    const first = fake.requests.length;
    fake.enqueue(
      { kind: 'tool-calls', calls: [{ toolIndex: 0, args: { numero: '1234' } }] },
      { kind: 'answer', text: 'Il suo ordine 1234 è stato spedito: consegna prevista il 9 dicembre.' },
    );
    const res = await ask('A che punto è il mio ordine 1234?');
    const { text, done, deltas } = answerOf(res.body);
    expect(text).toBe('Il suo ordine 1234 è stato spedito: consegna prevista il 9 dicembre.');
    expect(deltas).toBeGreaterThan(3);

    // Offered as a function tool whose parameters are the action's.
    const offered = fake.requests[first]!.body.tools!;
    expect(offered).toHaveLength(1);
    expect(offered[0]!.function.name).toBe('azione_1_stato_ordine');
    expect(offered[0]!.function.description).toContain('Quando il cliente chiede a che punto è il suo ordine.');
    expect(offered[0]!.function.parameters).toMatchObject({
      type: 'object',
      properties: { numero: { type: 'string' } },
      required: ['numero'],
    });
    // The business's system got the call, with the team's secret header.
    expect(shop.requests.at(-1)).toMatchObject({ method: 'GET', url: '/api/ordini/1234' });
    expect(shop.requests.at(-1)!.headers.authorization).toBe('Bearer chiave-segreta-negozio');

    // The second request carries the call and its result: the chosen fields only, never the rest nor the secret.
    expect(fake.requests.length).toBe(first + 2);
    const back = fake.requests[first + 1]!.body.messages;
    const call = back.find((m) => m.role === 'assistant' && m.tool_calls?.length);
    expect(call!.tool_calls![0]!.function.name).toBe('azione_1_stato_ordine');
    const result = back.find((m) => m.role === 'tool');
    expect(result!.tool_call_id).toBe(call!.tool_calls![0]!.id);
    expect(result!.content).toContain('Spedito');
    expect(result!.content).toContain('2026-12-09');
    expect(result!.content).not.toContain('segreto@esempio.it');
    expect(JSON.stringify(fake.requests)).not.toContain('chiave-segreta-negozio');

    expect(done!.message.sources).toContainEqual(expect.objectContaining({ kind: 'action', file: 'Azione: Stato ordine' }));
    expect(done!.message.outcome).toBe('action');
    const logged = await t.ctx.db.select().from(toolCalls).where(eq(toolCalls.conversationId, done!.message.conversationId));
    expect(logged).toEqual([
      expect.objectContaining({ toolName: 'Stato ordine', kind: 'action', source: 'model', outcome: 'ok', httpStatus: 200 }),
    ]);
    // The review shows it.
    const review = await t.request({ method: 'GET', url: `/api/analytics/conversations/${done!.message.conversationId}`, cookie });
    expect(review.json().toolCalls).toEqual([expect.objectContaining({ toolName: 'Stato ordine', source: 'model', outcome: 'ok' })]);
  });

  it('arguments that do not match the parameters never reach the business; the model is told and still answers', async () => {
    const before = shop.requests.length;
    const first = fake.requests.length;
    fake.enqueue(
      { kind: 'tool-calls', calls: [{ toolIndex: 0, args: { numero: 1234, indirizzo: 'http://169.254.169.254/' } }] },
      { kind: 'answer', text: 'Non sono riuscito a verificare il suo ordine.' },
    );
    const { text, done } = answerOf((await ask('Il mio ordine 1234?')).body);
    expect(text).toBe('Non sono riuscito a verificare il suo ordine.');
    expect(shop.requests.length).toBe(before);
    const result = fake.requests[first + 1]!.body.messages.find((m) => m.role === 'tool');
    expect(result).toBeDefined();
    const logged = await t.ctx.db.select().from(toolCalls).where(eq(toolCalls.conversationId, done!.message.conversationId));
    expect(logged).toEqual([expect.objectContaining({ kind: 'action', source: 'model', outcome: 'error', actionId: null })]);
    expect(done!.message.sources.filter((s) => s.kind === 'action')).toEqual([]);
  });

  it('at most 3 calls in one answer, however many the model asks for', async () => {
    const before = shop.requests.length;
    fake.enqueue(
      { kind: 'tool-calls', calls: [1, 2, 3, 4, 5].map((n) => ({ toolIndex: 0, args: { numero: String(n) } })) },
      { kind: 'answer', text: 'Ecco gli ordini.' },
    );
    const { text } = answerOf((await ask('Come stanno i miei cinque ordini?')).body);
    expect(text).toBe('Ecco gli ordini.');
    expect(shop.requests.length - before).toBe(3);
  });

  it('a Base account’s agent is offered no tools; a disabled action is not offered', async () => {
    const base = await createAccountWithOwner(t.ctx.db, { plan: 'base', planExpiresAt: new Date(Date.now() + 86_400_000) });
    const baseAgent = await createAgent(t.ctx.db, { accountId: base.accountId, userId: base.id });
    // Stored as if made while on Pro: the plan decides at every turn.
    const [row] = await t.ctx.db.select().from(agentActions).where(eq(agentActions.agentId, agent.id));
    await t.ctx.db.insert(agentActions).values({ ...row!, id: crypto.randomUUID(), accountId: base.accountId, agentId: baseAgent.id });
    fake.enqueue({ kind: 'answer', text: 'Risposta senza strumenti.' });
    await ask('A che punto è il mio ordine?', baseAgent.id, await signIn(t, base));
    expect(fake.requests.at(-1)!.body.tools).toBeUndefined();

    await t.request({
      method: 'PUT',
      url: `/api/agents/${agent.id}/actions/${row!.id}`,
      cookie,
      payload: { ...orderStatus(), headers: [{ name: 'Authorization' }], enabled: false },
    });
    fake.enqueue({ kind: 'answer', text: 'Risposta senza strumenti.' });
    await ask('A che punto è il mio ordine?');
    expect(fake.requests.at(-1)!.body.tools).toBeUndefined();
    const list = await t.request({ method: 'GET', url: `/api/agents/${agent.id}/actions`, cookie });
    expect(list.json<{ actions: Action[] }>().actions[0]!.enabled).toBe(false);
    await t.ctx.db
      .update(agentActions)
      .set({ enabled: true })
      .where(and(eq(agentActions.id, row!.id)));
  });
});
