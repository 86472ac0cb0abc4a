import { spawn, type ChildProcess } from 'node:child_process';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface Answer {
  statusCode: number;
  body: string;
  json: () => any; // eslint-disable-line @typescript-eslint/no-explicit-any
  headers: Record<string, string>;
}

/** A free port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The real server (apps/server/src/main.ts, through tsx) as a child process on `dataDir`, for tests that must kill
 * it outright (SIGKILL) and start it again on the same data. `request` speaks to it over a real socket, with the
 * same shape as TestApp's.
 */
export async function startServerProcess(dataDir: string, port: number, env: Record<string, string> = {}) {
  const base = `http://127.0.0.1:${port}`;
  let log = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
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
      SHUTDOWN_GRACE_MS: '2000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  for (let i = 0; ; i += 1) {
    const healthy = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    if (child.exitCode !== null || i > 1200) throw new Error(`server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }

  const request = async (options: {
    method: string;
    url: string;
    payload?: unknown;
    cookie?: string;
    headers?: Record<string, string>;
  }): Promise<Answer> => {
    const isBuffer = Buffer.isBuffer(options.payload);
    const isText = typeof options.payload === 'string';
    const res = await fetch(base + options.url, {
      method: options.method,
      headers: {
        ...(options.payload !== undefined && !isBuffer && !isText ? { 'content-type': 'application/json' } : {}),
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...(options.headers ?? {}),
      },
      body:
        options.payload === undefined
          ? undefined
          : isBuffer
            ? new Uint8Array(options.payload as Buffer)
            : isText
              ? (options.payload as string)
              : JSON.stringify(options.payload),
    });
    const body = await res.text();
    const headers: Record<string, string> = {};
    res.headers.forEach((value, key) => (headers[key] = value));
    const cookies = res.headers.getSetCookie();
    if (cookies.length) headers['set-cookie'] = cookies.join('\n');
    return { statusCode: res.status, body, json: () => JSON.parse(body), headers };
  };

  return {
    base,
    port,
    request,
    log: () => log,
    /** Sign-in through the real endpoint: the session cookie. */
    signIn: async (user: { email: string; password: string }) => {
      const res = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: user.email, password: user.password, rememberMe: true }),
      });
      if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
      return res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0]!)
        .filter((c) => !c.endsWith('='))
        .join('; ');
    },
    /** Killed outright: no shutdown code runs (a crash, the OOM killer, a power cut of the process). */
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    /** A normal stop (SIGTERM), so the data directory can be opened by the test afterwards. */
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export type ServerProcess = Awaited<ReturnType<typeof startServerProcess>>;
