import { randomUUID } from 'node:crypto';
import { createUser, DEFAULT_PASSWORD, uniqueEmail } from '../factories.js';
import { multipart } from '../knowledge-uploads.js';
import { signIn } from '../sign-in.js';
import { addApiToken, addMemory, addProviderKey, openCheckout, type World } from './world.js';
import { addProcessedDocument } from '../../features/chat/test-support/chat-fixtures.js';
import { eq } from 'drizzle-orm';
import { handoffRequests } from '../../db/schema/handoff.js';

/** Helpers for the valid requests of the authorization matrix (matrix.ts). */

/** A 1×1 PNG: an avatar the server accepts by its content. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

export const textFile = () => multipart({ name: 'orari.txt', data: Buffer.from('Lo sportello apre alle nove.'), type: 'text/plain' });
export const pngFile = () => multipart({ name: 'io.png', data: PNG, type: 'image/png' });

export const newPassword = { currentPassword: DEFAULT_PASSWORD, newPassword: 'NuovaPassword2!', confirmPassword: 'NuovaPassword2!' };

/** A member of account A made for one request that changes or removes it. */
export async function freshMember(w: World): Promise<string> {
  return (await createUser(w.t.ctx.db, { accountId: w.a.accountId, role: 'user' })).id;
}
export async function freshDocument(w: World): Promise<string> {
  return addProcessedDocument(w.t.ctx.db, { accountId: w.a.accountId, agentId: w.a.agentId, fileName: 'bozza.txt', pages: ['Bozza.'] });
}
/** A note and a question-and-answer pair of A's agent (issue 29), written through the API as its owner. */
export async function freshNote(w: World): Promise<string> {
  const res = await w.t.request({
    method: 'POST',
    url: `/api/agents/${w.a.agentId}/notes`,
    cookie: w.a.ownerCookie,
    payload: { title: 'Nota', text: 'Testo della nota.' },
  });
  return (res.json() as { id: string }).id;
}
export async function freshQaPair(w: World): Promise<string> {
  const res = await w.t.request({
    method: 'POST',
    url: `/api/agents/${w.a.agentId}/qa-pairs`,
    cookie: w.a.ownerCookie,
    payload: { question: 'Avete il parcheggio?', answer: 'Sì.' },
  });
  return (res.json() as { id: string }).id;
}
/** A website source of A's agent (issue 29), added through the API as its owner (the crawl starts in the background). */
export async function freshWebsite(w: World): Promise<string> {
  const res = await w.t.request({
    method: 'POST',
    url: `/api/agents/${w.a.agentId}/websites`,
    cookie: w.a.ownerCookie,
    payload: { url: `https://${randomUUID()}.esempio.it/` },
  });
  return (res.json() as { id: string }).id;
}
/** A website source of A's agent whose crawl has ended (interrupted by its owner): 'Aggiorna' may start a new run. */
export async function stoppedWebsite(w: World): Promise<string> {
  const websiteId = await freshWebsite(w);
  await w.t.request({ method: 'POST', url: `/api/agents/${w.a.agentId}/websites/${websiteId}/cancel`, cookie: w.a.ownerCookie });
  return websiteId;
}
/** Another browser session of account A's owner: its id, for ending it from elsewhere. */
export async function freshOwnerSession(w: World): Promise<string> {
  const cookie = await signIn(w.t, w.a.owner);
  const res = await w.t.request({ method: 'GET', url: '/api/sessions', cookie });
  return (res.json() as { sessions: { id: string; current: boolean }[] }).sessions.find((s) => s.current)!.id;
}
export const freshMemory = (w: World) => addMemory(w.t, w.a.accountId, w.a.agentId, w.a.owner.id);
/** A memory taught by A's user, waiting for approval (ADR 0132). */
export const freshPendingMemory = (w: World) => addMemory(w.t, w.a.accountId, w.a.agentId, w.callers.user.userId!, 'pending');
export const freshToken = (w: World) => addApiToken(w.t, w.a.ownerCookie);
export const freshCheckout = (w: World) => openCheckout(w.t, w.a.ownerCookie);
export const freshProviderKey = (w: World) => addProviderKey(w.t, w.superCookie);

export const newMember = () => ({
  email: uniqueEmail('nuovo'),
  password: 'Provvisoria1!',
  role: 'user',
  firstName: 'Nuovo',
  lastName: 'Membro',
});
export const visitor = () => randomUUID();
export const future = () => new Date(Date.now() + 90 * 86_400_000).toISOString();

/**
 * A hand-off request on account A's agent (issue 30), assigned to A's `user` caller: owner, admin, the agent's
 * instructor and that user see it (D17); an instructor of other agents and account B do not.
 */
export async function freshHandoff(w: World): Promise<string> {
  const res = await w.t.request({
    method: 'POST',
    url: `/api/public/agents/${w.a.agentId}/handoff`,
    payload: { name: 'Visitatore', email: 'visitatore@esempio.it', consent: true, visitorId: randomUUID(), channel: 'public' },
  });
  const { conversationId } = res.json() as { conversationId: string };
  const [row] = await w.t.ctx.db
    .update(handoffRequests)
    .set({ assigneeId: w.callers.user.userId!, status: 'open' })
    .where(eq(handoffRequests.conversationId, conversationId))
    .returning({ id: handoffRequests.id });
  return row!.id;
}

/** The bot token the fake Telegram of the matrix knows (authorization-matrix.test.ts). */
export const MATRIX_BOT_TOKEN = '100200300:AAMatrixBotTokenMatrixBotToken0000';
export const MATRIX_WHATSAPP = { phoneNumberId: '1065403522', accessToken: 'EAAMatrixAccessToken', appSecret: 'matrix-app-secret' };

/** A WhatsApp connection of A's agent (issue 31), saved through the API as its owner: its webhook's id and verify token. */
export async function freshWhatsapp(w: World): Promise<{ connectionId: string; verifyToken: string }> {
  const res = await w.t.request({
    method: 'PUT',
    url: `/api/agents/${w.a.agentId}/channels/whatsapp`,
    cookie: w.a.ownerCookie,
    payload: MATRIX_WHATSAPP,
  });
  const { whatsapp } = res.json<{ whatsapp: { webhookUrl: string; verifyToken: string } }>();
  return { connectionId: whatsapp.webhookUrl.split('/').at(-2)!, verifyToken: whatsapp.verifyToken };
}

/** A Telegram connection of A's agent, made through the API as its owner against the matrix's fake Telegram. */
export async function freshTelegram(w: World): Promise<{ connectionId: string }> {
  const res = await w.t.request({
    method: 'PUT',
    url: `/api/agents/${w.a.agentId}/channels/telegram`,
    cookie: w.a.ownerCookie,
    payload: { botToken: MATRIX_BOT_TOKEN },
  });
  return { connectionId: res.json<{ telegram: { webhookUrl: string } }>().telegram.webhookUrl.split('/').at(-2)! };
}
