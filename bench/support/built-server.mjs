// The built product (apps/server/dist, after `npm run build`) started for a bench: its own data directory on PGlite,
// no SMTP (the verification links are read from its log), no rate limits, no embedding model.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts the server on `port` and resolves once `/api/health` answers. `log()` is its output so far (the last
 * 500 KB); `stop()` ends it and removes its data directory. `launcher`: a command the server runs under (valgrind);
 * `env`: variables to add (a PostgreSQL `DATABASE_URL`). `pid` is the server's process (the launcher's, which execs it).
 * @param {{ port: number, prefix: string, launcher?: string[], env?: Record<string, string> }} options
 */
export async function startBuiltServer({ port, prefix, launcher = [], env = {} }) {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  let log = '';
  const [command, ...args] = [...launcher, process.execPath, path.join(ROOT, 'apps/server/dist/main.js')];
  const server = spawn(/** @type {string} */ (command), args, {
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
      DATABASE_URL: '',
      SMTP_URL: '',
      EMBEDDING_MODEL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (d) => (log = (log + d).slice(-500_000)));
  server.stderr.on('data', (d) => (log = (log + d).slice(-500_000)));
  const stop = () => {
    server.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; ; i += 1) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 3000 || server.exitCode !== null) {
      stop();
      throw new Error(`server did not start:\n${log}`);
    }
    await sleep(100);
  }
  return { base, pid: /** @type {number} */ (server.pid), log: () => log, stop };
}
