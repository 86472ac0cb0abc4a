import { randomUUID } from 'node:crypto';
import { createUser, DEFAULT_PASSWORD, uniqueEmail } from '../factories.js';
import { multipart } from '../knowledge-uploads.js';
import { signIn } from '../sign-in.js';
import { addApiToken, addMemory, addProviderKey, openCheckout, type World } from './world.js';
import { addProcessedDocument } from '../../features/chat/test-support/chat-fixtures.js';

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
