// The services a cluster of instances runs on, each a process of its own on its own port, so a test can stop and
// start them without touching the machine's shared PostgreSQL (5432) or Redis (6379): a PostgreSQL server made with
// initdb in a directory of the run, a redis-server, and the S3-protocol stand-in (s3rver). Used by the cluster
// test (e2e/cluster) and the soak benchmark (bench/soak.mjs).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const S3_SERVER = fileURLToPath(new URL('./s3-server.mjs', import.meta.url));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The directory of PostgreSQL's server programs (initdb, pg_ctl), or null when none is installed. */
export function postgresBinDir() {
  const configured = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  const candidates = [];
  if (configured.status === 0) candidates.push(configured.stdout.trim());
  if (existsSync('/usr/lib/postgresql')) {
    for (const version of readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a))) {
      candidates.push(`/usr/lib/postgresql/${version}/bin`);
    }
  }
  return candidates.find((dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'))) ?? null;
}

/** initdb refuses to run as root: as root, PostgreSQL's programs run as the `postgres` user. */
function asPostgres(bin, args) {
  const isRoot = process.getuid?.() === 0;
  return isRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
}

function runPg(binDir, program, args) {
  const [command, argv] = asPostgres(path.join(binDir, program), args);
  execFileSync(command, argv, { stdio: ['ignore', 'ignore', 'inherit'] });
}

/** Whether something accepts connections on 127.0.0.1:`port`. */
function listening(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitForPort(port, what, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await listening(port)) return;
    await sleep(100);
  }
  throw new Error(`${what} did not listen on ${port} within ${timeoutMs / 1000} s`);
}

/**
 * Refuses to start `what` on a port something already listens on: the new server would fail to bind and exit, and
 * the run would go on with the other one, which stopping by pid then never stops (an earlier run's Redis, left
 * behind when that run was killed, answered a fault test's sign-ins after it 'stopped' Redis).
 */
async function requireFreePort(port, what) {
  if (await listening(port)) throw new Error(`${what}: port ${port} is taken already (a process left by an earlier run?)`);
}

/**
 * A new PostgreSQL server in `dir` (initdb, trust authentication for local connections, no fsync: test data) on
 * `port`. Answers how to reach and control it; `pg_ctl` with `-m fast` restarts it the way a database failover does.
 */
export async function startPostgres({ dir, port }) {
  const binDir = postgresBinDir();
  if (!binDir) throw new Error('PostgreSQL server programs (initdb, pg_ctl) not found');
  mkdirSync(dir, { recursive: true });
  if (process.getuid?.() === 0) {
    const { uid, gid } = postgresUser();
    chownSync(dir, uid, gid);
  }
  runPg(binDir, 'initdb', ['-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  const control = { binDir, dir, port };
  postgresCtl(control, 'start');
  return { ...control, url: `postgres://postgres@127.0.0.1:${port}/postgres` };
}

/** `start`, `stop` (fast: open connections are cut, as in a failover) or `restart` the server made by startPostgres. */
export function postgresCtl({ binDir, dir, port }, action) {
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=off -c max_connections=200`;
  const args = ['-D', dir, '-l', path.join(dir, 'server.log'), '-m', 'fast', '-w', '-t', '60'];
  runPg(binDir, 'pg_ctl', action === 'stop' ? [...args, 'stop'] : [...args, '-o', options, action]);
}

/** A server left running in `dir` by a run that was cut short is stopped before the directory is reused. */
export function stopLeftoverPostgres(dir) {
  const binDir = postgresBinDir();
  if (!binDir || !existsSync(path.join(dir, 'postmaster.pid'))) return;
  try {
    runPg(binDir, 'pg_ctl', ['-D', dir, '-m', 'immediate', '-w', 'stop']);
  } catch {
    // not running after all
  }
}

function postgresUser() {
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

/** A redis-server on `port` that keeps nothing on disk; answers its pid once it accepts connections. */
export async function startRedis({ port }) {
  await requireFreePort(port, 'redis-server');
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  child.unref();
  await waitForPort(port, 'redis-server');
  return child.pid;
}

/** The S3-protocol stand-in on `port`, keeping its objects in `dir` (kept across restarts); answers its pid. */
export async function startS3({ port, dir, bucket }) {
  await requireFreePort(port, 'the S3 server');
  const child = spawn(process.execPath, [S3_SERVER, String(port), dir, bucket], { stdio: ['ignore', 'ignore', 'inherit'] });
  child.unref();
  await waitForPort(port, 'the S3 server');
  return child.pid;
}

/** Stops a process started above and waits until it is gone (its port free again). */
export async function stopProcess(pid, signal = 'SIGTERM') {
  try {
    process.kill(pid, signal);
  } catch {
    return;
  }
  for (let i = 0; i < 100; i += 1) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await sleep(50);
  }
}
