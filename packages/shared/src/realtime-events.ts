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
}

type Empty = Record<string, never>;

export type RealtimeEventType = keyof RealtimeEventCatalog;
export type PayloadOf<K extends RealtimeEventType> = RealtimeEventCatalog[K]['payload'];

/** An account's events reach every member signed in to it; a user's events reach only that user's sessions. */
type AddressOf<K extends RealtimeEventType> = RealtimeEventCatalog[K]['to'] extends 'account' ? { accountId: string } : { userId: string };

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
