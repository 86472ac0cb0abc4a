// Starts the real product API on an empty data dir and signs in a fresh owner, for the knowledge benchmarks.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { apiClient, signUpOwner } from './support/owner-client.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** Starts the server (apps/server/src/main.ts) and returns an API client signed in as a new owner with an agent. */
export async function startProduct({ keep = false } = {}) {
  execFileSync('npx', ['tsc', '-b', 'packages/shared'], { cwd: ROOT, stdio: 'inherit' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'knowledge-bench-'));
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
          LOG_LEVEL: 'info',
          RATE_LIMIT_DISABLED: 'true',
          DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
          SMTP_URL: '',
          EMBEDDING_MODEL: '',
          MAX_UPLOAD_MB: '200',
        },
        stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      },
    );
    child.stdout.on('data', (d) => {
      log += d;
      if (log.length > 1e6) log = log.slice(-5e5);
    });
    child.stderr.on('data', (d) => {
      log += d;
    });
    return child;
  };
  let server = spawnServer();
  const waitHealthy = async () => {
    for (let i = 0; ; i += 1) {
      if (
        await fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      if (i > 600 || server.exitCode !== null) throw new Error(`server did not start:\n${log}`);
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
  const stop = () => {
    server.kill('SIGTERM');
    if (!keep) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitHealthy();
    const { api } = apiClient(base);
    await signUpOwner(api, () => log);
    const agent = await api('POST', '/api/agents', { name: 'Benchmark', instructions: 'Rispondi usando i documenti.' });
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
    /** Stops the server and starts it again on the same data (sessions and the agent stay): a cold instance. */
    const restart = async () => {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      server = spawnServer();
      await waitHealthy();
    };
    return { api, agent, upload, waitProcessed, stop, restart, server, dataDir, eventLoop };
  } catch (err) {
    stop();
    throw err;
  }
}

export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}
