import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from './client.js';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Any fixed number shared by every instance: the key of the advisory lock held while migrating. */
const MIGRATION_LOCK = 7_420_114;

/**
 * Applies the committed migrations; runs at every start, on either driver. On PostgreSQL several instances may
 * boot at once: each takes a session advisory lock on its own connection first, so one migrates and the others
 * wait, then find nothing left to do.
 */
export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    // Ending the session releases the lock even if unlocking fails.
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await client.end();
  }
}
