import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';

/** A change worth telling open browsers about. Delivered only to the account or user it names. */
export interface RealtimeEvent {
  type: string;
  accountId?: string | null;
  userId?: string | null;
  payload?: Record<string, unknown>;
}

export interface Realtime {
  publish(event: RealtimeEvent): Promise<void>;
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
    stop = await listenOnPostgres(database.url!, dispatch, log);
  }

  return {
    async publish(event) {
      await database.sql.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(event)]);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => stop(),
  };
}

/** A dedicated connection that LISTENs, and reconnects after a database restart. */
async function listenOnPostgres(url: string, onPayload: (payload: string) => void, log: FastifyBaseLogger): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let closed = false;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (msg) => msg.payload && onPayload(msg.payload));
    next.on('error', (err) => {
      log.warn({ err }, 'realtime listener lost its connection');
      if (!closed) setTimeout(() => void connect().catch(() => undefined), 1000);
    });
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    client = next;
  };
  await connect();
  return async () => {
    closed = true;
    await client?.end().catch(() => undefined);
  };
}
