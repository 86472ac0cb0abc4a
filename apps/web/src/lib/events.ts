import type { ReceivedEvent, RealtimeEventType } from '@app/shared/realtime-events';

/**
 * One Server-Sent Events connection per tab (`/api/events`), shared by every component that wants to
 * hear about changes of its account. The server sends only this user's and this account's events; their
 * names and payloads are the catalogue in `@app/shared/realtime-events`.
 */
type Handler = (data: never) => void;

const handlers = new Map<RealtimeEventType, Set<Handler>>();
let source: EventSource | null = null;

/** Told each time the stream opens or is refused for good (`onStreamChecked`). */
const checkers = new Set<() => void>();

function ensureSource(): void {
  if (source || typeof EventSource === 'undefined') return;
  const opened = new EventSource('/api/events');
  source = opened;
  opened.addEventListener('open', () => checkers.forEach((check) => check()));
  opened.addEventListener('error', () => {
    // Refused (the session ended while it reconnected, a 401): the browser gives up on it, so the next subscription
    // opens a new one.
    if (opened.readyState !== EventSource.CLOSED) return;
    if (source === opened) source = null;
    checkers.forEach((check) => check());
  });
  for (const type of handlers.keys()) attach(type);
}

function attach(type: RealtimeEventType): void {
  source?.addEventListener(type, (event) => {
    // The server wrote this event from the same catalogue.
    const data = JSON.parse((event as MessageEvent<string>).data) as never;
    handlers.get(type)?.forEach((handler) => handler(data));
  });
}

/** Listens to one event type; returns the function that stops listening. */
export function subscribeEvent<K extends RealtimeEventType>(type: K, handler: (data: ReceivedEvent<K>) => void): () => void {
  const isNew = !handlers.has(type);
  if (isNew) handlers.set(type, new Set());
  handlers.get(type)!.add(handler);
  if (source && isNew) attach(type);
  ensureSource();
  return () => {
    handlers.get(type)?.delete(handler);
  };
}

/**
 * Calls `check` each time the stream opens or is refused: an event sent while it was connecting (a deactivation in the
 * second after a page load) is not replayed, so what it would have said is read again then.
 */
export function onStreamChecked(check: () => void): () => void {
  checkers.add(check);
  return () => {
    checkers.delete(check);
  };
}

/** Closes the stream (sign-out); the next subscription opens a new one with the new session. */
export function resetEvents(): void {
  source?.close();
  source = null;
}

export function reconnectEvents(): void {
  resetEvents();
  if (handlers.size > 0) ensureSource();
}
