import type { ReceivedEvent, RealtimeEventType } from '@app/shared/realtime-events';

/**
 * One Server-Sent Events connection per tab (`/api/events`), shared by every component that wants to
 * hear about changes of its account. The server sends only this user's and this account's events; their
 * names and payloads are the catalogue in `@app/shared/realtime-events`.
 */
type Handler = (data: never) => void;

const handlers = new Map<RealtimeEventType, Set<Handler>>();
let source: EventSource | null = null;

function ensureSource(): void {
  if (source || typeof EventSource === 'undefined') return;
  source = new EventSource('/api/events');
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

/** Closes the stream (sign-out); the next subscription opens a new one with the new session. */
export function resetEvents(): void {
  source?.close();
  source = null;
}

export function reconnectEvents(): void {
  resetEvents();
  if (handlers.size > 0) ensureSource();
}
