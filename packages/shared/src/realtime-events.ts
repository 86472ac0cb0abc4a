import type { ChatMessage } from './api/chat.js';
import type { HandoffStatus } from './states/handoff.js';

/** Event names the pages listen to, importable without any schema (issue 34). */
export const AGENTS_CHANGED_EVENT = 'agents.changed';
export const DOCUMENTS_CHANGED_EVENT = 'documents.changed';
export const WEBSITES_CHANGED_EVENT = 'websites.changed';
export const MEMORIES_CHANGED_EVENT = 'memories.changed';

/**
 * Every realtime event the server publishes and the web app listens to (SSE at `/api/events`): its name,
 * its payload, and whom it is addressed to. The server's `publish` and the web's `subscribeEvent` accept
 * only these, so a misspelt name or a wrong payload does not compile. On the wire an event is
 * `event: <type>` with data `{ type, ...payload }`.
 */
export interface RealtimeEventCatalog {
  /** An agent of the account was created, changed or deleted (no `agentId` when several changed at once). */
  'agents.changed': { to: 'account'; payload: { agentId?: string; change: 'created' | 'updated' | 'deleted' } };
  /** A document of the agent was uploaded, progressed, was processed, failed or was deleted. */
  'documents.changed': { to: 'account'; payload: { agentId: string } };
  /** A website of the agent was added, progressed in its crawl, finished or was removed (issue 29). */
  'websites.changed': { to: 'account'; payload: { agentId: string; websiteId: string } };
  /** A memory of the agent was saved or deleted. */
  'memories.changed': { to: 'account'; payload: { agentId: string } };
  /** A member of the account was added, confirmed, changed, deactivated or removed. */
  'team.changed': { to: 'account'; payload: Empty };
  /** The user's role changed: their session (sidebar, permissions) must be read again. */
  'user.updated': { to: 'user'; payload: Empty };
  /** The user's avatar, e-mail or account changed. */
  'profile.updated': { to: 'user'; payload: Empty };
  /**
   * Sessions of the user ended: every one, only `sessionId`, or every one but `exceptSessionId` (the tab
   * that changed the password shows its own confirmation).
   */
  'session.ended': { to: 'user'; payload: { sessionId?: string; exceptSessionId?: string } };
  /** A hand-off request of the account was made, assigned, answered, resolved or reopened, or its visitor wrote (issue 30). */
  'handoff.changed': { to: 'account'; payload: { requestId: string; agentId: string } };
  /**
   * A visitor left a contact, or updated the one left in the same conversation (issue 30, 'Contatti'). Only ids: each
   * member's list is read again through `GET /api/leads`, which applies who sees which lead (ADR 0158).
   */
  'leads.changed': { to: 'account'; payload: { leadId: string; agentId: string } };
  /**
   * A booking of the account was made, confirmed, moved or cancelled (issue 46, 'Prenotazioni'). Only ids: each
   * member's list is read again through `GET /api/bookings`, which applies who sees which booking (D19).
   */
  'bookings.changed': { to: 'account'; payload: { bookingId: string; agentId: string } };
  /**
   * A message for a visitor's conversation (a member's reply): reaches only that conversation's visitor stream
   * (`/api/public/agents/:id/conversations/:conversationId/events`), authorised by the conversation's own secret.
   */
  'visitor.message': { to: 'conversation'; payload: { message: ChatMessage } };
  /** The hand-off state of a visitor's conversation changed (taken, resolved, reopened). */
  'visitor.handoff': { to: 'conversation'; payload: { status: HandoffStatus } };
}

type Empty = Record<string, never>;

export type RealtimeEventType = keyof RealtimeEventCatalog;
export type PayloadOf<K extends RealtimeEventType> = RealtimeEventCatalog[K]['payload'];

/** An account's events reach every member signed in to it; a user's events reach only that user's sessions. */
type AddressOf<K extends RealtimeEventType> = RealtimeEventCatalog[K]['to'] extends 'account'
  ? { accountId: string }
  : RealtimeEventCatalog[K]['to'] extends 'conversation'
    ? { conversationId: string }
    : { userId: string };

type RequiredKeys<T> = { [P in keyof T]-?: Record<never, never> extends Pick<T, P> ? never : P }[keyof T];

/** An event without required payload fields may leave the payload out. */
type PayloadField<K extends RealtimeEventType> = [RequiredKeys<PayloadOf<K>>] extends [never]
  ? { payload?: PayloadOf<K> }
  : { payload: PayloadOf<K> };

/** One event as published: the discriminated union of the catalogue. */
export type RealtimeEvent = {
  [K in RealtimeEventType]: { type: K } & AddressOf<K> & PayloadField<K>;
}[RealtimeEventType];

/** What a subscriber receives: the payload, with the type it was sent as. */
export type ReceivedEvent<K extends RealtimeEventType> = PayloadOf<K> & { type: K };

/** The published event of one type (with its address). */
export type EventOf<K extends RealtimeEventType> = Extract<RealtimeEvent, { type: K }>;
