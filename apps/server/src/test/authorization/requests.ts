import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { createUser, DEFAULT_PASSWORD, uniqueEmail } from '../factories.js';
import { multipart } from '../knowledge-uploads.js';
import { signIn } from '../sign-in.js';
import { addApiToken, addMemory, addProviderKey, openCheckout, type World } from './world.js';
import { addProcessedDocument } from '../../features/chat/test-support/chat-fixtures.js';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { handoffRequests } from '../../db/schema/handoff.js';
import { bookings } from '../../db/schema/bookings.js';

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

/** A saved reply of account A (issue 47), made through the API by its owner. */
export async function freshSavedReply(w: World): Promise<string> {
  const res = await w.t.request({
    method: 'POST',
    url: '/api/inbox/saved-replies',
    cookie: w.a.ownerCookie,
    payload: { title: `Risposta ${randomUUID()}`, text: 'Grazie, la richiamiamo presto.' },
  });
  return (res.json() as { id: string }).id;
}

/** A VAPID key pair of the matrix's server: push on (issue 47). */
const vapid = webpush.generateVAPIDKeys();
export const MATRIX_VAPID = { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey };

/**
 * A push subscription as a browser sends it (issue 47): an endpoint on localhost, which the matrix's server may reach
 * (PUSH_ALLOW_PRIVATE_HOSTS) but where nothing listens, so a push to it fails at once without leaving the machine.
 */
export function pushSubscriptionBody() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://localhost:9/push/${randomUUID()}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

/** A device of account A's owner with push on. */
export async function freshPushDevice(w: World): Promise<string> {
  const body = pushSubscriptionBody();
  const res = await w.t.request({ method: 'POST', url: '/api/profile/push/subscriptions', cookie: w.a.ownerCookie, payload: body });
  const { devices } = res.json() as { devices: { id: string; endpoint: string }[] };
  return devices.find((d) => d.endpoint === body.endpoint)!.id;
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

/**
 * 'Prenotazioni' on account A's agent (issue 46): on every day 9-18, a 30-minute service, set up once through the API
 * by its owner; its id.
 */
const bookingServiceOf = new WeakMap<World, Promise<string>>();
export function bookingService(w: World): Promise<string> {
  let service = bookingServiceOf.get(w);
  if (!service) {
    service = (async () => {
      const weeklyHours = Array.from({ length: 7 }, () => ({ open: '09:00', close: '18:00' }));
      const settings = {
        enabled: true,
        weeklyHours,
        holidays: [],
        capacity: 1,
        slotMinutes: 30,
        minNoticeMinutes: 120,
        horizonDays: 365,
        requireConfirmation: false,
      };
      const url = `/api/agents/${w.a.agentId}`;
      const set = await w.t.request({ method: 'PUT', url: `${url}/booking-settings`, cookie: w.a.ownerCookie, payload: settings });
      if (set.statusCode !== 200) throw new Error(`booking settings: ${set.statusCode} ${set.body}`);
      return freshBookingService(w);
    })();
    bookingServiceOf.set(w, service);
  }
  return service;
}
/** Another service of A's agent, made through the API by its owner. */
export async function freshBookingService(w: World): Promise<string> {
  const name = `Servizio ${randomUUID()}`;
  const res = await w.t.request({
    method: 'POST',
    url: `/api/agents/${w.a.agentId}/booking-services`,
    cookie: w.a.ownerCookie,
    payload: { name, durationMinutes: 30, priceCents: 2500, description: null, weeklyHours: null },
  });
  if (res.statusCode !== 200) throw new Error(`booking service: ${res.statusCode} ${res.body}`);
  return res.json<{ services: { id: string; name: string }[] }>().services.find((s) => s.name === name)!.id;
}
export const bookingServiceInput = () => ({
  name: 'Consulenza',
  durationMinutes: 30,
  priceCents: null,
  description: null,
  weeklyHours: null,
});
/** Ten days from now (Rome), well inside the notice and the horizon. */
export const bookingDay = () => new Date(Date.now() + 10 * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' });
/** A free slot of the service, as the team sees it. */
export async function freeBookingSlot(w: World): Promise<{ serviceId: string; date: string; time: string }> {
  const serviceId = await bookingService(w);
  const res = await w.t.request({
    method: 'GET',
    url: `/api/agents/${w.a.agentId}/booking-slots?serviceId=${serviceId}&from=${bookingDay()}&days=14`,
    cookie: w.a.ownerCookie,
  });
  const slot = res.json<{ slots: { date: string; time: string; remaining: number }[] }>().slots.find((s) => s.remaining > 0);
  if (!slot) throw new Error(`no free booking slot: ${res.statusCode} ${res.body.slice(0, 200)}`);
  return { serviceId, date: slot.date, time: slot.time };
}
/** A booking on account A's agent, entered by its owner (a phone call); its id. */
export async function freshBooking(w: World): Promise<string> {
  const slot = await freeBookingSlot(w);
  const res = await w.t.request({
    method: 'POST',
    url: '/api/bookings',
    cookie: w.a.ownerCookie,
    payload: { agentId: w.a.agentId, ...slot, name: 'Mario Rossi', email: 'mario.rossi@esempio.it' },
  });
  if (res.statusCode !== 200) throw new Error(`booking: ${res.statusCode} ${res.body}`);
  return res.json<{ id: string }>().id;
}
/** The path of account A's private calendar feed, as its owner reads it. */
export async function bookingFeedFile(w: World): Promise<string> {
  const res = await w.t.request({ method: 'GET', url: '/api/bookings/feed', cookie: w.a.ownerCookie });
  return res.json<{ url: string }>().url.split('/').pop()!;
}
/** A booking of account A waiting for a person's confirmation (as when the agent asks for it). */
export async function freshPendingBooking(w: World): Promise<string> {
  const id = await freshBooking(w);
  await w.t.ctx.db.update(bookings).set({ status: 'pending' }).where(eq(bookings.id, id));
  return id;
}
