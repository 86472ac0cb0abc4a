import type { FastifyBaseLogger } from 'fastify';
import type { RealtimeEvent } from '@app/shared/realtime-events';
import type { Database } from '../db/client.js';
import { listenOnPostgres } from '../db/listen-postgres.js';

export type { RealtimeEvent } from '@app/shared/realtime-events';

export interface Realtime {
  /**
   * Tells open browsers about changes that are already committed: call it after the transaction, never
   * inside one (PostgreSQL would deliver it before the commit, or for a change that is then rolled back).
   * It never rejects: the change stands, so a lost notification is logged, not answered as an error.
   */
  publish(...events: RealtimeEvent[]): Promise<void>;
  subscribe(listener: (event: RealtimeEvent) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'app_events';

/**
 * Events travel through PostgreSQL NOTIFY, so every server instance on the same database hears every
 * change; on PGlite the same statement reaches the in-process listener.
 */
export async function createRealtime(database: Database, log: FastifyBaseLogger): Promise<Realtime> {
  const listeners = new Set<(event: RealtimeEvent) => void>();
  const dispatch = (payload: string) => {
    let event: RealtimeEvent;
    try {
      // Only this server's publish writes to the channel.
      event = JSON.parse(payload) as RealtimeEvent;
    } catch {
      return;
    }
    for (const listener of listeners) listener(event);
  };

  let stop: () => Promise<void>;
  if (database.pglite) {
    const unlisten = await database.pglite.listen(CHANNEL, dispatch);
    stop = unlisten;
  } else {
    stop = await listenOnPostgres(database.url!, CHANNEL, { onPayload: dispatch }, log, 'realtime');
  }

  return {
    async publish(...events) {
      for (const event of events) {
        try {
          await database.sql.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(event)]);
        } catch (err) {
          log.warn({ err, type: event.type }, 'realtime event not published');
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => stop(),
  };
}
