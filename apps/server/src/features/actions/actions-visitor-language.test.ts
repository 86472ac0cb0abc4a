import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { Action, ActionInput, ActionResult } from '@app/shared/api/actions';
import { visitorCopy } from '@app/shared/i18n/visitor/index';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createAgent } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { conversations } from '../../db/schema/chat.js';
import { startFakeShop, type FakeShop } from './test-support/fake-shop.js';

/**
 * Issue 48 over custom actions (issue 46): a visitor whose conversation is in English reads the form's field errors,
 * the failure of the call and the refusal of an action that is not offered in English; a form sent before any
 * message follows the language the request carries; the team's 'Prova' stays Italian.
 */
let t: TestApp;
let shop: FakeShop;
let owner: Awaited<ReturnType<typeof createAccountWithOwner>>;
let ownerCookie: string;
let agent: Awaited<ReturnType<typeof createAgent>>;
let orderId: string;
let brokenId: string;
const en = visitorCopy('en').actions;

const action = (overrides: Partial<ActionInput>): ActionInput => ({
  name: 'Order status',
  whenToUse: 'Quando il cliente chiede a che punto è il suo ordine.',
  method: 'GET',
  url: `${shop.url}/api/ordini/{numero}`,
  headers: [],
  parameters: [
    { name: 'numero', type: 'string', description: 'Numero ordine', required: true, allowedValues: [] },
    { name: 'colli', type: 'integer', description: 'Colli', required: false, allowedValues: [] },
  ],
  resultFields: ['stato'],
  enabled: true,
  ...overrides,
});

beforeAll(async () => {
  shop = await startFakeShop();
  // The time limit is what the '/lento' case waits for, and what every other call of the fake shop (in this process)
  // must stay under: 400 ms timed out an ordinary call on a loaded CI machine.
  t = await createTestApp({ CRAWLER_ALLOW_PRIVATE_HOSTS: 'localhost', ACTION_TIMEOUT_MS: '3000' });
  owner = await createAccountWithOwner(t.ctx.db, { plan: 'pro', planExpiresAt: new Date(Date.now() + 30 * 86_400_000) });
  ownerCookie = await signIn(t, owner);
  agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Bike Shop' });
  const create = (payload: ActionInput) =>
    t.request({ method: 'POST', url: `/api/agents/${agent.id}/actions`, cookie: ownerCookie, payload });
  orderId = (await create(action({}))).json<{ action: Action }>().action.id;
  brokenId = (await create(action({ name: 'Broken', url: `${shop.url}/errore`, parameters: [] }))).json<{ action: Action }>().action.id;
});
afterAll(async () => {
  await t.close();
  await shop.close();
});

const run = (actionId: string, payload: object) =>
  t.request({ method: 'POST', url: `/api/public/agents/${agent.id}/actions/${actionId}/run`, payload });

async function englishConversation() {
  const visitorId = randomUUID();
  const conversationId = randomUUID();
  await t.ctx.db.insert(conversations).values({
    id: conversationId,
    accountId: owner.accountId,
    agentId: agent.id,
    channel: 'public',
    userId: null,
    visitorId,
    language: 'en',
  });
  return { visitorId, conversationId };
}

describe('a visitor whose conversation is in English', () => {
  it('reads the form’s field errors in English, and nothing is called', async () => {
    const calls = shop.requests.length;
    const res = await run(orderId, { ...(await englishConversation()), values: { colli: 1.5 } });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Required field.');
    expect(res.body).toContain('Please enter a whole number.');
    expect(res.body).not.toContain('Campo obbligatorio');
    expect(shop.requests.length).toBe(calls);
  });

  it('reads a failed call and an action that is not offered in English', async () => {
    const conversation = await englishConversation();
    const failed = await run(brokenId, { ...conversation, values: {} });
    expect(failed.statusCode).toBe(200);
    expect(failed.json<ActionResult>()).toMatchObject({ outcome: 'http_error', message: en.failed });
    expect(en.failed).toBe('The service did not answer correctly. Please try again later.');
    const unknown = await run(randomUUID(), { ...conversation, values: {} });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This action is not available.');
    const ok = await run(orderId, { ...conversation, values: { numero: 'A-7' } });
    expect(ok.json<ActionResult>()).toMatchObject({ outcome: 'ok', fields: [{ path: 'stato', value: 'Spedito' }] });
  });
});

describe('a form sent before any message', () => {
  it('follows the language the request carries, Italian without one', async () => {
    const french = await run(brokenId, { visitorId: randomUUID(), language: 'fr', values: {} });
    expect(french.json<ActionResult>().message).toBe(visitorCopy('fr').actions.failed);
    const italian = await run(brokenId, { visitorId: randomUUID(), values: {} });
    expect(italian.json<ActionResult>().message).toBe(visitorCopy('it').actions.failed);
  });

  it("the team's 'Prova' stays Italian", async () => {
    const res = await t.request({
      method: 'POST',
      url: `/api/agents/${agent.id}/actions/${orderId}/test`,
      cookie: ownerCookie,
      payload: { values: {} },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Campo obbligatorio.');
  });
});
