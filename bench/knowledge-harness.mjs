// Starts the real product API on an empty data dir and signs in a fresh owner, for the knowledge benchmarks.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { apiClient, signUpOwner } from './support/owner-client.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BENCH_PASSWORD = 'Password1!';
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (s.address());
      s.close(() => resolve(port));
    });
  });

/** The server's resident memory now and at its peak, in MB (Linux /proc). */
export function rssOf(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0);
    return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
  } catch {
    return { rssMb: 0, peakMb: 0 };
  }
}

/**
 * A new PostgreSQL database for one run, on the server of BENCH_PG_URL (default the local one), dropped by `drop`.
 */
export async function benchDatabase(prefix) {
  const { default: pg } = await import('pg');
  const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `${prefix}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * @typedef {{ url: string, dataDir: string, email: string, agentId: string }} KeptRun  the file `keepDatabase` writes
 * @typedef {{ keep?: boolean, postgres?: boolean, databaseUrl?: string, dataDir?: string, signUp?: boolean,
 *   keepDatabase?: string, reuse?: KeptRun | null }} StartOptions
 * @typedef {{ rssMb: number, peakMb: number }} Rss
 * @typedef {import('node:child_process').ChildProcess} Child
 * @typedef {{ base: string, stop: () => Promise<void>, server: () => Child, restart: () => Promise<void>,
 *   rss: () => Rss, dataDir: string }} BareProduct  the server only (`signUp: false`)
 * @typedef {{ api: ReturnType<typeof apiClient>['api'], cookie: () => string, base: string, agent: { id: string }, sql: (text: string) => Promise<any[]>,
 *   buyPlan: (plan: string) => Promise<void>, upload: (name: string, data: BlobPart | Buffer, type: string) => Promise<any>,
 *   waitProcessed: (count: number, intervalMs?: number) => Promise<any[]>, stop: () => Promise<void>,
 *   restart: () => Promise<void>, server: Child, dataDir: string, rss: () => Rss,
 *   eventLoop: { reset: () => Promise<any>, report: () => Promise<any> } }} Product  signed in, with an agent
 */
/**
 * @overload
 * @param {StartOptions & { signUp: false }} options
 * @returns {Promise<BareProduct>}
 */
/**
 * @overload
 * @param {StartOptions & { signUp?: true }} [options]
 * @returns {Promise<Product>}
 */
/**
 * Starts the server (apps/server/src/main.ts) and returns an API client signed in as a new owner with an agent.
 * `postgres`: on a new PostgreSQL database (benchDatabase) instead of the embedded PGlite; `databaseUrl` or `dataDir`:
 * on one already seeded.
 */
export async function startProduct({
  keep = false,
  postgres = false,
  databaseUrl = '',
  dataDir: givenDataDir = '',
  signUp = true,
  keepDatabase = '',
  reuse = /** @type {KeptRun | null} */ (null),
} = {}) {
  execFileSync('npx', ['tsc', '-b', 'packages/shared'], { cwd: ROOT, stdio: 'inherit' });
  const dataDir = givenDataDir || reuse?.dataDir || fs.mkdtempSync(path.join(os.tmpdir(), 'knowledge-bench-'));
  // A kept or reused run leaves its data (PGlite folder or PostgreSQL database) in place.
  keep ||= Boolean(keepDatabase || reuse);
  const database = postgres && !reuse ? await benchDatabase('knowledge_bench') : null;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let log = '';
  // The probe measures the server's event-loop delay from inside its process (see event-loop-probe.mjs).
  const spawnServer = () => {
    const child = spawn(
      process.execPath,
      [
        ...(process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean),
        '--import',
        'tsx',
        '--import',
        './bench/event-loop-probe.mjs',
        'apps/server/src/main.ts',
      ],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          PORT: String(port),
          HOST: '127.0.0.1',
          APP_URL: base,
          NODE_ENV: 'production',
          LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
          RATE_LIMIT_DISABLED: 'true',
          DATABASE_URL: database?.url ?? (reuse?.url || databaseUrl || process.env.BENCH_DATABASE_URL || ''),
          SMTP_URL: '',
          EMBEDDING_MODEL: '',
          MAX_UPLOAD_MB: '200',
        },
        stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      },
    );
    /** @type {import('node:stream').Readable} */ (child.stdout).on('data', (d) => {
      log += d;
      if (log.length > 1e6) log = log.slice(-5e5);
    });
    /** @type {import('node:stream').Readable} */ (child.stderr).on('data', (d) => {
      log += d;
    });
    return child;
  };
  let server = spawnServer();
  /** Stops the server and starts it again on the same data (sessions and the agent stay): a cold instance. */
  const restartServer = async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    server = spawnServer();
    await waitHealthy();
  };
  const waitHealthy = async () => {
    for (let i = 0; ; i += 1) {
      if (
        await fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      // Three minutes: a machine shared with other runs may take that long to migrate a new database.
      if (i > 1800 || server.exitCode !== null) throw new Error(`server did not start:\n${log}`);
      await sleep(100);
    }
  };
  const ask = (message) =>
    new Promise((resolve) => {
      server.once('message', resolve);
      server.send(message);
    });
  /** The server's event-loop delay: reset() starts a window, report() gives { maxMs, p99Ms, meanMs } since. */
  const eventLoop = { reset: () => ask('event-loop:reset'), report: () => ask('event-loop:report') };
  const stop = async () => {
    // The server's output (e.g. with BENCH_SERVER_ARGS=--trace-gc), kept when asked for.
    if (process.env.BENCH_SERVER_LOG) fs.writeFileSync(process.env.BENCH_SERVER_LOG, log);
    const exited = new Promise((/** @type {(value?: unknown) => void} */ resolve) =>
      server.exitCode !== null ? resolve() : server.once('exit', resolve),
    );
    server.kill('SIGTERM');
    await exited;
    if (!keep) fs.rmSync(dataDir, { recursive: true, force: true });
    if (!keepDatabase) await database?.drop();
  };
  try {
    await waitHealthy();
    if (!signUp) return { base, stop, server: () => server, restart: () => restartServer(), rss: () => rssOf(server.pid), dataDir };
    const { api, cookie } = apiClient(base);
    let agent;
    if (reuse) {
      // A database kept by an earlier run (`keepDatabase`): its owner signs in again, its agent is the one searched.
      await api('POST', '/api/auth/login', { email: reuse.email, password: BENCH_PASSWORD, rememberMe: true });
      agent = { id: reuse.agentId };
    } else {
      const email = await signUpOwner(api, () => log);
      agent = await api('POST', '/api/agents', { name: 'Benchmark', instructions: 'Rispondi usando i documenti.' });
      if (keepDatabase) {
        fs.writeFileSync(
          keepDatabase,
          JSON.stringify({ url: database?.url ?? '', dataDir: database ? '' : dataDir, email, agentId: agent.id }),
        );
        console.log(`data kept: ${database?.url ?? dataDir} (reuse it with the file ${keepDatabase})`);
      }
    }
    /** Subscribes the owner to `plan` through the simulated checkout (a million chunks need Avanzato's 10 GB). */
    const buyPlan = async (plan) => {
      await api('PUT', '/api/billing/profile', {
        companyName: 'Banco Prova S.r.l.',
        vatNumber: '12345678903',
        fiscalCode: null,
        address: 'Via Roma 1',
        postalCode: '00184',
        city: 'Roma',
        province: 'RM',
        country: 'IT',
        sdiCode: 'M5UXCR1',
        pec: null,
      });
      const { url } = await api('POST', '/api/billing/checkout', { plan });
      await api('POST', `/api/billing/simulated-checkout/${String(url).split('/').pop()}/complete`);
    };
    const upload = (name, data, type) => {
      const form = new FormData();
      form.set('file', new Blob([data], { type }), name);
      return api('POST', `/api/agents/${agent.id}/documents`, form);
    };
    /** Polls the list until `count` documents are processed (fails on an error state). */
    const waitProcessed = async (count, intervalMs = 25) => {
      for (;;) {
        const { documents } = await api('GET', `/api/agents/${agent.id}/documents`);
        const failed = documents.filter((d) => d.status === 'error' || d.status === 'transcription_not_configured');
        if (failed.length) throw new Error(`not processed: ${failed.map((d) => `${d.fileName}: ${d.error}`).join('; ')}`);
        if (documents.filter((d) => d.status === 'processed').length >= count) return documents;
        await sleep(intervalMs);
      }
    };
    /** A statement on the product's PostgreSQL database (runs with --postgres or a reused database only). */
    const runSql = async (text) => {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: database?.url ?? reuse?.url ?? databaseUrl });
      await client.connect();
      try {
        return (await client.query(text)).rows;
      } finally {
        await client.end();
      }
    };
    return {
      api,
      /** The session cookie, for a request `api` does not make (a streamed chat answer). */
      cookie,
      base,
      agent,
      sql: runSql,
      buyPlan,
      upload,
      waitProcessed,
      stop,
      restart: restartServer,
      server,
      dataDir,
      eventLoop,
      rss: () => rssOf(server.pid),
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}
