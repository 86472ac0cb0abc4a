import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ApiTokenScope } from '@app/shared/api/integrations';
import type { TestApp } from '../test-app.js';
import { createAccountWithOwner, createAgent, createUser, type CreatedUser } from '../factories.js';
import { signIn } from '../sign-in.js';
import { signInSuperAdmin } from '../sign-in-super-admin.js';
import { addProcessedDocument } from '../../features/chat/test-support/chat-fixtures.js';
import { buyWithSimulatedCheckout } from '../../features/billing/test-support/simulated-purchase.js';
import { collaborativeMemories } from '../../db/schema/agents.js';
import { documentChunks } from '../../db/schema/documents.js';
import { conversations, messages } from '../../db/schema/chat.js';
import { invoices } from '../../db/schema/billing.js';
import { newId } from '../../db/ids.js';
import type { Channel } from '@app/shared/channels';
import type { MemoryStatus } from '@app/shared/states/memories';

/**
 * The callers of the authorization matrix, in the order of its columns: nobody, an API token of account A's owner
 * (scope `documents`), each role of account A (an instructor not assigned to A's agent, and one assigned to it), the
 * owner of another account B (with B's own token on /api/v1), and a platform operator who presented the second factor.
 */
export const CALLERS = ['anon', 'token', 'owner', 'admin', 'instructor', 'assigned', 'user', 'other', 'super'] as const;
export type CallerName = (typeof CALLERS)[number];

/** What a caller sends: the cookie of a signed-in session, an API token, or nothing. */
export interface Credentials {
  cookie?: string;
  bearer?: string;
  userId?: string;
}

const PAID_UNTIL = () => new Date(Date.now() + 60 * 86_400_000);

async function newApiToken(t: TestApp, cookie: string, scope: ApiTokenScope): Promise<{ id: string; value: string }> {
  const res = await t.request({
    method: 'POST',
    url: '/api/integrations/tokens',
    cookie,
    payload: { name: `matrice ${scope}`, scope, expiresInDays: 30 },
  });
  if (res.statusCode !== 201) throw new Error(`token: ${res.statusCode} ${res.body}`);
  const body = res.json<{ value: string; token: { id: string } }>();
  return { id: body.token.id, value: body.value };
}

/** A paying account with its owner signed in. */
async function payingOwner(t: TestApp): Promise<{ user: CreatedUser & { accountId: string }; cookie: string }> {
  const user = await createAccountWithOwner(t.ctx.db, { plan: 'pro', planExpiresAt: PAID_UNTIL() });
  return { user, cookie: await signIn(t, user) };
}

export interface World {
  t: TestApp;
  /** Account A: the one every route is tried on. */
  a: {
    accountId: string;
    owner: CreatedUser;
    ownerCookie: string;
    agentId: string;
    /** The instructor assigned to the agent (the `assigned` caller). */
    instructorId: string;
    documentId: string;
    chunkId: string;
    memoryId: string;
    testMessageId: string;
    testConversationId: string;
    publicConversationId: string;
    publicMessageId: string;
    visitorId: string;
    invoiceId: string;
    openCheckoutId: string;
    tokenId: string;
  };
  /** A third account, the target of the operator's subscription actions (their id is a user's id). */
  c: { memberId: string };
  superCookie: string;
  apiKeyId: string;
  callers: Record<CallerName, Credentials>;
}

/** A fresh caller of the given kind; `accountId` is account A, where the roles belong (an owner gets an account of their own). */
export async function newCaller(t: TestApp, kind: CallerName, accountId: string | null): Promise<Credentials> {
  switch (kind) {
    case 'anon':
      return {};
    case 'token': {
      // A stand-in token: an admin of account A may create one too (ADR 0080).
      if (!accountId) throw new Error('a token needs account A');
      const admin = await createUser(t.ctx.db, { accountId, role: 'admin' });
      return { bearer: (await newApiToken(t, await signIn(t, admin), 'documents')).value, userId: admin.id };
    }
    case 'owner': {
      const { user, cookie } = await payingOwner(t);
      return { cookie, userId: user.id };
    }
    case 'other': {
      const { user, cookie } = await payingOwner(t);
      return { cookie, bearer: (await newApiToken(t, cookie, 'documents')).value, userId: user.id };
    }
    case 'admin':
    case 'instructor':
    case 'assigned':
    case 'user': {
      // A stand-in of the assigned instructor is not assigned: stand-ins act on their own profile only.
      if (!accountId) throw new Error('a member needs account A');
      const member = await createUser(t.ctx.db, { accountId, role: kind === 'assigned' ? 'instructor' : kind });
      return { cookie: await signIn(t, member), userId: member.id };
    }
    case 'super': {
      const operator = await createUser(t.ctx.db, { accountId: null, role: 'super_admin' });
      return { cookie: await signInSuperAdmin(t, operator), userId: operator.id };
    }
  }
}

/** Account A with one of everything a route can name, its members signed in, account B, and an operator. */
export async function buildWorld(t: TestApp): Promise<World> {
  const { user: owner, cookie: ownerCookie } = await payingOwner(t);
  const accountId = owner.accountId;
  const db = t.ctx.db;
  const assigned = await createUser(db, { accountId, role: 'instructor' });
  const agentId = (await createAgent(db, { accountId, userId: owner.id, name: 'Sportello Tributi', instructorId: assigned.id })).id;
  const documentId = await addProcessedDocument(db, {
    accountId,
    agentId,
    fileName: 'tari.txt',
    pages: ['La TARI si paga in due rate, a maggio e a novembre.'],
  });
  const [chunk] = await db.select({ id: documentChunks.id }).from(documentChunks).where(eq(documentChunks.documentId, documentId));
  const memoryId = await addMemory(t, accountId, agentId, owner.id);

  // A test-chat turn of the owner and a visitor's public turn, through the API like the browser.
  const test = await t.request({
    method: 'POST',
    url: `/api/agents/${agentId}/chat/messages`,
    cookie: ownerCookie,
    payload: { text: 'Quando si paga la TARI?' },
  });
  if (test.statusCode !== 200) throw new Error(`test chat: ${test.statusCode} ${test.body}`);
  const visitorId = randomUUID();
  const visitor = await t.request({
    method: 'POST',
    url: `/api/public/agents/${agentId}/messages`,
    payload: { text: 'Quando si paga la TARI?', visitorId },
  });
  if (visitor.statusCode !== 200) throw new Error(`public chat: ${visitor.statusCode} ${visitor.body}`);
  const testTurn = await agentMessage(t, accountId, 'test');
  const publicTurn = await agentMessage(t, accountId, 'public');

  await buyWithSimulatedCheckout(t, ownerCookie, 'avanzato');
  const [invoice] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.accountId, accountId));
  const openCheckoutId = await openCheckout(t, ownerCookie);
  const tokenId = (await newApiToken(t, ownerCookie, 'read-only')).id;

  const c = await createAccountWithOwner(db, { plan: 'pro', planExpiresAt: PAID_UNTIL() });
  const cMember = await createUser(db, { accountId: c.accountId, role: 'user' });

  const superCaller = await newCaller(t, 'super', null);
  const callers: Record<CallerName, Credentials> = {
    anon: {},
    token: { bearer: (await newApiToken(t, ownerCookie, 'documents')).value, userId: owner.id },
    owner: { cookie: ownerCookie, userId: owner.id },
    admin: await newCaller(t, 'admin', accountId),
    instructor: await newCaller(t, 'instructor', accountId),
    assigned: { cookie: await signIn(t, assigned), userId: assigned.id },
    user: await newCaller(t, 'user', accountId),
    other: await newCaller(t, 'other', null),
    super: superCaller,
  };
  return {
    t,
    a: {
      accountId,
      owner,
      ownerCookie,
      agentId,
      instructorId: assigned.id,
      documentId,
      chunkId: chunk!.id,
      memoryId,
      testConversationId: testTurn.conversationId,
      testMessageId: testTurn.id,
      publicConversationId: publicTurn.conversationId,
      publicMessageId: publicTurn.id,
      visitorId,
      invoiceId: invoice!.id,
      openCheckoutId,
      tokenId,
    },
    c: { memberId: cMember.id },
    superCookie: superCaller.cookie!,
    apiKeyId: await addProviderKey(t, superCaller.cookie!),
    callers,
  };
}

async function agentMessage(t: TestApp, accountId: string, channel: Channel) {
  const [row] = await t.ctx.db
    .select({ id: messages.id, conversationId: messages.conversationId })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(messages.accountId, accountId), eq(conversations.channel, channel), eq(messages.sender, 'agent')));
  if (!row) throw new Error(`no ${channel} answer`);
  return row;
}

export async function addMemory(
  t: TestApp,
  accountId: string,
  agentId: string,
  userId: string,
  status: MemoryStatus = 'approved',
): Promise<string> {
  const id = newId();
  await t.ctx.db
    .insert(collaborativeMemories)
    .values({ id, accountId, agentId, userId, content: 'Il rimborso arriva entro 30 giorni.', type: 'general_memory', status });
  return id;
}

/** A simulated checkout session of the owner, left open. */
export async function openCheckout(t: TestApp, ownerCookie: string): Promise<string> {
  // The plan the account is not on (a checkout for the current one is refused); never Base, which has no API.
  for (const plan of ['pro', 'avanzato']) {
    // The world's account holds more than a plan may allow (issue 44): the owner buys knowingly.
    const payload = { plan, acceptOverLimits: true };
    const res = await t.request({ method: 'POST', url: '/api/billing/checkout', cookie: ownerCookie, payload });
    if (res.statusCode === 200) return String(res.json<{ url: string }>().url).split('/').pop()!;
  }
  throw new Error('no checkout could be opened');
}

export async function addProviderKey(t: TestApp, superCookie: string): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: '/api/super-admin/api-keys',
    cookie: superCookie,
    // A closed port on loopback: testing the key fails at once, without leaving the machine.
    payload: { name: `Chiave ${randomUUID().slice(0, 8)}`, apiKey: 'sk-prova-1234567890abcdef', baseUrl: 'http://127.0.0.1:9/v1' },
  });
  if (res.statusCode !== 201) throw new Error(`provider key: ${res.statusCode} ${res.body}`);
  return res.json<{ apiKey: { id: string } }>().apiKey.id;
}

export async function addApiToken(t: TestApp, ownerCookie: string): Promise<string> {
  return (await newApiToken(t, ownerCookie, 'read-only')).id;
}
