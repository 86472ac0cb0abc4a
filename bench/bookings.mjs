#!/usr/bin/env node
/**
 * Bookings (issue 46): 200 visitors book at once over 50 slots of one day (each slot takes 3, so 150 places for 200
 * visitors): each visitor picks a random free slot and, refused because it filled meanwhile, tries another until it
 * books or none is left. Printed: bookings/s, POST /api/public/agents/:id/bookings p50/p95/max, then from the database:
 * bookings over a slot's capacity (must be 0) and lost bookings (a 200 with no row, or a row nobody got a 200 for:
 * must be 0), and visitors who found no place (expected: 50).
 *
 *   node --import tsx bench/bookings.mjs                      # PGlite
 *   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/bookings.mjs postgres
 *   BENCH_VISITORS=200 BENCH_CAPACITY=3 …
 *
 * The data is seeded in this process, then the real server runs as a child process (apps/server/src/main.ts), rate
 * limits off (the visitors share one address here); e-mails go to the development mailbox, as without SMTP.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT ?? 3941);
const VISITORS = Number(process.env.BENCH_VISITORS ?? 200);
const CAPACITY = Number(process.env.BENCH_CAPACITY ?? 3);
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BASE = `http://127.0.0.1:${PORT}`;
const AUTH_SECRET = randomBytes(32).toString('hex');

const { openDatabase } = await import('../apps/server/src/db/client.ts');
const { runMigrations } = await import('../apps/server/src/db/migrate.ts');
const { createAccountWithOwner, createAgent } = await import('../apps/server/src/test/factories.ts');
const { bookingServices, bookingSettings } = await import('../apps/server/src/db/schema/bookings.ts');
const { addDays, romeToday } = await import('../apps/server/src/base/rome-time.ts');

/** One day, 08:00-20:30, 15-minute slots: 50 slots. */
const DAY = addDays(romeToday(), 3);
const HOURS = Array.from({ length: 7 }, () => ({ open: '08:00', close: '20:30' }));

async function seed(dataDir, databaseUrl) {
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: path.join(dataDir, 'pglite') });
  await runMigrations(database);
  const db = database.db;
  const owner = await createAccountWithOwner(db, { plan: 'avanzato', planExpiresAt: new Date(Date.now() + 30 * 86_400_000) });
  const agent = await createAgent(db, { accountId: owner.accountId, userId: owner.id, name: 'Ristorante Bench' });
  await db.insert(bookingSettings).values({
    agentId: agent.id,
    accountId: owner.accountId,
    enabled: true,
    weeklyHours: HOURS,
    holidays: [],
    capacity: CAPACITY,
    slotMinutes: 15,
    minNoticeMinutes: 0,
    horizonDays: 30,
  });
  const serviceId = randomUUID();
  await db
    .insert(bookingServices)
    .values({ id: serviceId, accountId: owner.accountId, agentId: agent.id, name: 'Tavolo', durationMinutes: 15 });
  await database.close();
  return { agentId: agent.id, serviceId };
}

function startServer(dataDir, databaseUrl) {
  return spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/server/src/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      AUTH_SECRET,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_DISABLED: 'true',
      DATABASE_URL: databaseUrl ?? '',
      LLM_BASE_URL: '',
      LLM_API_KEY: '',
      APP_URL: BASE,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function waitFor(url, ms = 300_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not up at ${url}`);
}

const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] : NaN);
const fmt = (n) => n.toFixed(1);

/** One visitor: reads the free slots, books a random one, tries another when it filled meanwhile. */
async function visitor(agentId, serviceId, i, latencies) {
  const visitorId = randomUUID();
  for (;;) {
    const { slots } = await (
      await fetch(`${BASE}/api/public/agents/${agentId}/bookings/slots?serviceId=${serviceId}&from=${DAY}&days=1`)
    ).json();
    if (slots.length === 0) return null;
    const slot = slots[Math.floor(Math.random() * slots.length)];
    const t0 = performance.now();
    const res = await fetch(`${BASE}/api/public/agents/${agentId}/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        visitorId,
        serviceId,
        date: DAY,
        time: slot.time,
        name: `Visitatore ${i}`,
        email: `v${i}@esempio.it`,
        consent: true,
      }),
    });
    latencies.push(performance.now() - t0);
    if (res.status === 200) return (await res.json()).id;
    if (res.status !== 409) throw new Error(`booking ${res.status}: ${await res.text()}`);
  }
}

async function run(driver) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-bookings-'));
  let databaseUrl = null;
  let dbName = null;
  if (driver === 'postgres') {
    dbName = `bench_bookings_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const { agentId, serviceId } = await seed(dataDir, databaseUrl);
  const server = startServer(dataDir, databaseUrl);
  try {
    await waitFor(`${BASE}/api/health`);
    const latencies = [];
    const started = performance.now();
    const ids = await Promise.all(Array.from({ length: VISITORS }, (_, i) => visitor(agentId, serviceId, i, latencies)));
    const seconds = (performance.now() - started) / 1000;
    const booked = ids.filter(Boolean);
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: path.join(dataDir, 'pglite') });
    const { rows } = await database.sql.query(
      `select starts_at, count(*)::int as n from bookings where agent_id = $1 and status <> 'cancelled' group by starts_at`,
      [agentId],
    );
    const stored = await database.sql.query(`select id from bookings where agent_id = $1`, [agentId]);
    await database.close();
    const over = rows.filter((r) => Number(r.n) > CAPACITY).length;
    const storedIds = new Set(stored.rows.map((r) => r.id));
    const lost = booked.filter((id) => !storedIds.has(id)).length + [...storedIds].filter((id) => !booked.includes(id)).length;
    latencies.sort((a, b) => a - b);
    console.log(
      `${driver}: ${VISITORS} visitors, 50 slots × ${CAPACITY} places: ${booked.length} booked in ${fmt(seconds)} s (${fmt(booked.length / seconds)} bookings/s), ` +
        `${VISITORS - booked.length} found no place; ${latencies.length} booking POSTs p50 ${fmt(pct(latencies, 0.5))} / p95 ${fmt(pct(latencies, 0.95))} / max ${fmt(latencies.at(-1) ?? NaN)} ms\n` +
        `  slots over capacity: ${over}, lost bookings: ${lost}${over === 0 && lost === 0 && booked.length === Math.min(VISITORS, 50 * CAPACITY) ? ' (all places taken, none twice)' : ' ← FAILED'}`,
    );
  } finally {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
    if (dbName) {
      const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  }
}

const drivers = process.argv[2] ? [process.argv[2]] : ['pglite'];
for (const driver of drivers) await run(driver);
process.exit(0);
