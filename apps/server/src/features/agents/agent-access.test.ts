import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@app/shared/i18n/common';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createAgent, createUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { multipart } from '../../test/knowledge-uploads.js';
import { newId } from '../../db/ids.js';
import { agents, collaborativeMemories } from '../../db/schema/agents.js';
import { agentDocuments } from '../../db/schema/documents.js';
import { addProcessedDocument } from '../chat/test-support/chat-fixtures.js';
import type { AgentAction } from './require-agent.js';

/**
 * The one access rule (requireAgent) on every route under /api/agents/:agentId: another account's agent and
 * one the caller may not see answer 404 'Agente non trovato.'; one they see but may not act on answers 403.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
});
afterAll(async () => {
  await t.close();
});

interface Route {
  name: string;
  action: AgentAction;
  call: (agentId: string, cookie: string) => ReturnType<TestApp['request']>;
}

function routes(ids: { documentId: string; memoryId: string; messageId: string; instructorId: string }): Route[] {
  const json = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) => (agentId: string, cookie: string) =>
    t.request({ method, url: `/api/agents/${agentId}${path}`, cookie, ...(payload ? { payload } : {}) });
  const settings = {
    name: 'Nome',
    description: 'Descrizione',
    instructions: 'Istruzioni.',
    instructorId: ids.instructorId,
    status: 'Attivo',
    memoryMode: 'none',
    memoryRetentionDays: null,
    enableExplicitMemory: true,
  };
  const conflict = { newInstruction: 'Nuovo testo', existingInstruction: 'Vecchio testo', source: 'instructions' };
  return [
    { name: 'GET the agent', action: 'see', call: json('GET', '') },
    { name: 'GET share-link', action: 'see', call: json('GET', '/share-link') },
    { name: 'GET chat/history', action: 'see', call: json('GET', '/chat/history') },
    { name: 'POST chat/messages', action: 'see', call: json('POST', '/chat/messages', { text: 'ciao' }) },
    { name: 'PUT chat rating', action: 'see', call: json('PUT', `/chat/messages/${ids.messageId}/rating`, { rating: 1 }) },
    { name: 'POST memories/modification-request', action: 'see', call: json('POST', '/memories/modification-request', conflict) },
    { name: 'PUT the agent', action: 'manage', call: json('PUT', '', settings) },
    { name: 'GET documents', action: 'manage', call: json('GET', '/documents') },
    {
      name: 'POST documents',
      action: 'manage',
      call: (agentId, cookie) => {
        const body = multipart({ name: 'nota.txt', data: Buffer.from('Orari: 9-18.') });
        return t.request({ method: 'POST', url: `/api/agents/${agentId}/documents`, cookie, payload: body.payload, headers: body.headers });
      },
    },
    { name: 'DELETE a document', action: 'manage', call: json('DELETE', `/documents/${ids.documentId}`) },
    { name: 'POST document retry', action: 'manage', call: json('POST', `/documents/${ids.documentId}/retry`) },
    { name: 'POST retrieval-test', action: 'manage', call: json('POST', '/retrieval-test', { query: 'orari', topK: 3 }) },
    { name: 'GET memories', action: 'manage', call: json('GET', '/memories') },
    { name: 'DELETE a memory', action: 'manage', call: json('DELETE', `/memories/${ids.memoryId}`) },
    { name: 'POST duplicate', action: 'delete', call: json('POST', '/duplicate') },
    { name: 'POST deletion-request', action: 'delete', call: json('POST', '/deletion-request') },
  ];
}

describe('one access rule for an agent and everything under it', () => {
  it('answers 404 for another account, 404 when not visible, 403 when visible but not allowed, and changes nothing', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const instructor = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'instructor' });
    const otherInstructor = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'instructor' });
    const user = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user' });
    const stranger = await createAccountWithOwner(t.ctx.db);
    const agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, instructorId: instructor.id });
    const documentId = await addProcessedDocument(t.ctx.db, {
      accountId: owner.accountId,
      agentId: agent.id,
      fileName: 'orari.txt',
      pages: ['Orari: 9-18.'],
    });
    const memoryId = newId();
    await t.ctx.db.insert(collaborativeMemories).values({
      id: memoryId,
      accountId: owner.accountId,
      agentId: agent.id,
      userId: owner.id,
      content: 'Chiusi la domenica',
      type: 'general_memory',
    });
    const snapshot = async () => ({
      agent: (await t.ctx.db.select().from(agents).where(eq(agents.id, agent.id)))[0],
      agents: (await t.ctx.db.select().from(agents).where(eq(agents.accountId, owner.accountId))).length,
      documents: (await t.ctx.db.select().from(agentDocuments).where(eq(agentDocuments.agentId, agent.id))).length,
      memories: (await t.ctx.db.select().from(collaborativeMemories).where(eq(collaborativeMemories.agentId, agent.id))).length,
    });
    const before = await snapshot();
    const cookies = {
      stranger: await signIn(t, stranger),
      otherInstructor: await signIn(t, otherInstructor),
      user: await signIn(t, user),
    };

    for (const route of routes({ documentId: String(documentId), memoryId, messageId: newId(), instructorId: instructor.id })) {
      for (const who of ['stranger', 'otherInstructor'] as const) {
        const res = await route.call(agent.id, cookies[who]);
        expect({ route: route.name, who, status: res.statusCode, message: res.json().message }).toEqual({
          route: route.name,
          who,
          status: 404,
          message: MESSAGES.agentNotFound,
        });
      }
      // A plain user sees every agent of the account (D3) but manages and deletes none they did not create.
      if (route.action !== 'see') {
        const res = await route.call(agent.id, cookies.user);
        expect({ route: route.name, status: res.statusCode, message: res.json().message }).toEqual({
          route: route.name,
          status: 403,
          message: MESSAGES.agentForbidden,
        });
      }
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('caller scopes, checked before the body', () => {
  it('answers 401 to a signed-out caller with an invalid body, not a validation error', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id });
    const attempts = [
      await t.request({ method: 'POST', url: '/api/agents', payload: { name: '' } }),
      await t.request({ method: 'PUT', url: `/api/agents/${agent.id}`, payload: { status: 'boh' } }),
      await t.request({ method: 'POST', url: `/api/agents/${agent.id}/retrieval-test`, payload: {} }),
      await t.request({ method: 'POST', url: `/api/agents/${agent.id}/memories/modification-request`, payload: { source: 1 } }),
      await t.request({ method: 'POST', url: '/api/team/members', payload: { email: 'x' } }),
      await t.request({ method: 'POST', url: '/api/super-admin/api-keys', payload: {} }),
      await t.request({ method: 'PUT', url: '/api/profile/address', payload: { address: 42 } }),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: MESSAGES.unauthenticated });
    }
  });

  it('answers an API token outside /api/v1 with a clear 401, and ignores it on public routes', async () => {
    const res = await t.request({ method: 'GET', url: '/api/agents', headers: { authorization: 'Bearer qualcosa' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'API_TOKEN_NOT_HERE',
      message: "I token API funzionano solo sull'API pubblica /api/v1: qui accedi con email e password.",
    });
    const open = await t.request({ method: 'GET', url: '/api/public/agents/inesistente', headers: { authorization: 'Bearer qualcosa' } });
    expect(open.statusCode).toBe(404);
  });
});
