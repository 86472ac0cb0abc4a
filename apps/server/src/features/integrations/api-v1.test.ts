import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { INTEGRATIONS_MESSAGES } from '@app/shared/i18n/integrations';
import { type ApiTokenScope } from '@app/shared/api/integrations';
import { MESSAGES } from '@app/shared/i18n/common';
import { CHAT_MESSAGES } from '@app/shared/i18n/chat';
import { CONVERSATION_MESSAGES } from '@app/shared/i18n/conversations';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createAgent } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { multipart, waitForDocument } from '../../test/knowledge-uploads.js';
import { conversations } from '../../db/schema/chat.js';
import { countMonthlyReplies } from '../account/account-usage.js';
import { addProcessedDocument, answerOf } from '../chat/test-support/chat-fixtures.js';
import { RATE_LIMITS } from '../../rate-limit/limits.js';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createAccountWithOwner>>;
let agent: Awaited<ReturnType<typeof createAgent>>;
let cookie: string;
const tokens = {} as Record<ApiTokenScope, string>;

async function newToken(ownerCookie: string, scope: ApiTokenScope) {
  const res = await t.request({
    method: 'POST',
    url: '/api/integrations/tokens',
    cookie: ownerCookie,
    payload: { name: scope, scope, expiresInDays: 30 },
  });
  expect(res.statusCode).toBe(201);
  return res.json().value as string;
}
const bearer = (value: string) => ({ authorization: `Bearer ${value}` });

beforeAll(async () => {
  t = await createTestApp();
  owner = await createAccountWithOwner(t.ctx.db, { plan: 'pro', planExpiresAt: new Date(Date.now() + 30 * 86_400_000) });
  agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Sportello Tributi' });
  await addProcessedDocument(t.ctx.db, {
    accountId: owner.accountId,
    agentId: agent.id,
    fileName: 'tari.txt',
    pages: ['La TARI si paga in due rate, a maggio e a novembre.'],
  });
  cookie = await signIn(t, owner);
  for (const scope of ['chat', 'documents', 'read-only'] as const) tokens[scope] = await newToken(cookie, scope);
});
afterAll(async () => {
  await t.close();
});

describe('/api/v1 with an API token', () => {
  it("lists the token account's agents, and only those", async () => {
    const other = await createAccountWithOwner(t.ctx.db, { plan: 'pro', planExpiresAt: new Date(Date.now() + 86_400_000) });
    await createAgent(t.ctx.db, { accountId: other.accountId, userId: other.id, name: 'Altrui' });
    const res = await t.request({ method: 'GET', url: '/api/v1/agents', headers: bearer(tokens['read-only']) });
    expect(res.statusCode).toBe(200);
    expect(res.json().agents).toEqual([{ id: agent.id, name: 'Sportello Tributi', description: expect.any(String), status: 'Attivo' }]);
  });

  it('chats as JSON, continues a conversation, stores it on the API channel and counts the answers', async () => {
    const before = await countMonthlyReplies(t.ctx.db, owner.accountId);
    const first = await t.request({
      method: 'POST',
      url: `/api/v1/agents/${agent.id}/chat`,
      headers: bearer(tokens.chat),
      payload: { message: 'Quando si paga la TARI?' },
    });
    expect(first.statusCode).toBe(200);
    const { conversationId, message } = first.json();
    expect(message.text).toContain('La TARI si paga in due rate');
    // A business shows these answers to its customers: the label, never the configuration (issue 44).
    expect(message.text.startsWith(`**${CHAT_MESSAGES.automaticAnswerLabel}**`)).toBe(true);
    expect(message.text).not.toContain(CHAT_MESSAGES.offlineLabel);
    expect(message.sources[0].file).toBe('tari.txt');
    const again = await t.request({
      method: 'POST',
      url: `/api/v1/agents/${agent.id}/chat`,
      headers: bearer(tokens.chat),
      payload: { message: 'E a novembre?', conversationId },
    });
    expect(again.json().conversationId).toBe(conversationId);
    const [row] = await t.ctx.db.select().from(conversations).where(eq(conversations.id, conversationId));
    expect(row!.channel).toBe('api');
    expect(await countMonthlyReplies(t.ctx.db, owner.accountId)).toBe(before + 2);
  });

  it('streams Server-Sent Events to a real client', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/agents/${agent.id}/chat`, {
      method: 'POST',
      headers: { ...bearer(tokens.chat), 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ message: 'Quando si paga la TARI?' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    const events: { event: string; data: Record<string, unknown> }[] = [];
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        events.push({ event: block.match(/^event: (.+)$/m)![1]!, data: JSON.parse(block.match(/^data: (.+)$/m)![1]!) });
      }
    }
    expect(events[0]!.event).toBe('start');
    expect(events.filter((e) => e.event === 'delta').length).toBeGreaterThan(1);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect((done.data.message as { text: string }).text).toContain('La TARI si paga in due rate');
  });

  it('uploads a document that reaches Processato, reads its status and searches it', async () => {
    const body = multipart({ name: 'orari.txt', data: Buffer.from('Lo sportello apre il martedì alle nove.'), type: 'text/plain' });
    const res = await t.request({
      method: 'POST',
      url: `/api/v1/agents/${agent.id}/documents`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(tokens.documents) },
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as string;
    await waitForDocument(t, id);
    const status = await t.request({
      method: 'GET',
      url: `/api/v1/agents/${agent.id}/documents/${id}`,
      headers: bearer(tokens['read-only']),
    });
    expect(status.json()).toMatchObject({ id, fileName: 'orari.txt', status: 'processed' });
    const search = await t.request({
      method: 'POST',
      url: `/api/v1/agents/${agent.id}/search`,
      headers: bearer(tokens.documents),
      payload: { query: 'quando apre lo sportello' },
    });
    expect(search.statusCode).toBe(200);
    expect(search.json().results[0]).toMatchObject({ documentId: id, file: 'orari.txt' });
  });

  it('exports conversations to a read-only token', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/conversations/export?format=json', headers: bearer(tokens['read-only']) });
    expect(res.statusCode).toBe(200);
    const rows = res.json() as { channel: string; text: string }[];
    expect(rows.some((r) => r.channel === 'API' && r.text.includes('TARI'))).toBe(true);
  });

  it('lists and reads conversations with a read-only token, with the review filters', async () => {
    const list = await t.request({ method: 'GET', url: `/api/v1/conversations?agentId=${agent.id}`, headers: bearer(tokens['read-only']) });
    expect(list.statusCode).toBe(200);
    const { conversations: rows, nextCursor } = list.json() as {
      conversations: { id: string; agentId: string; channel: string; question: string }[];
      nextCursor: string | null;
    };
    expect(nextCursor).toBeNull();
    const apiRow = rows.find((row) => row.channel === 'api' && row.question === 'Quando si paga la TARI?');
    expect(apiRow).toMatchObject({ agentId: agent.id });
    const unrated = await t.request({ method: 'GET', url: '/api/v1/conversations?rating=positive', headers: bearer(tokens['read-only']) });
    expect(unrated.json().conversations).toEqual([]);

    const one = await t.request({ method: 'GET', url: `/api/v1/conversations/${apiRow!.id}`, headers: bearer(tokens['read-only']) });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: apiRow!.id, agentId: agent.id, channel: 'api' });
    const texts = (one.json().messages as { sender: string; text: string }[]).map((m) => `${m.sender}: ${m.text}`);
    expect(texts[0]).toBe('user: Quando si paga la TARI?');
    expect(texts[1]).toMatch(/^agent: /);
    expect(texts[1]).toContain('La TARI si paga in due rate');
  });

  it("answers 404 for another account's conversation and {message, code} for bad conversation input", async () => {
    const [mine] = await t.ctx.db.select().from(conversations).where(eq(conversations.accountId, owner.accountId)).limit(1);
    const other = await createAccountWithOwner(t.ctx.db, { plan: 'pro', planExpiresAt: new Date(Date.now() + 86_400_000) });
    const otherToken = await newToken(await signIn(t, other), 'read-only');
    const foreign = await t.request({ method: 'GET', url: `/api/v1/conversations/${mine!.id}`, headers: bearer(otherToken) });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({
      message: CONVERSATION_MESSAGES.notFound,
      code: 'CONVERSATION_NOT_FOUND',
      requestId: expect.any(String),
    });
    const theirList = await t.request({ method: 'GET', url: '/api/v1/conversations', headers: bearer(otherToken) });
    expect(theirList.json()).toEqual({ conversations: [], nextCursor: null });
    const foreignAgent = await t.request({ method: 'GET', url: `/api/v1/conversations?agentId=${agent.id}`, headers: bearer(otherToken) });
    expect(foreignAgent.statusCode).toBe(404);
    expect(foreignAgent.json()).toMatchObject({ code: expect.any(String) });

    const badRating = await t.request({ method: 'GET', url: '/api/v1/conversations?rating=ottima', headers: bearer(tokens['read-only']) });
    expect(badRating.statusCode).toBe(400);
    expect(badRating.json()).toMatchObject({ message: CONVERSATION_MESSAGES.ratingInvalid, code: expect.any(String) });
    const badCursor = await t.request({ method: 'GET', url: '/api/v1/conversations?cursor=zzz', headers: bearer(tokens['read-only']) });
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().message).toBe(CONVERSATION_MESSAGES.cursorInvalid);
    const missing = await t.request({
      method: 'GET',
      url: `/api/v1/conversations/${crypto.randomUUID()}`,
      headers: bearer(tokens['read-only']),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      message: CONVERSATION_MESSAGES.notFound,
      code: 'CONVERSATION_NOT_FOUND',
      requestId: expect.any(String),
    });
  });

  it('refuses what the scope does not allow with 403 API_TOKEN_SCOPE', async () => {
    const attempts = [
      { token: tokens['read-only'], method: 'POST' as const, url: `/api/v1/agents/${agent.id}/chat`, payload: { message: 'Ciao' } },
      { token: tokens.chat, method: 'GET' as const, url: `/api/v1/agents/${agent.id}/documents` },
      { token: tokens.chat, method: 'GET' as const, url: '/api/v1/conversations/export' },
      { token: tokens.chat, method: 'GET' as const, url: '/api/v1/conversations' },
      { token: tokens.documents, method: 'GET' as const, url: '/api/v1/conversations' },
      { token: tokens.documents, method: 'GET' as const, url: `/api/v1/conversations/${crypto.randomUUID()}` },
      { token: tokens.documents, method: 'POST' as const, url: `/api/v1/agents/${agent.id}/chat`, payload: { message: 'Ciao' } },
    ];
    for (const { token, ...request } of attempts) {
      const res = await t.request({ ...request, headers: bearer(token) });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: INTEGRATIONS_MESSAGES.tokenScope, code: 'API_TOKEN_SCOPE', requestId: expect.any(String) });
    }
  });

  it("answers 404 for another account's agent, and {message, code} for bad input", async () => {
    const other = await createAccountWithOwner(t.ctx.db, { plan: 'pro', planExpiresAt: new Date(Date.now() + 86_400_000) });
    const foreign = await createAgent(t.ctx.db, { accountId: other.accountId, userId: other.id });
    const res = await t.request({
      method: 'POST',
      url: `/api/v1/agents/${foreign.id}/chat`,
      headers: bearer(tokens.chat),
      payload: { message: 'Ciao' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MESSAGES.agentNotFound, code: 'AGENT_NOT_FOUND', requestId: expect.any(String) });
    const otherCookie = await signIn(t, other);
    const otherToken = await newToken(otherCookie, 'read-only');
    const docs = await t.request({ method: 'GET', url: `/api/v1/agents/${agent.id}/documents`, headers: bearer(otherToken) });
    expect(docs.statusCode).toBe(404);

    const empty = await t.request({
      method: 'POST',
      url: `/api/v1/agents/${agent.id}/chat`,
      headers: bearer(tokens.chat),
      payload: { message: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: INTEGRATIONS_MESSAGES.emptyMessage, code: expect.any(String) });
    const missing = await t.request({ method: 'GET', url: '/api/v1/agents' });
    expect(missing.json()).toEqual({
      message: INTEGRATIONS_MESSAGES.tokenMissing,
      code: 'API_TOKEN_MISSING',
      requestId: expect.any(String),
    });
    const unknownConversation = await t.request({
      method: 'POST',
      url: `/api/v1/agents/${agent.id}/chat`,
      headers: bearer(tokens.chat),
      payload: { message: 'Ciao', conversationId: crypto.randomUUID() },
    });
    expect(unknownConversation.statusCode).toBe(404);
    expect(unknownConversation.json().code).toEqual(expect.any(String));
  });

  it('limits each token with RateLimit headers and a JSON 429', async () => {
    const value = await newToken(cookie, 'read-only');
    const first = await t.request({ method: 'GET', url: '/api/v1/agents', headers: bearer(value) });
    const max = RATE_LIMITS.apiToken.max;
    expect(first.headers['ratelimit-limit']).toBe(String(max));
    expect(first.headers['ratelimit-remaining']).toBe(String(max - 1));
    expect(first.headers['ratelimit-policy']).toBe(`${max};w=${RATE_LIMITS.apiToken.windowSeconds}`);
    for (let i = 1; i < max; i += 1) await t.request({ method: 'GET', url: '/api/v1/agents', headers: bearer(value) });
    const refused = await t.request({ method: 'GET', url: '/api/v1/agents', headers: bearer(value) });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: INTEGRATIONS_MESSAGES.rateLimited, code: 'RATE_LIMITED', requestId: expect.any(String) });
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another token of the same account is counted on its own.
    expect((await t.request({ method: 'GET', url: '/api/v1/agents', headers: bearer(tokens['read-only']) })).statusCode).toBe(200);
  });

  it('refuses a chat past the monthly messages (D4) and stores nothing', async () => {
    const full = await createAccountWithOwner(t.ctx.db, { plan: 'pro', planExpiresAt: new Date(Date.now() + 86_400_000) });
    const fullAgent = await createAgent(t.ctx.db, { accountId: full.accountId, userId: full.id });
    const value = await newToken(await signIn(t, full), 'chat');
    const conversationId = crypto.randomUUID();
    await t.ctx.db.insert(conversations).values({ id: conversationId, accountId: full.accountId, agentId: fullAgent.id, channel: 'api' });
    await t.ctx.db.execute(sql`
      insert into messages (id, conversation_id, account_id, agent_id, sender, text, latency_ms)
      select gen_random_uuid()::text, ${conversationId}, ${full.accountId}, ${fullAgent.id}, 'agent', 'risposta', 1
      from generate_series(1, 10000)`);
    const before = await countMonthlyReplies(t.ctx.db, full.accountId);
    const res = await t.request({
      method: 'POST',
      url: `/api/v1/agents/${fullAgent.id}/chat`,
      headers: bearer(value),
      payload: { message: 'Ciao' },
    });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: CHAT_MESSAGES.monthlyLimit(10000), code: 'MONTHLY_LIMIT', requestId: expect.any(String) });
    expect(await countMonthlyReplies(t.ctx.db, full.accountId)).toBe(before);
  });

  it('refuses a deactivated agent (D3) with 409 and stores nothing, while the owner can still try it in the test chat', async () => {
    const paused = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'In pausa', status: 'Disattivato' });
    const res = await t.request({
      method: 'POST',
      url: `/api/v1/agents/${paused.id}/chat`,
      headers: bearer(tokens.chat),
      payload: { message: 'Quando si paga la TARI?' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: CHAT_MESSAGES.agentInactive, code: 'AGENT_INACTIVE', requestId: expect.any(String) });
    expect(await t.ctx.db.select().from(conversations).where(eq(conversations.agentId, paused.id))).toEqual([]);

    // The test chat is where an agent is tried before it is switched on (ADR 0384): it answers.
    const tried = await t.request({
      method: 'POST',
      url: `/api/agents/${paused.id}/chat/messages`,
      cookie,
      payload: { text: 'Buongiorno' },
    });
    expect(tried.statusCode).toBe(200);
    // A greeting, answered (not refused) and stored like any test chat answer.
    expect(answerOf(tried.body).done?.message.outcome).toBe('small_talk');
  });

  it('describes /api/v1 with its bearer scheme in the OpenAPI document', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/api/v1/agents/{agentId}/chat'].post.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/v1/conversations'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/v1/conversations/{conversationId}'].get.security).toEqual([{ bearerAuth: [] }]);
  });
});
