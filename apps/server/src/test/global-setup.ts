import { existsSync, mkdtempSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { makeLocalhostCertificate } from './localhost-certificate.js';

/**
 * Migrates once per run: a PGlite data-dir snapshot that every test file restores (~0.5 s instead of
 * ~4 s), and with TEST_DATABASE_URL + TEST_DRIVER=postgres a migrated template database to clone.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'agenti-test-'));
  const snapshot = path.join(dir, 'snapshot.tar');
  const database = await openDatabase({ dataDir: 'memory://' });
  await runMigrations(database);
  const blob = await database.pglite!.dumpDataDir('none');
  writeFileSync(snapshot, Buffer.from(await blob.arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshot', snapshot);

  // The local push service's certificate (issue 47): Node reads NODE_EXTRA_CA_CERTS only when a process starts, so it
  // is made here, before the test workers start, and they inherit the variable; the push tests serve with it.
  const pushTls = makeLocalhostCertificate(dir);
  // A CA file the machine already names stays trusted: both go into one file.
  const trusted = path.join(dir, 'extra-ca.pem');
  const before = process.env.NODE_EXTRA_CA_CERTS;
  writeFileSync(
    trusted,
    (before && existsSync(before) ? readFileSync(before, 'utf8') + '\n' : '') + readFileSync(pushTls.certFile, 'utf8'),
  );
  process.env.NODE_EXTRA_CA_CERTS = trusted;
  project.provide('pushServiceTls', pushTls);

  let template = '';
  const url = process.env.TEST_DATABASE_URL;
  if (url && process.env.TEST_DRIVER === 'postgres') {
    // TEST_DB_PREFIX: a prefix for the template and every test database cloned from it (a shared server may ask
    // each user for one).
    template = `${process.env.TEST_DB_PREFIX ?? ''}agenti_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    await admin.end();
    const pgDb = await openDatabase({ databaseUrl: withDatabase(url, template) });
    await runMigrations(pgDb);
    await pgDb.close();
  }
  project.provide('pgTemplate', template);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (template && url) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      // Only this run's databases: another run may be using the same server.
      const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname = $1 or datname like $2', [
        template,
        `${template}\\_%`,
      ]);
      for (const row of rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
      await admin.end();
    }
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    pgTemplate: string;
    pushServiceTls: { keyFile: string; certFile: string };
  }
}
