import { spawn } from 'node:child_process';
import { mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RUN_DIR } from '../support/env';
import { postgresCtl, startRedis, startS3, stopProcess } from '../../scripts/cluster-services.mjs';
import { SERVER_ENTRY, STATE_FILE, type ClusterState } from './cluster-env';

export const readState = (): ClusterState => JSON.parse(readFileSync(STATE_FILE, 'utf8')) as ClusterState;
const writeState = (state: ClusterState) => writeFileSync(STATE_FILE, JSON.stringify(state, null, 2));

/** Where an instance's log lines go (appended across restarts): the fault tests read them. */
export const instanceLog = (port: number) => path.join(RUN_DIR, 'logs', `${port}.log`);

/**
 * How long an instance may take to be ready: the first boot migrates a new database, and three instances boot at once
 * on a machine that may be busy.
 */
const BOOT_TIMEOUT_MS = 180_000;

/** Starts one instance of the built product on `port` with the cluster's shared settings; resolves when it is ready. */
export async function startInstance(state: ClusterState, port: number): Promise<number> {
  mkdirSync(path.dirname(instanceLog(port)), { recursive: true });
  const log = openSync(instanceLog(port), 'a');
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: { ...process.env, ...state.env, PORT: String(port) },
    stdio: ['ignore', log, log],
    detached: false,
  });
  child.unref();
  const deadline = Date.now() + BOOT_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the instance on port ${port} exited with code ${child.exitCode}`);
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return child.pid!;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the instance on port ${port} was not ready within ${BOOT_TIMEOUT_MS / 1000} s (its log: ${instanceLog(port)})`);
}

/** Kills an instance the hard way (power cut, OOM killer): no shutdown code runs. */
export function killInstance(port: number): void {
  const state = readState();
  process.kill(state.pids[String(port)]!, 'SIGKILL');
}

/** Starts the instance of `port` again, as systemd's Restart=always would, and records its pid. */
export async function restartInstance(port: number): Promise<void> {
  const state = readState();
  state.pids[String(port)] = await startInstance(state, port);
  writeState(state);
}

export { writeState };

/** The run's own PostgreSQL server: `restart` cuts every connection and comes back, as a failover does. */
export function postgres(action: 'start' | 'stop' | 'restart'): void {
  postgresCtl(readState().postgres, action);
}

/** Stops the run's Redis (the machine's shared one is never touched). */
export async function stopRedis(): Promise<void> {
  await stopProcess(readState().redis.pid);
}

export async function startRedisAgain(): Promise<void> {
  const state = readState();
  state.redis.pid = await startRedis({ port: state.redis.port });
  writeState(state);
}

/** Stops the S3-protocol server; its objects stay on disk for when it starts again. */
export async function stopS3(): Promise<void> {
  await stopProcess(readState().s3.pid);
}

export async function startS3Again(): Promise<void> {
  const state = readState();
  state.s3.pid = await startS3(state.s3);
  writeState(state);
}
