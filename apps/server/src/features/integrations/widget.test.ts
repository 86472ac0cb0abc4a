import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { WIDGET_MESSAGES } from '@app/shared/i18n/integrations';
import { MESSAGES } from '@app/shared/i18n/common';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createAgent, createUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { conversations } from '../../db/schema/chat.js';
import { agentWidgets } from '../../db/schema/integrations.js';
import { agents } from '../../db/schema/agents.js';
import { PASSAGE_NOT_FOUND } from '@app/shared/i18n/knowledge';
import { countMonthlyReplies } from '../account/account-usage.js';
import { addProcessedDocument, answerOf } from '../chat/test-support/chat-fixtures.js';
import { RATE_LIMITS } from '../../rate-limit/limits.js';
import { signCustomer } from './widget-secret.js';
import { frameAncestors, originAllowed } from './allowed-origin.js';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createAccountWithOwner>>;
let agent: Awaited<ReturnType<typeof createAgent>>;
let cookie: string;
let address = 0;
const nextAddress = () => `10.1.${Math.floor(++address / 250)}.${address % 250}`;
const settings = {
  position: 'left',
  bubbleLabel: 'Chiedi a noi',
  allowedDomains: ['negozio.example.it', 'localhost:4000'],
  identityRequired: false,
};
const put = (payload: object, who = cookie, id = agent.id) =>
  t.request({ method: 'PUT', url: `/api/agents/${id}/widget`, cookie: who, payload });
const send = (payload: object, origin?: string) =>
  t.request({
    method: 'POST',
    url: `/api/widget/agents/${agent.id}/messages`,
    payload,
    remoteAddress: nextAddress(),
    headers: origin ? { origin } : {},
  });

beforeAll(async () => {
  t = await createTestApp();
  owner = await createAccountWithOwner(t.ctx.db);
  agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Sportello', instructions: 'SEGRETO' });
  await addProcessedDocument(t.ctx.db, {
    accountId: owner.accountId,
    agentId: agent.id,
    fileName: 'tari.txt',
    pages: ['La TARI si paga in due rate, a maggio e a novembre.'],
  });
  cookie = await signIn(t, owner);
});
afterAll(async () => {
  await t.close();
});

describe('widget settings', () => {
  it("saves the allowed domains; the loader reads them and the agent's 'Aspetto', nothing else of the agent", async () => {
    const res = await put(settings);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...settings, hasIdentitySecret: false });
    const look = {
      welcomeMessage: 'Ciao! Come posso aiutarti?',
      suggestedQuestions: ['Quando si paga la TARI?'],
      color: '#0f766e',
      avatarUrl: '',
    };
    expect((await t.request({ method: 'PUT', url: `/api/agents/${agent.id}/appearance`, cookie, payload: look })).statusCode).toBe(200);
    const config = await t.request({
      method: 'GET',
      url: `/api/widget/agents/${agent.id}`,
      headers: { origin: 'https://negozio.example.it' },
    });
    expect(config.statusCode).toBe(200);
    expect(config.headers['access-control-allow-origin']).toBe('https://negozio.example.it');
    expect(config.json()).toMatchObject({
      name: 'Sportello',
      welcomeMessage: look.welcomeMessage,
      suggestedQuestions: look.suggestedQuestions,
      color: '#0f766e',
      textColor: '#ffffff',
      position: 'left',
    });
    expect(config.body).not.toContain('SEGRETO');
    expect(config.body).not.toContain('localhost:4000');
  });

  it('refuses a page of a domain not allowed with a clear 403', async () => {
    await put(settings);
    const res = await t.request({ method: 'GET', url: `/api/widget/agents/${agent.id}`, headers: { origin: 'https://altro.example.com' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: WIDGET_MESSAGES.domainNotAllowed,
      code: 'WIDGET_DOMAIN_NOT_ALLOWED',
      requestId: expect.any(String),
    });
    // Readable by the loader, which shows the sentence; it carries nothing else.
    expect(res.headers['access-control-allow-origin']).toBe('https://altro.example.com');
    const message = await send({ text: 'Ciao', visitorId: randomUUID() }, 'http://localhost:4001');
    expect(message.statusCode).toBe(403);
  });

  it('matches domains, ports and subdomains as documented, and builds frame-ancestors from them', () => {
    expect(originAllowed(['esempio.it'], 'https://esempio.it:8443')).toBe(true);
    expect(originAllowed(['esempio.it'], 'https://www.esempio.it')).toBe(false);
    expect(originAllowed(['*.esempio.it'], 'https://www.esempio.it')).toBe(true);
    expect(originAllowed(['*.esempio.it'], 'https://esempio.it')).toBe(false);
    expect(originAllowed(['*.esempio.it'], 'https://cattivoesempio.it')).toBe(false);
    expect(originAllowed(['localhost:4000'], 'http://localhost:4001')).toBe(false);
    expect(frameAncestors(['localhost:4000', 'esempio.it'])).toBe(
      "'self' https://localhost:4000 http://localhost:4000 https://esempio.it:* http://esempio.it:*",
    );
  });

  it('refuses bad settings in Italian, another account (404) and a member who may not manage the agent (403)', async () => {
    const bad: [object, string][] = [
      [{ ...settings, allowedDomains: ['https://x.it/percorso'] }, WIDGET_MESSAGES.domainInvalid],
      [{ ...settings, position: 'centro' }, WIDGET_MESSAGES.positionInvalid],
      [{ ...settings, bubbleLabel: 'x'.repeat(41) }, WIDGET_MESSAGES.labelTooLong],
      [{ ...settings, identityRequired: true }, WIDGET_MESSAGES.identityNeedsSecret],
    ];
    const before = await t.ctx.db.select().from(agentWidgets).where(eq(agentWidgets.agentId, agent.id));
    for (const [payload, message] of bad) {
      const res = await put(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await t.ctx.db.select().from(agentWidgets).where(eq(agentWidgets.agentId, agent.id))).toEqual(before);

    const stranger = await createAccountWithOwner(t.ctx.db);
    const strangerCookie = await signIn(t, stranger);
    const foreign = await put(settings, strangerCookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(MESSAGES.agentNotFound);
    const user = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user' });
    const denied = await put(settings, await signIn(t, user));
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(MESSAGES.agentForbidden);
  });
});

describe('widget chat', () => {
  it('answers like the public chat (sources), on the widget channel, and counts toward the monthly messages', async () => {
    await put(settings);
    const before = await countMonthlyReplies(t.ctx.db, owner.accountId);
    const visitorId = randomUUID();
    const res = await send({ text: 'Quando si paga la TARI?', visitorId }, 'http://localhost:3000');
    expect(res.statusCode).toBe(200);
    const { text, done } = answerOf(res.body);
    expect(text).toContain('La TARI si paga in due rate');
    expect(done!.message.sources[0]!.file).toBe('Tari');
    const [row] = await t.ctx.db.select().from(conversations).where(eq(conversations.id, done!.message.conversationId));
    expect(row).toMatchObject({ channel: 'widget', visitorId });
    expect(await countMonthlyReplies(t.ctx.db, owner.accountId)).toBe(before + 1);

    // The widget's frame reads and rates it through the public chat's routes, as the visitor who started it (ADR 0048).
    const history = `/api/public/agents/${agent.id}/conversations/${row!.id}`;
    const own = await t.request({ method: 'GET', url: `${history}?visitorId=${visitorId}` });
    expect(own.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `${history}?visitorId=${randomUUID()}` })).statusCode).toBe(404);
    const rating = `/api/public/agents/${agent.id}/messages/${done!.message.id}/rating`;
    expect((await t.request({ method: 'PUT', url: rating, payload: { rating: 1, visitorId } })).statusCode).toBe(200);
    expect((await t.request({ method: 'PUT', url: rating, payload: { rating: -1, visitorId: randomUUID() } })).statusCode).toBe(404);
  });

  it("keeps the sources from the widget's visitors when the agent hides them from the public", async () => {
    await put(settings);
    await t.ctx.db.update(agents).set({ showSources: false }).where(eq(agents.id, agent.id));
    const res = await send({ text: 'Quando si paga la TARI?', visitorId: randomUUID() }, 'http://localhost:3000');
    expect(res.statusCode).toBe(200);
    expect(answerOf(res.body).done!.message.sources).toEqual([]);
    await t.ctx.db.update(agents).set({ showSources: true }).where(eq(agents.id, agent.id));
  });

  it('verifies the signed customer: good, wrong, missing when required; their conversations follow them', async () => {
    const secretRes = await t.request({ method: 'POST', url: `/api/agents/${agent.id}/widget/identity-secret`, cookie });
    expect(secretRes.statusCode).toBe(200);
    const { secret } = secretRes.json();
    expect(secret).toMatch(/^wsec_/);
    const [stored] = await t.ctx.db.select().from(agentWidgets).where(eq(agentWidgets.agentId, agent.id));
    expect(stored!.identitySecret).not.toContain(secret);
    expect((await put({ ...settings, identityRequired: true })).json()).toMatchObject({ identityRequired: true, hasIdentitySecret: true });

    const customerSignature = signCustomer(secret, 'cliente-42');
    const identity = await t.request({
      method: 'POST',
      url: `/api/widget/agents/${agent.id}/identity`,
      payload: { customerId: 'cliente-42', customerSignature },
    });
    expect(identity.statusCode).toBe(200);
    const { visitorId } = identity.json();

    const good = await send({ text: 'Quando si paga la TARI?', visitorId: randomUUID(), customerId: 'cliente-42', customerSignature });
    expect(good.statusCode).toBe(200);
    const { done } = answerOf(good.body);
    const [row] = await t.ctx.db.select().from(conversations).where(eq(conversations.id, done!.message.conversationId));
    expect(row!.visitorId).toBe(visitorId);
    // Another device of the same customer continues it.
    const again = await send({
      text: 'E a novembre?',
      visitorId: randomUUID(),
      customerId: 'cliente-42',
      customerSignature,
      conversationId: row!.id,
    });
    expect(again.statusCode).toBe(200);

    const wrong = await send({
      text: 'Ciao',
      visitorId: randomUUID(),
      customerId: 'cliente-42',
      customerSignature: signCustomer(secret, 'cliente-43'),
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ message: WIDGET_MESSAGES.identityInvalid, code: 'IDENTITY_INVALID', requestId: expect.any(String) });
    const missing = await send({ text: 'Ciao', visitorId: randomUUID() });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ message: WIDGET_MESSAGES.identityRequired, code: 'IDENTITY_REQUIRED', requestId: expect.any(String) });
    const badFormat = await send({ text: 'Ciao', visitorId: randomUUID(), customerId: 'cliente-42', customerSignature: 'xyz' });
    expect(badFormat.statusCode).toBe(400);
    await put(settings);
  });

  it("opens a signed customer's sources with their visitor id alone, under the public chat's passage rule", async () => {
    const { secret } = (await t.request({ method: 'POST', url: `/api/agents/${agent.id}/widget/identity-secret`, cookie })).json();
    await put({ ...settings, identityRequired: true });
    const sign = (customerId: string) => ({ customerId, customerSignature: signCustomer(secret, customerId) });
    const identityOf = async (customerId: string) =>
      (await t.request({ method: 'POST', url: `/api/widget/agents/${agent.id}/identity`, payload: sign(customerId) })).json()
        .visitorId as string;
    const passage = (chunkId: string, visitorId: string, agentId = agent.id) =>
      t.request({ method: 'GET', url: `/api/public/agents/${agentId}/passages/${chunkId}?visitorId=${visitorId}` });

    // The frame sends its anonymous id too; the answer is stored under the customer's own.
    const anonymous = randomUUID();
    const res = await send({ text: 'Quando si paga la TARI?', visitorId: anonymous, ...sign('cliente-77') });
    expect(res.statusCode).toBe(200);
    const chunkId = answerOf(res.body).done!.message.sources[0]!.chunkId!;
    expect(chunkId).toEqual(expect.any(String));

    const customer = await identityOf('cliente-77');
    const opened = await passage(chunkId, customer);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ file: 'Tari', text: expect.stringContaining('La TARI si paga in due rate') });
    // The passage alone: no context, no document id, no page image.
    expect(Object.keys(opened.json()).sort()).toEqual(['endMs', 'file', 'page', 'paragraph', 'startMs', 'text']);

    const refused = { message: PASSAGE_NOT_FOUND, code: 'PASSAGE_NOT_FOUND', requestId: expect.any(String) };
    // Not with the frame's anonymous id, nor for another signed customer of the same agent.
    expect((await passage(chunkId, anonymous)).json()).toEqual(refused);
    const other = await passage(chunkId, await identityOf('cliente-78'));
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(refused);
    // Not through another account's agent, even with the customer's id.
    const stranger = await createAccountWithOwner(t.ctx.db);
    const theirs = await createAgent(t.ctx.db, { accountId: stranger.accountId, userId: stranger.id, name: 'Altro' });
    expect((await passage(chunkId, customer, theirs.id)).statusCode).toBe(404);
    // Not once the owner stops showing sources.
    await t.ctx.db.update(agents).set({ showSources: false }).where(eq(agents.id, agent.id));
    try {
      expect((await passage(chunkId, customer)).json()).toEqual(refused);
    } finally {
      await t.ctx.db.update(agents).set({ showSources: true }).where(eq(agents.id, agent.id));
    }
    // A bad visitor id is refused in Italian.
    const bad = await passage(chunkId, 'non-un-id');
    expect(bad.statusCode).toBe(400);
    await put(settings);
  });

  it("obeys the public chat's per-visitor rate limit", async () => {
    const ip = '10.9.9.9';
    const max = RATE_LIMITS.publicChatVisitor.max;
    for (let i = 0; i < max; i += 1) {
      await t.request({ method: 'POST', url: `/api/widget/agents/${agent.id}/messages`, payload: {}, remoteAddress: ip });
    }
    const res = await t.request({ method: 'POST', url: `/api/widget/agents/${agent.id}/messages`, payload: {}, remoteAddress: ip });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
  });
});
