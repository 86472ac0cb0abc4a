import path from 'node:path';
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PGlite } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { vector } from '@electric-sql/pglite-pgvector';
import { YieldingPGlite } from './yielding-pglite.js';
import { noteStatements } from './statement-count.js';

/** Drizzle tells each statement it sends (on PostgreSQL its BEGIN and COMMIT too; PGlite's are counted by YieldingPGlite). */
const statementLogger = { logQuery: (query: string) => noteStatements(1, query) };

/**
 * Both drivers expose the same query builder; `execute()` returns `{ rows }` on both, so service code
 * is written once against this type.
 */
export type Db = NodePgDatabase<Record<string, never>>;
/** A transaction or the database itself: service functions accept either. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface SqlRunner {
  /** Runs one parameterised statement, or a multi-statement script when there are no values. */
  query<R = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: R[] }>;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  sql: SqlRunner;
  pglite?: PGlite;
  pool?: pg.Pool;
  url?: string;
  hasVector: boolean;
  /**
   * PostgreSQL: told of the notifications every pool connection LISTENs for (`POOL_CHANNELS`). A session hears its
   * own NOTIFY before its COMMIT returns, so a change this process commits is known before the next statement is sent.
   */
  onPoolNotification?: (listener: (channel: string, payload: string) => void) => () => void;
  close(): Promise<void>;
}

/** Channels each pooled PostgreSQL connection listens on (the row cache's, ADR 0371). */
export const POOL_CHANNELS = ['cached_rows'] as const;

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PGlite data directory; 'memory://' for an in-memory database. */
  dataDir?: string;
  /** A PGlite data dir dump to start from (tests restore a migrated snapshot). */
  loadDataDir?: Blob | File;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options);
}

async function openPostgres(url: string): Promise<Database> {
  // JIT compilation off (ADR 0036): the app's statements are short or read pre-aggregated rows, and compiling the
  // analytics page's larger plans cost ~300 ms each, more than running them.
  const pool = new pg.Pool({ connectionString: url, max: 10, options: '-c jit=off' });
  // An idle client's error (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  // Nor a checked-out client's between two statements (a transaction waiting on the server's own code when the
  // database restarts): its next statement fails instead ("not queryable", a 503, ADR 0161) and the pool drops it.
  const notified = new Set<(channel: string, payload: string) => void>();
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    client.on('notification', (msg) => {
      for (const listener of notified) listener(msg.channel, msg.payload ?? '');
    });
    // Queued before the statements of whoever checks the client out: sent first, uncounted (it is no turn's).
    for (const channel of POOL_CHANNELS) client.query(`LISTEN ${channel}`).catch(() => undefined);
  });
  const db = drizzlePg(pool, { logger: statementLogger }) as Db;
  const { rows } = await pool.query<{ ok: boolean }>("select exists(select 1 from pg_available_extensions where name = 'vector') as ok");
  return {
    kind: 'postgres',
    db,
    pool,
    url,
    hasVector: Boolean(rows[0]?.ok),
    onPoolNotification: (listener) => {
      notified.add(listener);
      return () => notified.delete(listener);
    },
    sql: {
      query: async (text, values) => {
        noteStatements(1, text);
        return pool.query(text, values as unknown[]) as never;
      },
    },
    close: () => pool.end(),
  };
}

/**
 * PGlite is one backend in this process. Every caller goes through the PGlite instance itself, whose
 * transaction mutex keeps statements of other callers out of an open transaction. It runs on the event loop and
 * gives the loop a turn before each message, so requests and connections are read while it is busy (ADR 0079).
 */
async function openPglite(options: DatabaseOptions): Promise<Database> {
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(path.resolve(dataDir), { recursive: true });
  const pglite = new YieldingPGlite({
    dataDir,
    extensions: { unaccent, pg_trgm, btree_gin, vector },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  await pglite.waitReady;
  const db = drizzlePglite(pglite, { logger: statementLogger }) as unknown as Db;
  const sql: SqlRunner = {
    query: async (text, values) => {
      noteStatements(1, text);
      if (values && values.length > 0) return pglite.query(text, values) as never;
      const results = await pglite.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as never };
    },
  };
  return { kind: 'pglite', db, sql, pglite, hasVector: true, close: () => pglite.close() };
}
