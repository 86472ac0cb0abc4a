import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { loadConfig, type Config } from '../config/config.js';
import { createAppContext, type ContextOptions } from '../bootstrap.js';
import { openDatabase, type Database } from '../db/client.js';
import { buildApp } from '../http/app.js';
import type { AppContext } from '../app-context.js';
import { devMailbox } from '../db/schema/platform.js';
import { withDatabase } from './global-setup.js';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  config: Config;
  /** Sends a request, with the session cookie when given. */
  request(options: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse>;
  /** The newest e-mail sent to `to` (the development mailbox is a real table, not a mock). */
  lastEmail(to: string): Promise<{ subject: string; text: string } | undefined>;
  close(): Promise<void>;
}

/**
 * A fresh PostgreSQL database copied from the migrated template, for a process of its own (a command run by a test):
 * its address, and how to drop it. Null on PGlite (TEST_DRIVER=pglite), where there is no template.
 */
export async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const template = inject('pgTemplate');
  const url = process.env.TEST_DATABASE_URL;
  if (!template || !url) return null;
  const name = `${template}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  return {
    url: withDatabase(url, name),
    drop: async () => {
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

/** A fresh, migrated database for this test file: PGlite by default, PostgreSQL when TEST_DRIVER=postgres. */
export async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const postgres = await freshPostgresDatabase();
  if (postgres) return { database: await openDatabase({ databaseUrl: postgres.url }), drop: postgres.drop };
  const snapshot = readFileSync(inject('pgliteSnapshot'));
  const database = await openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([snapshot]) });
  return { database, drop: async () => undefined };
}

/**
 * A server on a fresh database; with `options.database`, a second instance on another app's database
 * (that app closes it), e.g. to prove that instances share their rate limits. `options.dataDir`: a folder the test
 * prepared (files left by an earlier process); it is removed on close like the default one.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  { dataDir = mkdtempSync(path.join(os.tmpdir(), 'agenti-app-')), ...options }: ContextOptions & { dataDir?: string } = {},
): Promise<TestApp> {
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', APP_URL: 'http://localhost:3000', AUTH_SECRET: 'test-secret-test-secret-test-secret', ...env },
    { dataDir },
  );
  const { database, drop } = options.database ? { database: options.database, drop: undefined } : await openTestDatabase();
  const ctx = await createAppContext(config, { ...options, database });
  const app = await buildApp(ctx);
  await app.ready();
  return {
    app,
    ctx,
    config,
    request: ({ cookie, headers, ...options }) =>
      app.inject({ ...options, headers: { ...(headers ?? {}), ...(cookie ? { cookie } : {}) } }),
    lastEmail: async (to) => {
      const [mail] = await ctx.db.select().from(devMailbox).where(eq(devMailbox.to, to)).orderBy(desc(devMailbox.createdAt)).limit(1);
      return mail ? { subject: mail.subject, text: mail.text } : undefined;
    },
    close: async () => {
      await app.close();
      if (drop) {
        await database.close();
        await drop();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The cookie header to send back, from a response's Set-Cookie. */
export function cookieFrom(response: LightMyRequestResponse): string {
  const raw = response.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list
    .map((c) => c.split(';')[0])
    .filter((c) => !c!.endsWith('='))
    .join('; ');
}

/** The first link in an e-mail that starts with `prefix`. */
export function linkFrom(text: string, prefix: string): string {
  const match = text.match(new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\S+`));
  if (!match) throw new Error(`no link starting with ${prefix} in:\n${text}`);
  return match[0];
}
