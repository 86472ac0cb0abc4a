import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { SERVER_ENTRY, STATE_FILE, type ClusterState } from './cluster-env';

export const readState = (): ClusterState => JSON.parse(readFileSync(STATE_FILE, 'utf8')) as ClusterState;
const writeState = (state: ClusterState) => writeFileSync(STATE_FILE, JSON.stringify(state, null, 2));

/** Starts one instance of the built product on `port` with the cluster's shared settings; resolves when it is ready. */
export async function startInstance(state: ClusterState, port: number): Promise<number> {
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: { ...process.env, ...state.env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: false,
  });
  child.unref();
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the instance on port ${port} exited with code ${child.exitCode}`);
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return child.pid!;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the instance on port ${port} was not ready within 60 s`);
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
