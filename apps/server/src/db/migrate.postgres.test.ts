import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { withDatabase } from '../test/global-setup.js';
import { openDatabase } from './client.js';
import { MIGRATIONS_FOLDER, runMigrations } from './migrate.js';

const url = process.env.TEST_DATABASE_URL;

// PostgreSQL only (`*.postgres.test.ts` runs in the PostgreSQL pass): PGlite is one process by nature.
describe('migrations on PostgreSQL', () => {
  it('three instances booting together on an empty database: one migrates, the others wait, all start', async () => {
    const name = `agenti_migrate_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const instances = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: withDatabase(url!, name) })));
    try {
      await Promise.all(instances.map((database) => runMigrations(database)));
      const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
      const applied = await instances[0]!.sql.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect((applied.rows[0] as { n: number }).n).toBe(journal.entries.length);
      const tables = await instances[1]!.sql.query("select count(*)::int as n from information_schema.tables where table_name = 'agents'");
      expect((tables.rows[0] as { n: number }).n).toBe(1);
    } finally {
      await Promise.all(instances.map((database) => database.close()));
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
