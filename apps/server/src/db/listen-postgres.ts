import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';

export interface ListenHooks {
  onPayload: (payload: string) => void;
  /** LISTEN is in force (at the start, and again after a reconnection): what was missed meanwhile is unknown. */
  onListening?: () => void;
  /** The connection is gone: notifications are missed until `onListening` is called again. */
  onLost?: () => void;
}

/**
 * A dedicated connection that LISTENs on `channel`, and reconnects after a database restart: every second until the
 * database answers again, however long the restart takes (a first attempt that fails is tried again too).
 * `name` says whose listener it is in the log.
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  hooks: ListenHooks,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  name: string,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const reconnectSoon = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect().then(
        () => log.info(`${name} listener connected again`),
        () => reconnectSoon(),
      );
    }, 1000);
    retry.unref();
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, application_name: `${name} listener` });
    next.on('notification', (msg) => msg.channel === channel && msg.payload && hooks.onPayload(msg.payload));
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost) return;
      lost = true;
      hooks.onLost?.();
      if (!closed) log.warn({ err }, `${name} listener lost its connection`);
      void next.end().catch(() => undefined);
      reconnectSoon();
    };
    next.on('error', onLost);
    next.on('end', () => onLost());
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (err) {
      lost = true;
      await next.end().catch(() => undefined);
      throw err;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    hooks.onListening?.();
  };
  await connect();
  return async () => {
    closed = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
