import { randomUUID } from 'node:crypto';
import type { World, CallerName } from './world.js';
import {
  freshCheckout,
  freshDocument,
  freshHandoff,
  freshPushDevice,
  freshSavedReply,
  pushSubscriptionBody,
  freshMember,
  freshMemory,
  freshNote,
  freshQaPair,
  freshWebsite,
  stoppedWebsite,
  freshPendingMemory,
  freshOwnerSession,
  freshProviderKey,
  freshToken,
  freshWhatsapp,
  MATRIX_BOT_TOKEN,
  MATRIX_WHATSAPP,
  future,
  newMember,
  newPassword,
  pngFile,
  textFile,
  visitor,
} from './requests.js';
import {
  bookingDay,
  bookingFeedFile,
  bookingService,
  bookingServiceInput,
  freeBookingSlot,
  freshBooking,
  freshBookingService,
  freshPendingBooking,
} from './requests.js';
import { bookingLinkToken } from '../../features/bookings/booking-link.js';
import { DEFAULT_PASSWORD, uniqueEmail } from '../factories.js';
import { ITALIAN_COMPANY } from '../../features/billing/test-support/simulated-purchase.js';
import { replyLinkToken } from '../../features/handoff/reply-link.js';
import { createHmac } from 'node:crypto';
import { freshAction, MATRIX_ACTION, MATRIX_MAILBOX, MATRIX_META } from './requests-actions-channels.js';

/**
 * THE AUTHORIZATION MATRIX (issue 18, ADR 0110): every route of the server, with the status each caller must get
 * for a valid request. The columns are CALLERS of world.ts:
 *
 *     anon   token   owner   admin   instructor   assigned   user   other   super
 *
 * anon: no credentials · token: an API token of account A's owner, scope `documents` · owner/admin/instructor/user:
 * signed-in members of account A (`instructor` is not assigned to A's agent, `assigned` is its instructor) · other:
 * the owner of account B, with B's token on /api/v1 · super: a platform operator after the second factor.
 *
 * Each request names account A's resources (`{agentId}` is A's agent…); `other` must get 404 for them (D2), never
 * 403. A route the server has and this table lacks fails the test: declare its policy here when you add it.
 */
export type Statuses = readonly [number, number, number, number, number, number, number, number, number];
const s = (...statuses: Statuses): Statuses => statuses;

/** Everyone gets the same answer (public routes that do not read the caller). */
const all = (status: number): Statuses => [status, status, status, status, status, status, status, status, status];

export interface RequestParts {
  /** Path parameters; by default from the world by name (`{id}` has no default). */
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** A multipart/form-data body (uploads). */
  form?: { payload: Buffer; headers: Record<string, string> };
  /** The URL to request instead of the route's path (routes with a wildcard). */
  url?: string;
}

export interface Row {
  expect: Statuses;
  /** The valid request; called once per caller, so it may create a fresh target each time. */
  request?: (w: World, caller: CallerName) => RequestParts | Promise<RequestParts>;
  /**
   * The request changes or ends the caller itself (sign-out, password, deletion): each caller is a fresh one of
   * its kind (a fresh owner has an account of their own).
   */
  standIn?: true;
  /** An endless answer (Server-Sent Events): only its status is read. */
  stream?: true;
}

export const MATRIX: Record<string, Row> = {
  // ── Outside the OpenAPI document (schema.hide): health, documentation, live events ──
  'GET /api/health': { expect: all(200) },
  'GET /api/ready': { expect: all(200) },
  'GET /api/openapi.json': { expect: all(200) },
  'GET /api/docs': { expect: all(200) },
  'GET /api/docs/static/index.html': { expect: all(302) },
  'GET /api/docs/static/swagger-initializer.js': { expect: all(200) },
  'GET /api/docs/static/*': { expect: all(200), request: () => ({ url: '/api/docs/static/swagger-ui.css' }) },
  'GET /api/docs/json': { expect: all(200) },
  'GET /api/docs/yaml': { expect: all(200) },
  'GET /api/events': { expect: s(401, 401, 200, 200, 200, 200, 200, 200, 200), stream: true },

  // ── Sign-in and links (public) ──
  'POST /api/auth/register': {
    expect: all(201),
    request: () => ({ body: { email: uniqueEmail('registra'), password: 'Password1!', confirmPassword: 'Password1!' } }),
  },
  'POST /api/auth/login': { expect: all(401), request: () => ({ body: { email: uniqueEmail('sconosciuto'), password: 'Password1!' } }) },
  'POST /api/auth/logout': { expect: all(200), standIn: true },
  'GET /api/auth/session': { expect: all(200) },
  // Google sign-in (ADR 0100-0103) is not configured here: the browser routes send everyone back to the sign-in
  // page (302) with the reason, and the pending-link routes find no link cookie.
  'GET /api/auth/google/config': { expect: all(200) },
  'GET /api/auth/google/start': { expect: all(302) },
  'GET /api/auth/google/callback': { expect: all(302), request: () => ({ query: { code: 'c', state: 's' } }) },
  'GET /api/auth/google/link': { expect: all(400) },
  'POST /api/auth/google/link': { expect: all(400), request: () => ({ body: { password: 'Password1!' } }) },
  'POST /api/auth/forgot-password': { expect: all(200), request: () => ({ body: { email: uniqueEmail('dimenticata') } }) },
  'POST /api/auth/update-password': {
    expect: all(400),
    request: () => ({ body: { password: 'Password9!', confirmPassword: 'Password9!', token: 'a'.repeat(32) } }),
  },
  'POST /api/auth/unlock': { expect: all(400), request: () => ({ body: { token: 'a'.repeat(43) } }) },
  'POST /api/auth/verify-email': { expect: all(400), request: () => ({ body: { token: 'a'.repeat(43) } }) },
  'POST /api/auth/resend-verification': { expect: all(200), request: () => ({ body: { email: uniqueEmail('verifica') } }) },
  // Any signed-in user may enrol a second factor; the operator has one already (409).
  'POST /api/auth/second-factor/enrol': { expect: s(401, 401, 200, 200, 200, 200, 200, 200, 409) },
  'POST /api/auth/second-factor/confirm': {
    expect: s(401, 401, 400, 400, 400, 400, 400, 400, 409),
    request: () => ({ body: { code: '123456' } }),
  },
  'POST /api/auth/second-factor/verify': {
    expect: s(401, 401, 400, 400, 400, 400, 400, 400, 400),
    request: () => ({ body: { code: '123456' } }),
  },
  // Issue 17 (ADR 0105): a signed-in user without a factor has nothing to turn off (400); an operator may not (409).
  // The proof is a wrong password, so no row of the matrix changes anyone's factor.
  'POST /api/auth/second-factor/disable': {
    expect: s(401, 401, 400, 400, 400, 400, 400, 400, 409),
    request: () => ({ body: { password: 'non-la-password-1' } }),
  },
  'POST /api/auth/second-factor/recovery-codes': {
    expect: s(401, 401, 400, 400, 400, 400, 400, 400, 400),
    request: () => ({ body: { password: 'non-la-password-1' } }),
  },
  'POST /api/contact': {
    expect: all(200),
    request: () => ({ body: { name: 'Mario Rossi', email: 'mario@esempio.it', company: 'Rossi', message: 'Vorrei un preventivo.' } }),
  },
  'POST /api/agents/deletion/confirm': { expect: all(400), request: () => ({ body: { token: 'a'.repeat(43) } }) },
  'POST /api/team/resend-invite': { expect: all(200), request: () => ({ body: { email: uniqueEmail('invito') } }) },
  'POST /api/team/confirm-invite': { expect: all(400), request: () => ({ body: { token: 'a'.repeat(43) } }) },
  'POST /api/profile/email/confirm': { expect: all(400), request: () => ({ body: { token: 'a'.repeat(43) } }) },
  'GET /api/legal': { expect: all(200) },
  'GET /api/legal/processors': { expect: all(200) },
  // No Stripe configured (the simulated checkout): the webhook does not exist (404).
  'POST /api/billing/stripe/webhook': { expect: all(404), request: () => ({ body: { id: 'evt_1', type: 'invoice.paid' } }) },

  // ── The webhooks the messaging apps call (issues 31, 47, 50): public, the signature or secret token is what counts ──
  'GET /api/channels/{kind}/{connectionId}/webhook': {
    expect: all(200),
    request: async (w) => {
      const { connectionId, verifyToken } = await freshWhatsapp(w);
      return {
        params: { kind: 'whatsapp', connectionId },
        query: { 'hub.mode': 'subscribe', 'hub.verify_token': verifyToken, 'hub.challenge': '42' },
      };
    },
  },
  // One route for every app (issue 50): its adapter proves the delivery; WhatsApp's stands for all of them here (each
  // app's own signature or secret token is tested in features/channels).
  'POST /api/channels/{kind}/{connectionId}/webhook': {
    expect: all(200),
    request: async (w) => {
      const { connectionId } = await freshWhatsapp(w);
      const body = Buffer.from(JSON.stringify({ object: 'whatsapp_business_account', entry: [] }));
      const signature = `sha256=${createHmac('sha256', MATRIX_WHATSAPP.appSecret).update(body).digest('hex')}`;
      return {
        params: { kind: 'whatsapp', connectionId },
        form: { payload: body, headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature } },
      };
    },
  },

  // ── Public chat and widget of A's agent (the link is public) ──
  'GET /api/public/agents/{id}': { expect: all(200), request: (w) => ({ params: { id: w.a.agentId } }) },
  'GET /api/public/agents/{id}/passages/{chunkId}': {
    expect: all(200),
    request: (w) => ({ params: { id: w.a.agentId }, query: { visitorId: w.a.visitorId } }),
  },
  'GET /api/public/agents/{id}/conversations/{conversationId}': {
    expect: all(200),
    request: (w) => ({
      params: { id: w.a.agentId, conversationId: w.a.publicConversationId },
      query: { visitorId: w.a.visitorId },
    }),
  },
  'POST /api/public/agents/{id}/messages': {
    expect: all(200),
    request: (w) => ({ params: { id: w.a.agentId }, body: { text: 'Orari?', visitorId: visitor() } }),
  },
  'PUT /api/public/agents/{id}/messages/{messageId}/rating': {
    expect: all(200),
    request: (w) => ({ params: { id: w.a.agentId, messageId: w.a.publicMessageId }, body: { rating: 1, visitorId: w.a.visitorId } }),
  },
  // Hand-off (issue 30): the visitor's side is public, their conversation's secret (the visitor id) is what counts.
  'GET /api/public/agents/{id}/handoff': {
    expect: all(200),
    request: (w) => ({ params: { id: w.a.agentId }, query: { visitorId: w.a.visitorId, conversationId: w.a.publicConversationId } }),
  },
  'POST /api/public/agents/{id}/handoff': {
    expect: all(200),
    request: (w) => ({
      params: { id: w.a.agentId },
      body: { name: 'Mario', email: 'mario@esempio.it', consent: true, visitorId: visitor(), channel: 'public' },
    }),
  },
  'POST /api/public/agents/{id}/contact': {
    expect: all(200),
    request: (w) => ({
      params: { id: w.a.agentId },
      body: { name: 'Mario', email: 'mario@esempio.it', consent: true, visitorId: visitor(), channel: 'widget' },
    }),
  },
  'GET /api/public/agents/{id}/conversations/{conversationId}/events': {
    expect: all(200),
    stream: true,
    request: (w) => ({ params: { id: w.a.agentId, conversationId: w.a.publicConversationId }, query: { visitorId: w.a.visitorId } }),
  },
  'POST /api/public/agents/{id}/handoff/resume': {
    expect: all(200),
    request: (w) => ({
      params: { id: w.a.agentId },
      body: { token: replyLinkToken(w.t.config.AUTH_SECRET, { agentId: w.a.agentId, conversationId: w.a.publicConversationId }) },
    }),
  },
  'GET /api/widget/agents/{id}': { expect: all(200), request: (w) => ({ params: { id: w.a.agentId } }) },
  // The agent has no identity secret: a signed customer cannot be checked (403).
  'POST /api/widget/agents/{id}/identity': {
    expect: all(403),
    request: (w) => ({ params: { id: w.a.agentId }, body: { customerId: 'cliente-1', customerSignature: 'a'.repeat(64) } }),
  },
  'POST /api/widget/agents/{id}/messages': {
    expect: all(200),
    request: (w) => ({ params: { id: w.a.agentId }, body: { text: 'Orari?', visitorId: visitor() } }),
  },

  // ── Profile (every signed-in user) ──
  'GET /api/profile': { expect: s(401, 401, 200, 200, 200, 200, 200, 200, 200) },
  'POST /api/profile/avatar': { expect: s(401, 401, 200, 200, 200, 200, 200, 200, 200), request: () => ({ form: pngFile() }) },
  // After the upload above: account A's owner has an avatar.
  'GET /api/profile/avatar/{userId}': { expect: s(401, 401, 200, 200, 200, 200, 200, 404, 404) },
  'POST /api/profile/email': {
    expect: s(401, 401, 200, 200, 200, 200, 200, 200, 200),
    request: () => ({ body: { email: uniqueEmail('cambio') } }),
  },
  'POST /api/profile/password': {
    expect: s(401, 401, 200, 200, 200, 200, 200, 200, 200),
    standIn: true,
    request: () => ({ body: newPassword }),
  },
  'PUT /api/profile/name': {
    expect: s(401, 401, 200, 200, 200, 200, 200, 200, 200),
    request: () => ({ body: { firstName: 'Anna', lastName: 'Verdi' } }),
  },
  'PUT /api/profile/address': {
    expect: s(401, 401, 200, 200, 200, 200, 200, 200, 200),
    request: () => ({ body: { address: 'Via Roma 1, Milano' } }),
  },
  'POST /api/profile/delete': {
    expect: s(401, 401, 200, 200, 200, 200, 200, 200, 403),
    standIn: true,
    request: () => ({ body: { confirmation: 'CANCELLA', password: DEFAULT_PASSWORD } }),
  },
  // ALLOW_SELF_PROMOTION is off (D7): refused to everyone.
  'POST /api/profile/become-owner': { expect: s(401, 401, 403, 403, 403, 403, 403, 403, 403), standIn: true },

  // ── Team (owner) ──
  'GET /api/team/members': { expect: s(401, 401, 200, 403, 403, 403, 403, 200, 403) },
  'POST /api/team/members': { expect: s(401, 401, 201, 403, 403, 403, 403, 201, 403), request: () => ({ body: newMember() }) },
  'PATCH /api/team/members/{id}/role': {
    expect: s(401, 401, 200, 403, 403, 403, 403, 404, 403),
    request: async (w) => ({ params: { id: await freshMember(w) }, body: { role: 'admin' } }),
  },
  'PATCH /api/team/members/{id}/status': {
    expect: s(401, 401, 200, 403, 403, 403, 403, 404, 403),
    request: async (w) => ({ params: { id: await freshMember(w) }, body: { active: false } }),
  },
  'POST /api/team/members/{id}/password-reset': {
    expect: s(401, 401, 200, 403, 403, 403, 403, 404, 403),
    request: async (w) => ({ params: { id: await freshMember(w) } }),
  },
  'DELETE /api/team/members/{id}': {
    expect: s(401, 401, 200, 403, 403, 403, 403, 404, 403),
    request: async (w) => ({ params: { id: await freshMember(w) } }),
  },

  // Issue 17: the owner's team rule (set to off here, so the matrix's members keep signing in with the password),
  // and the reset of a member's factor (a fresh member has none: 409).
  'PUT /api/team/second-factor': {
    expect: s(401, 401, 200, 403, 403, 403, 403, 200, 403),
    request: () => ({ body: { required: false } }),
  },
  'POST /api/team/members/{id}/second-factor/reset': {
    expect: s(401, 401, 409, 403, 403, 403, 403, 404, 403),
    request: async (w) => ({ params: { id: await freshMember(w) } }),
  },

  // ── Sessions (issue 17): each user's own; another's session id is a 404 to everyone else ──
  'GET /api/sessions': { expect: s(401, 401, 200, 200, 200, 200, 200, 200, 200) },
  'DELETE /api/sessions/{sessionId}': {
    expect: s(401, 401, 200, 404, 404, 404, 404, 404, 404),
    request: async (w) => ({ params: { sessionId: await freshOwnerSession(w) } }),
  },
  'POST /api/sessions/end-others': { expect: s(401, 401, 200, 200, 200, 200, 200, 200, 200), standIn: true },

  // ── Agents, knowledge, memories, test chat (members; the agent's access rule) ──
  'GET /api/agents': { expect: s(401, 401, 200, 200, 200, 200, 200, 200, 403) },
  'POST /api/agents': {
    expect: s(401, 401, 201, 201, 403, 403, 201, 201, 403),
    request: () => ({ body: { name: 'Nuovo Agente', description: 'Prova', instructions: 'Rispondi in italiano.' } }),
  },
  'GET /api/agents/instructors': { expect: s(401, 401, 200, 200, 200, 200, 200, 200, 403) },
  'GET /api/agents/{agentId}': { expect: s(401, 401, 200, 200, 404, 200, 200, 404, 403) },
  'PUT /api/agents/{agentId}': {
    expect: s(401, 401, 200, 403, 404, 200, 403, 404, 403),
    request: (w) => ({
      body: {
        name: 'Sportello Tributi',
        description: 'Risponde sui tributi',
        instructions: 'Rispondi in italiano.',
        instructorId: w.a.instructorId,
        status: 'Attivo',
        memoryMode: 'none',
        enableExplicitMemory: true,
      },
    }),
  },
  'POST /api/agents/{agentId}/duplicate': { expect: s(401, 401, 201, 403, 404, 403, 403, 404, 403) },
  'GET /api/agents/{agentId}/share-link': { expect: s(401, 401, 200, 200, 404, 200, 200, 404, 403) },
  'POST /api/agents/{agentId}/deletion-request': { expect: s(401, 401, 200, 403, 404, 403, 403, 404, 403) },
  'GET /api/agents/{agentId}/documents': { expect: s(401, 401, 200, 403, 404, 200, 403, 404, 403) },
  'POST /api/agents/{agentId}/documents': { expect: s(401, 401, 201, 403, 404, 201, 403, 404, 403), request: () => ({ form: textFile() }) },
  'DELETE /api/agents/{agentId}/documents/{documentId}': {
    expect: s(401, 401, 200, 403, 404, 200, 403, 404, 403),
    request: async (w) => ({ params: { documentId: await freshDocument(w) } }),
  },
  // The document is processed, so the owner, who reached the handler, gets 409 (nothing to retry).
  'POST /api/agents/{agentId}/documents/{documentId}/retry': { expect: s(401, 401, 409, 403, 404, 409, 403, 404, 403) },
  'GET /api/agents/{agentId}/documents/{documentId}/text': { expect: s(401, 401, 200, 403, 404, 200, 403, 404, 403) },
  'GET /api/agents/{agentId}/passages/{chunkId}': { expect: s(401, 401, 200, 200, 404, 200, 200, 404, 403) },
  // A text document has no pages: 404 to everyone who may see the agent.
  'GET /api/agents/{agentId}/documents/{documentId}/pages/{page}': { expect: s(401, 401, 404, 404, 404, 404, 404, 404, 403) },
  'POST /api/agents/{agentId}/retrieval-test': {
    expect: s(401, 401, 200, 403, 404, 200, 403, 404, 403),
    request: () => ({ body: { query: 'TARI', topK: 3 } }),
  },
  // Notes and question-and-answer pairs (issue 29): whoever may manage the agent, like its documents.
  'GET /api/agents/{agentId}/notes': { expect: s(401, 401, 200, 403, 404, 200, 403, 404, 403) },
  'POST /api/agents/{agentId}/notes': {
    expect: s(401, 401, 201, 403, 404, 201, 403, 404, 403),
    request: () => ({ body: { title: 'Orari', text: 'Aperti dalle 9 alle 18.' } }),
  },
  'GET /api/agents/{agentId}/notes/{noteId}': {
    expect: s(401, 401, 200, 403, 404, 200, 403, 404, 403),
    request: async (w) => ({ params: { noteId: await freshNote(w) } }),
  },
  'PUT /api/agents/{agentId}/notes/{noteId}': {
    expect: s(401, 401, 200, 403, 404, 200, 403, 404, 403),
    request: async (w) => ({ params: { noteId: await freshNote(w) }, body: { title: 'Orari', text: 'Aperti dalle 9 alle 19.' } }),
  },
  'DELETE /api/agents/{agentId}/notes/{noteId}': {
    expect: s(401, 401, 200, 403, 404, 200, 403, 404, 403),
    request: async (w) => ({ params: { noteId: await freshNote(w) } }),
  },
  'GET /api/agents/{agentId}/qa-pairs': { expect: s(401, 401, 200, 403, 404, 200, 403, 404, 403) },
  'POST /api/agents/{agentId}/qa-pairs': {
    expect: s(401, 401, 201, 403, 404, 201, 403, 404, 403),
    request: () => ({ body: { question: 'Fate consegne?', variants: ['Consegnate a domicilio?'], answer: 'Sì, in città.' } }),
  },
  'PUT /api/agents/{agentId}/qa-pairs/{pairId}': {
    expect: s(401, 401, 200, 403, 404, 200, 403, 404, 403),
    request: async (w) => ({ params: { pairId: await freshQaPair(w) }, body: { question: 'Fate consegne?', answer: 'No.' } }),
  },
  'DELETE /api/agents/{agentId}/qa-pairs/{pairId}': {
    expect: s(401, 401, 200, 403, 404, 200, 403, 404, 403),
    request: async (w) => ({ params: { pairId: await freshQaPair(w) } }),
  },
  // Website sources (issue 29): whoever may manage the agent, like its documents.
  'GET /api/agents/{agentId}/websites': { expect: s(401, 401, 200, 403, 404, 200, 403, 404, 403) },
  'POST /api/agents/{agentId}/websites': {
    expect: s(401, 401, 201, 403, 404, 201, 403, 404, 403),
    request: () => ({ body: { url: `https://${randomUUID()}.esempio.it/` } }),
  },
  'GET /api/agents/{agentId}/websites/{websiteId}/pages': {
    expect: s(401, 401, 200, 403, 404, 200, 403, 404, 403),
    request: async (w) => ({ params: { websiteId: await freshWebsite(w) } }),
  },
  'PATCH /api/agents/{agentId}/websites/{websiteId}': {
    expect: s(401, 401, 200, 403, 404, 200, 403, 404, 403),
    request: async (w) => ({ params: { websiteId: await freshWebsite(w) }, body: { weeklyRefresh: true } }),
  },
  // A crawl that has ended: whether a running one is still running when the request arrives depends on timing.
  'POST /api/agents/{agentId}/websites/{websiteId}/refresh': {
    expect: s(401, 401, 200, 403, 404, 200, 403, 404, 403),
    request: async (w) => ({ params: { websiteId: await stoppedWebsite(w) } }),
  },
  'POST /api/agents/{agentId}/websites/{websiteId}/cancel': {
    expect: s(401, 401, 200, 403, 404, 200, 403, 404, 403),
    request: async (w) => ({ params: { websiteId: await freshWebsite(w) } }),
  },
  'DELETE /api/agents/{agentId}/websites/{websiteId}': {
    expect: s(401, 401, 200, 403, 404, 200, 403, 404, 403),
    request: async (w) => ({ params: { websiteId: await freshWebsite(w) } }),
  },
  'GET /api/agents/{agentId}/memories': { expect: s(401, 401, 200, 403, 404, 200, 403, 404, 403) },
  'DELETE /api/agents/{agentId}/memories/{memoryId}': {
    expect: s(401, 401, 200, 403, 404, 200, 403, 404, 403),
    request: async (w) => ({ params: { memoryId: await freshMemory(w) } }),
  },
  // Approving a memory that waits (ADR 0132): whoever may manage the agent, like deleting one.
  'POST /api/agents/{agentId}/memories/{memoryId}/approve': {
    expect: s(401, 401, 200, 403, 404, 200, 403, 404, 403),
    request: async (w) => ({ params: { memoryId: await freshPendingMemory(w) } }),
  },
  'POST /api/agents/{agentId}/memories/modification-request': {
    expect: s(401, 401, 200, 200, 404, 200, 200, 404, 403),
    request: () => ({
      body: {
        newInstruction: 'Il rimborso arriva entro 15 giorni.',
        existingInstruction: 'Il rimborso arriva entro 30 giorni.',
        source: 'memory',
      },
    }),
  },
  'GET /api/agents/{agentId}/chat/history': { expect: s(401, 401, 200, 200, 404, 200, 200, 404, 403) },
  'POST /api/agents/{agentId}/chat/messages': {
    expect: s(401, 401, 200, 200, 404, 200, 200, 404, 403),
    request: () => ({ body: { text: 'Quando si paga la TARI?' } }),
  },
  'PUT /api/agents/{agentId}/chat/messages/{messageId}/rating': {
    expect: s(401, 401, 200, 404, 404, 404, 404, 404, 403),
    request: () => ({ body: { rating: 1 } }),
  },
  'PUT /api/agents/{agentId}/appearance': {
    expect: s(401, 401, 200, 403, 404, 200, 403, 404, 403),
    request: () => ({ body: { welcomeMessage: 'Ciao!', suggestedQuestions: ['Orari?'], color: '#1a73e8', avatarUrl: '' } }),
  },
  'GET /api/agents/{agentId}/widget': { expect: s(401, 401, 200, 403, 404, 200, 403, 404, 403) },
  'PUT /api/agents/{agentId}/widget': {
    expect: s(401, 401, 200, 403, 404, 200, 403, 404, 403),
    request: () => ({
      body: {
        position: 'right',
        bubbleLabel: 'Aiuto',
        allowedDomains: ['esempio.it'],
        identityRequired: false,
      },
    }),
  },
  'POST /api/agents/{agentId}/widget/identity-secret': { expect: s(401, 401, 200, 403, 404, 200, 403, 404, 403) },
  'GET /api/chat/agents': { expect: s(401, 401, 200, 200, 200, 200, 200, 200, 403) },
  // WhatsApp and Telegram (issue 31): whoever may manage the agent, like its widget.
  'GET /api/agents/{agentId}/channels': { expect: s(401, 401, 200, 403, 404, 200, 403, 404, 403) },
  'PUT /api/agents/{agentId}/channels/whatsapp': {
    expect: s(401, 401, 200, 403, 404, 200, 403, 404, 403),
    request: () => ({ body: MATRIX_WHATSAPP }),
  },
  'PUT /api/agents/{agentId}/channels/telegram': {
    expect: s(401, 401, 200, 403, 404, 200, 403, 404, 403),
    request: () => ({ body: { botToken: MATRIX_BOT_TOKEN } }),
  },
  'DELETE /api/agents/{agentId}/channels/{kind}': {
    expect: s(401, 401, 200, 403, 404, 200, 403, 404, 403),
    request: async (w) => {
      await freshWhatsapp(w);
      return { params: { kind: 'whatsapp' } };
    },
  },
  'PUT /api/agents/{agentId}/channels/messenger': {
    expect: s(401, 401, 200, 403, 404, 200, 403, 404, 403),
    request: () => ({ body: { pageId: MATRIX_META.pageId, accessToken: MATRIX_META.accessToken, appSecret: MATRIX_META.appSecret } }),
  },
  'PUT /api/agents/{agentId}/channels/instagram': {
    expect: s(401, 401, 200, 403, 404, 200, 403, 404, 403),
    request: () => ({ body: { pageId: MATRIX_META.pageId, accessToken: MATRIX_META.accessToken, appSecret: MATRIX_META.appSecret } }),
  },
  // The mailbox (issue 47): both servers are checked before anything is stored; the matrix's are on a private address
  // (ADR 0310), so whoever may manage the agent reads that it is refused (400, in Italian) and the others are refused
  // first.
  'PUT /api/agents/{agentId}/channels/email': {
    expect: s(401, 401, 400, 403, 404, 400, 403, 404, 403),
    request: () => ({ body: MATRIX_MAILBOX }),
  },
  'POST /api/agents/{agentId}/channels/email/test': {
    expect: s(401, 401, 400, 403, 404, 400, 403, 404, 403),
    request: () => ({ body: MATRIX_MAILBOX }),
  },
  // Custom actions (issue 46): defined and tried by whoever may manage the agent; their forms in the test chat for whoever
  // may chat with it; in the public chat for everyone. The action calls localhost:9, where nothing listens.
  'GET /api/agents/{agentId}/actions': { expect: s(401, 401, 200, 403, 404, 200, 403, 404, 403) },
  'POST /api/agents/{agentId}/actions': {
    expect: s(401, 401, 201, 403, 404, 201, 403, 404, 403),
    request: () => ({ body: { ...MATRIX_ACTION, name: `Stato ordine ${randomUUID().slice(0, 8)}` } }),
  },
  'PUT /api/agents/{agentId}/actions/{actionId}': {
    expect: s(401, 401, 200, 403, 404, 200, 403, 404, 403),
    request: async (w) => ({
      params: { actionId: await freshAction(w) },
      body: { ...MATRIX_ACTION, name: `Ordine ${randomUUID().slice(0, 8)}` },
    }),
  },
  'DELETE /api/agents/{agentId}/actions/{actionId}': {
    expect: s(401, 401, 200, 403, 404, 200, 403, 404, 403),
    request: async (w) => ({ params: { actionId: await freshAction(w) } }),
  },
  'POST /api/agents/{agentId}/actions/{actionId}/test': {
    expect: s(401, 401, 200, 403, 404, 200, 403, 404, 403),
    request: async (w) => ({ params: { actionId: await freshAction(w) }, body: { values: { numero: '1234' } } }),
  },
  'GET /api/agents/{agentId}/action-calls': { expect: s(401, 401, 200, 403, 404, 200, 403, 404, 403) },
  'GET /api/agents/{agentId}/chat/actions': { expect: s(401, 401, 200, 200, 404, 200, 200, 404, 403) },
  'POST /api/agents/{agentId}/chat/actions/{actionId}/run': {
    expect: s(401, 401, 200, 200, 404, 200, 200, 404, 403),
    request: async (w) => ({ params: { actionId: await freshAction(w) }, body: { values: { numero: '1234' } } }),
  },
  'GET /api/public/agents/{id}/actions': { expect: all(200), request: (w) => ({ params: { id: w.a.agentId } }) },
  'POST /api/public/agents/{id}/actions/{actionId}/run': {
    expect: all(200),
    request: async (w) => ({
      params: { id: w.a.agentId, actionId: await freshAction(w) },
      body: { visitorId: visitor(), values: { numero: '1234' } },
    }),
  },

  // ── Dashboard, analytics, conversations ──
  'GET /api/dashboard': { expect: s(401, 401, 200, 200, 200, 200, 200, 200, 403) },
  'GET /api/dashboard/onboarding': { expect: s(401, 401, 200, 403, 403, 403, 403, 200, 403) },
  'POST /api/dashboard/onboarding/dismiss': { expect: s(401, 401, 200, 403, 403, 403, 403, 200, 403) },
  // ── 'Richieste' (issue 30, D17): every member sees the requests they may handle; one assigned to A's user ──
  'GET /api/inbox': { expect: s(401, 401, 200, 200, 200, 200, 200, 200, 403) },
  'GET /api/inbox/count': { expect: s(401, 401, 200, 200, 200, 200, 200, 200, 403) },
  'GET /api/inbox/preferences': { expect: s(401, 401, 200, 200, 200, 200, 200, 200, 403) },
  'PUT /api/inbox/preferences': {
    expect: s(401, 401, 200, 200, 200, 200, 200, 200, 403),
    request: () => ({ body: { notifyByEmail: true } }),
  },
  'GET /api/inbox/{requestId}': {
    expect: s(401, 401, 200, 200, 404, 200, 200, 404, 403),
    request: async (w) => ({ params: { requestId: await freshHandoff(w) } }),
  },
  'POST /api/inbox/{requestId}/replies': {
    expect: s(401, 401, 200, 200, 404, 200, 200, 404, 403),
    request: async (w) => ({ params: { requestId: await freshHandoff(w) }, body: { text: 'Buongiorno, la aiuto io.' } }),
  },
  'PUT /api/inbox/{requestId}/assignee': {
    expect: s(401, 401, 200, 200, 404, 200, 200, 404, 403),
    request: async (w, caller) => ({
      params: { requestId: await freshHandoff(w) },
      body: { assigneeId: w.callers[caller].userId ?? 'nessuno' },
    }),
  },
  'POST /api/inbox/{requestId}/resolve': {
    expect: s(401, 401, 200, 200, 404, 200, 200, 404, 403),
    request: async (w) => ({ params: { requestId: await freshHandoff(w) } }),
  },
  'POST /api/inbox/{requestId}/reopen': {
    expect: s(401, 401, 200, 200, 404, 200, 200, 404, 403),
    request: async (w) => ({ params: { requestId: await freshHandoff(w) } }),
  },
  // Issue 47: internal notes (whoever sees the request), saved replies (read by every member, managed by owner and
  // admin), push on the member's own devices.
  'POST /api/inbox/{requestId}/notes': {
    expect: s(401, 401, 200, 200, 404, 200, 200, 404, 403),
    request: async (w) => ({ params: { requestId: await freshHandoff(w) }, body: { text: 'Richiamare dopo le 18.' } }),
  },
  'GET /api/inbox/saved-replies': { expect: s(401, 401, 200, 200, 200, 200, 200, 200, 403) },
  'POST /api/inbox/saved-replies': {
    expect: s(401, 401, 200, 200, 403, 403, 403, 200, 403),
    request: () => ({ body: { title: `Saluto ${randomUUID()}`, text: 'Buongiorno, come posso aiutarla?' } }),
  },
  'PUT /api/inbox/saved-replies/{replyId}': {
    expect: s(401, 401, 200, 200, 403, 403, 403, 404, 403),
    request: async (w) => ({
      params: { replyId: await freshSavedReply(w) },
      body: { title: `Orari ${randomUUID()}`, text: 'Siamo aperti dalle 9.' },
    }),
  },
  'DELETE /api/inbox/saved-replies/{replyId}': {
    expect: s(401, 401, 200, 200, 403, 403, 403, 404, 403),
    request: async (w) => ({ params: { replyId: await freshSavedReply(w) } }),
  },
  'GET /api/profile/push': { expect: s(401, 401, 200, 200, 200, 200, 200, 200, 403) },
  'POST /api/profile/push/subscriptions': {
    expect: s(401, 401, 200, 200, 200, 200, 200, 200, 403),
    request: () => ({ body: pushSubscriptionBody() }),
  },
  'POST /api/profile/push/unsubscribe': {
    expect: s(401, 401, 200, 200, 200, 200, 200, 200, 403),
    request: () => ({ body: { endpoint: pushSubscriptionBody().endpoint } }),
  },
  'DELETE /api/profile/push/devices/{deviceId}': {
    expect: s(401, 401, 200, 404, 404, 404, 404, 404, 403),
    request: async (w) => ({ params: { deviceId: await freshPushDevice(w) } }),
  },

  // ── 'Prenotazioni' (issue 46, D19): the agent's settings and services as its other settings ('manage'); the team's
  // bookings as its requests (owner and admin all, the agent's instructor its agent's, a user those assigned to them);
  // the calendar feed for owner and admin; the visitor's side public, the signed link or the feed's secret the access ──
  'GET /api/agents/{agentId}/bookings-setup': { expect: s(401, 401, 200, 403, 404, 200, 403, 404, 403) },
  'PUT /api/agents/{agentId}/booking-settings': {
    expect: s(401, 401, 200, 403, 404, 200, 403, 404, 403),
    request: async (w) => {
      await bookingService(w);
      const weeklyHours = Array.from({ length: 7 }, () => ({ open: '09:00', close: '18:00' }));
      const settings = { weeklyHours, holidays: [], capacity: 1, slotMinutes: 30, minNoticeMinutes: 120, horizonDays: 365 };
      return { body: { enabled: true, requireConfirmation: false, ...settings } };
    },
  },
  'POST /api/agents/{agentId}/booking-services': {
    expect: s(401, 401, 200, 403, 404, 200, 403, 404, 403),
    request: () => ({ body: bookingServiceInput() }),
  },
  'PUT /api/agents/{agentId}/booking-services/{serviceId}': {
    expect: s(401, 401, 200, 403, 404, 200, 403, 404, 403),
    request: async (w) => ({ params: { serviceId: await freshBookingService(w) }, body: bookingServiceInput() }),
  },
  'DELETE /api/agents/{agentId}/booking-services/{serviceId}': {
    expect: s(401, 401, 200, 403, 404, 200, 403, 404, 403),
    request: async (w) => ({ params: { serviceId: await freshBookingService(w) } }),
  },
  'GET /api/agents/{agentId}/booking-slots': {
    expect: s(401, 401, 200, 200, 404, 200, 403, 404, 403),
    request: async (w) => ({ query: { serviceId: await bookingService(w), from: bookingDay(), days: '3' } }),
  },
  'GET /api/bookings': { expect: s(401, 401, 200, 200, 200, 200, 200, 200, 403) },
  'GET /api/bookings/export.csv': { expect: s(401, 401, 200, 200, 200, 200, 200, 200, 403) },
  'GET /api/bookings/stats': {
    expect: s(401, 401, 200, 200, 200, 200, 200, 200, 403),
    request: () => ({ query: { from: bookingDay(), to: bookingDay() } }),
  },
  'GET /api/bookings/services': { expect: s(401, 401, 200, 200, 200, 200, 200, 200, 403) },
  'GET /api/bookings/feed': { expect: s(401, 401, 200, 200, 403, 403, 403, 200, 403) },
  'POST /api/bookings/feed/rotate': { expect: s(401, 401, 200, 200, 403, 403, 403, 200, 403) },
  // The account's Google Calendar connection (ADR 0330): owner and admin; the world's server has no Google client, so
  // connecting and choosing answer 409 'not configured' to those who may (the flow itself: google-calendar.test.ts).
  'GET /api/google-calendar': { expect: s(401, 401, 200, 200, 403, 403, 403, 200, 403) },
  'POST /api/google-calendar/connect': { expect: s(401, 401, 409, 409, 403, 403, 403, 409, 403), request: () => ({ body: {} }) },
  'PUT /api/google-calendar/calendar': {
    expect: s(401, 401, 409, 409, 403, 403, 403, 409, 403),
    request: () => ({ body: { calendarId: 'primary' } }),
  },
  'DELETE /api/google-calendar': { expect: s(401, 401, 200, 200, 403, 403, 403, 200, 403) },
  'GET /api/google-calendar/callback': { expect: all(302), request: () => ({ query: { state: 'spent', code: 'x' } }) },
  'POST /api/bookings': {
    expect: s(401, 401, 200, 200, 404, 200, 403, 404, 403),
    request: async (w) => ({
      body: { agentId: w.a.agentId, ...(await freeBookingSlot(w)), name: 'Mario Rossi', phone: '+39 333 1234567' },
    }),
  },
  'POST /api/bookings/{bookingId}/confirm': {
    expect: s(401, 401, 200, 200, 404, 200, 404, 404, 403),
    request: async (w) => ({ params: { bookingId: await freshPendingBooking(w) } }),
  },
  'POST /api/bookings/{bookingId}/cancel': {
    expect: s(401, 401, 200, 200, 404, 200, 404, 404, 403),
    request: async (w) => ({ params: { bookingId: await freshBooking(w) } }),
  },
  'PUT /api/bookings/{bookingId}/assignee': {
    expect: s(401, 401, 200, 200, 404, 200, 404, 404, 403),
    request: async (w) => ({ params: { bookingId: await freshBooking(w) }, body: { assigneeId: null } }),
  },
  'POST /api/bookings/{bookingId}/move': {
    expect: s(401, 401, 200, 200, 404, 200, 404, 404, 403),
    request: async (w) => {
      const bookingId = await freshBooking(w);
      const { date, time } = await freeBookingSlot(w);
      return { params: { bookingId }, body: { date, time } };
    },
  },
  'GET /api/public/agents/{id}/bookings/services': {
    expect: all(200),
    request: async (w) => {
      await bookingService(w);
      return { params: { id: w.a.agentId } };
    },
  },
  'GET /api/public/agents/{id}/bookings/slots': {
    expect: all(200),
    request: async (w) => ({ params: { id: w.a.agentId }, query: { serviceId: await bookingService(w), from: bookingDay(), days: '3' } }),
  },
  'POST /api/public/agents/{id}/bookings': {
    expect: all(200),
    request: async (w) => ({
      params: { id: w.a.agentId },
      body: { ...(await freeBookingSlot(w)), visitorId: visitor(), name: 'Mario Rossi', email: 'mario.rossi@esempio.it', consent: true },
    }),
  },
  'GET /api/public/bookings/feed/{file}': { expect: all(200), request: async (w) => ({ params: { file: await bookingFeedFile(w) } }) },
  'GET /api/public/bookings/manage/{token}': {
    expect: all(200),
    request: async (w) => ({ params: { token: bookingLinkToken(w.t.config.AUTH_SECRET, await freshBooking(w)) } }),
  },
  'GET /api/public/bookings/manage/{token}/slots': {
    expect: all(200),
    request: async (w) => ({
      params: { token: bookingLinkToken(w.t.config.AUTH_SECRET, await freshBooking(w)) },
      query: { from: bookingDay(), days: '3' },
    }),
  },
  'POST /api/public/bookings/manage/{token}/cancel': {
    expect: all(200),
    request: async (w) => ({ params: { token: bookingLinkToken(w.t.config.AUTH_SECRET, await freshBooking(w)) } }),
  },
  'POST /api/public/bookings/manage/{token}/move': {
    expect: all(200),
    request: async (w) => {
      const token = bookingLinkToken(w.t.config.AUTH_SECRET, await freshBooking(w));
      const { date, time } = await freeBookingSlot(w);
      return { params: { token }, body: { date, time } };
    },
  },
  'GET /api/agents/{agentId}/handoff-settings': { expect: s(401, 401, 200, 200, 404, 200, 200, 404, 403) },
  'PUT /api/agents/{agentId}/handoff-settings': {
    expect: s(401, 401, 200, 403, 404, 200, 403, 404, 403),
    request: () => ({ body: { askContactFirst: false, openingHours: null, holidays: [] } }),
  },
  'GET /api/analytics': { expect: s(401, 401, 200, 200, 200, 200, 403, 200, 403) },
  'GET /api/analytics/export': { expect: s(401, 401, 200, 200, 200, 200, 403, 200, 403) },
  'GET /api/analytics/conversations': { expect: s(401, 401, 200, 200, 200, 200, 403, 200, 403) },
  'GET /api/analytics/conversations/{conversationId}': { expect: s(401, 401, 200, 200, 404, 200, 403, 404, 403) },
  'GET /api/analytics/retention': { expect: s(401, 401, 200, 403, 403, 403, 403, 200, 403) },
  // Issue 33: 'Esporta i dati', the owner's only.
  'POST /api/account/export': { expect: s(401, 401, 202, 403, 403, 403, 403, 202, 403) },
  'GET /api/account/export': { expect: s(401, 401, 200, 403, 403, 403, 403, 200, 403) },
  // Issue 44 (ADR 0223): one export and its signed link, the owner's only: no export here, so the owner's 404 is the
  // link's 'not valid' (the download itself is in data-export.test.ts); any other role is refused before.
  'GET /api/account/export/{id}': {
    expect: s(401, 401, 404, 403, 403, 403, 403, 404, 403),
    request: () => ({ params: { id: 'nessuna' } }),
  },
  'GET /api/account/export/{id}/download': {
    expect: s(401, 401, 404, 403, 403, 403, 403, 404, 403),
    request: () => ({ params: { id: 'nessuna' }, query: { token: 'x' } }),
  },
  // Issue 33: the owner's GDPR requests about one visitor (nobody wrote this address: nothing to erase, 404).
  'POST /api/privacy/visitor-search': {
    expect: s(401, 401, 200, 403, 403, 403, 403, 200, 403),
    request: () => ({ body: { email: 'visitatore-matrice@example.com' } }),
  },
  'POST /api/privacy/visitor-erasure': {
    expect: s(401, 401, 404, 403, 403, 403, 403, 404, 403),
    request: () => ({ body: { email: 'visitatore-matrice@example.com' } }),
  },
  // Issue 30 (ADR 0158): 'Contatti', owner and admin every lead, an instructor their agents' (an empty list), a user none.
  'GET /api/leads': { expect: s(401, 401, 200, 200, 200, 200, 403, 200, 403) },
  'GET /api/leads/export': { expect: s(401, 401, 200, 200, 200, 200, 403, 200, 403) },
  // Issue 30 (ADR 0157): the leads webhook, the owner's alone; each caller a fresh one, whose account has none yet.
  'GET /api/leads/webhook': { expect: s(401, 401, 200, 403, 403, 403, 403, 200, 403), standIn: true },
  'POST /api/leads/webhook': {
    expect: s(401, 401, 200, 403, 403, 403, 403, 200, 403),
    standIn: true,
    // A public address by IP (TEST-NET-3): no name to resolve.
    request: () => ({ body: { url: 'https://203.0.113.10/webhook' } }),
  },
  'PATCH /api/leads/webhook': {
    expect: s(401, 401, 404, 403, 403, 403, 403, 404, 403),
    standIn: true,
    request: () => ({ body: { enabled: false } }),
  },
  'DELETE /api/leads/webhook': { expect: s(401, 401, 404, 403, 403, 403, 403, 404, 403), standIn: true },
  'POST /api/leads/webhook/rotate': { expect: s(401, 401, 404, 403, 403, 403, 403, 404, 403), standIn: true },
  'POST /api/leads/webhook/test': { expect: s(401, 401, 404, 403, 403, 403, 403, 404, 403), standIn: true },
  'GET /api/leads/webhook/attempts': { expect: s(401, 401, 200, 403, 403, 403, 403, 200, 403), standIn: true },
  'PUT /api/analytics/retention': { expect: s(401, 401, 200, 403, 403, 403, 403, 200, 403), request: () => ({ body: { days: 365 } }) },

  // ── Integrations (API tokens), provider keys for agents ──
  'GET /api/api-keys/for-agents': { expect: s(401, 401, 200, 200, 200, 200, 200, 200, 403) },
  'GET /api/integrations/tokens': { expect: s(401, 401, 200, 200, 403, 403, 403, 200, 403) },
  'POST /api/integrations/tokens': {
    expect: s(401, 401, 201, 201, 403, 403, 403, 201, 403),
    request: () => ({ body: { name: 'Nuovo', scope: 'chat', expiresInDays: 30 } }),
  },
  'DELETE /api/integrations/tokens/{tokenId}': {
    expect: s(401, 401, 200, 200, 403, 403, 403, 404, 403),
    request: async (w) => ({ params: { tokenId: await freshToken(w) } }),
  },

  // ── Billing ──
  // Account B has no billing data yet (409 BILLING_PROFILE_REQUIRED): it reached its own checkout.
  // Account A holds more than Base allows: its owner confirms knowingly (issue 44); the others' refusal comes first.
  'POST /api/billing/checkout': {
    expect: s(401, 401, 200, 403, 403, 403, 403, 409, 403),
    request: () => ({ body: { plan: 'base', acceptOverLimits: true } }),
  },
  'GET /api/billing': { expect: s(401, 401, 200, 403, 403, 403, 403, 200, 403) },
  'GET /api/billing/invoices': { expect: s(401, 401, 200, 403, 403, 403, 403, 200, 403) },
  // No Stripe customer behind the simulated checkout: 404 to the owner.
  'POST /api/billing/portal': { expect: s(401, 401, 404, 403, 403, 403, 403, 404, 403) },
  'GET /api/billing/profile': { expect: s(401, 401, 200, 403, 403, 403, 403, 200, 403) },
  // The failed-payment banner's light read (owner only; B reads its own account).
  'GET /api/billing/notice': { expect: s(401, 401, 200, 403, 403, 403, 403, 200, 403) },
  // The simulated provider's lifecycle (ADR 0043): A bought its plan in this world and renews it; B has nothing to renew.
  'POST /api/billing/simulated/subscription': {
    expect: s(401, 401, 200, 403, 403, 403, 403, 409, 403),
    request: () => ({ body: { action: 'renew' } }),
  },
  'PUT /api/billing/profile': {
    expect: s(401, 401, 200, 403, 403, 403, 403, 200, 403),
    request: () => ({ body: ITALIAN_COMPANY }),
  },
  'GET /api/billing/invoices/{id}/pdf': {
    expect: s(401, 401, 200, 403, 403, 403, 403, 404, 403),
    request: (w) => ({ params: { id: w.a.invoiceId } }),
  },
  'GET /api/billing/simulated-checkout/{id}': {
    expect: s(401, 401, 200, 403, 403, 403, 403, 404, 403),
    request: (w) => ({ params: { id: w.a.openCheckoutId } }),
  },
  'POST /api/billing/simulated-checkout/{id}/complete': {
    expect: s(401, 401, 200, 403, 403, 403, 403, 404, 403),
    request: async (w) => ({ params: { id: await freshCheckout(w) } }),
  },

  // ── Back office (operators) ──
  'GET /api/super-admin/stats': { expect: s(401, 401, 403, 403, 403, 403, 403, 403, 200) },
  'GET /api/super-admin/subscriptions': { expect: s(401, 401, 403, 403, 403, 403, 403, 403, 200) },
  'GET /api/super-admin/subscriptions/{id}': {
    expect: s(401, 401, 403, 403, 403, 403, 403, 403, 200),
    request: (w) => ({ params: { id: w.c.memberId } }),
  },
  'PATCH /api/super-admin/subscriptions/{id}/role': {
    expect: s(401, 401, 403, 403, 403, 403, 403, 403, 200),
    request: (w) => ({ params: { id: w.c.memberId }, body: { role: 'admin' } }),
  },
  'PATCH /api/super-admin/subscriptions/{id}/plan': {
    expect: s(401, 401, 403, 403, 403, 403, 403, 403, 200),
    request: (w) => ({ params: { id: w.c.memberId }, body: { planName: 'pro', planExpiresAt: future(), reason: 'Accordo commerciale' } }),
  },
  'POST /api/super-admin/subscriptions/{id}/ban': {
    expect: s(401, 401, 403, 403, 403, 403, 403, 403, 200),
    request: (w) => ({ params: { id: w.c.memberId }, body: { banned: true } }),
  },
  'GET /api/super-admin/plans': { expect: s(401, 401, 403, 403, 403, 403, 403, 403, 200) },
  'GET /api/super-admin/audit-log': { expect: s(401, 401, 403, 403, 403, 403, 403, 403, 200) },
  'GET /api/super-admin/api-keys': { expect: s(401, 401, 403, 403, 403, 403, 403, 403, 200) },
  'POST /api/super-admin/api-keys': {
    expect: s(401, 401, 403, 403, 403, 403, 403, 403, 201),
    request: () => ({
      body: { name: `Chiave ${visitor().slice(0, 8)}`, apiKey: 'sk-prova-1234567890abcdef', baseUrl: 'http://127.0.0.1:9/v1' },
    }),
  },
  'POST /api/super-admin/api-keys/default': {
    expect: s(401, 401, 403, 403, 403, 403, 403, 403, 200),
    request: (w) => ({ body: { defaultApiKeyId: w.apiKeyId } }),
  },
  'DELETE /api/super-admin/api-keys/{id}': {
    expect: s(401, 401, 403, 403, 403, 403, 403, 403, 200),
    request: async (w) => ({ params: { id: await freshProviderKey(w) } }),
  },
  'POST /api/super-admin/api-keys/{id}/test': {
    expect: s(401, 401, 403, 403, 403, 403, 403, 403, 200),
    request: (w) => ({ params: { id: w.apiKeyId } }),
  },
  'GET /api/super-admin/billing/invoices': { expect: s(401, 401, 403, 403, 403, 403, 403, 403, 200) },
  // The operator's company data in use (issue 44).
  'GET /api/super-admin/billing/company': { expect: s(401, 401, 403, 403, 403, 403, 403, 403, 200) },
  'GET /api/super-admin/billing/invoices/{id}/fatturapa': {
    expect: s(401, 401, 403, 403, 403, 403, 403, 403, 200),
    request: (w) => ({ params: { id: w.a.invoiceId } }),
  },
  'GET /api/super-admin/billing/invoices/{id}/pdf': {
    expect: s(401, 401, 403, 403, 403, 403, 403, 403, 200),
    request: (w) => ({ params: { id: w.a.invoiceId } }),
  },

  // ── Public API /api/v1 (API tokens only) ──
  'GET /api/v1/agents': { expect: s(401, 200, 401, 401, 401, 401, 401, 200, 401) },
  'POST /api/v1/agents/{agentId}/chat': {
    expect: s(401, 403, 401, 401, 401, 401, 401, 403, 401),
    request: () => ({ body: { message: 'Quando si paga la TARI?' } }),
  },
  'GET /api/v1/agents/{agentId}/documents': { expect: s(401, 200, 401, 401, 401, 401, 401, 404, 401) },
  'POST /api/v1/agents/{agentId}/documents': {
    expect: s(401, 201, 401, 401, 401, 401, 401, 404, 401),
    request: () => ({ form: textFile() }),
  },
  'GET /api/v1/agents/{agentId}/documents/{documentId}': { expect: s(401, 200, 401, 401, 401, 401, 401, 404, 401) },
  'POST /api/v1/agents/{agentId}/search': {
    expect: s(401, 200, 401, 401, 401, 401, 401, 404, 401),
    request: () => ({ body: { query: 'TARI', topK: 3 } }),
  },
  'GET /api/v1/conversations': { expect: s(401, 403, 401, 401, 401, 401, 401, 403, 401) },
  'GET /api/v1/conversations/{conversationId}': { expect: s(401, 403, 401, 401, 401, 401, 401, 403, 401) },
  'GET /api/v1/conversations/export': { expect: s(401, 403, 401, 401, 401, 401, 401, 403, 401) },
};
