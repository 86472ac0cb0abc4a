import path from 'node:path';
import { E2E_ROOT, E2E_PORT, RUN_DIR } from '../support/env';

/**
 * The cluster run (npm run test:cluster): nginx on E2E_PORT in front of three instances on the next ports, all
 * on one PostgreSQL database and one S3-protocol bucket. `run-cluster.mjs` sets E2E_PORT, E2E_SMTP_PORT and
 * E2E_RUN_DIR so the shared helpers (mailbox, fixtures) talk to this run.
 */
export const INSTANCE_PORTS = [E2E_PORT + 1, E2E_PORT + 2, E2E_PORT + 3];
export const SERVER_ENTRY = path.join(E2E_ROOT, '..', 'apps', 'server', 'dist', 'main.js');
/** What the setup started, for the tests (other processes) to kill and restart instances, and for the teardown. */
export const STATE_FILE = path.join(RUN_DIR, 'cluster.json');

export interface ClusterState {
  /** The environment every instance shares (database, bucket, secret, mail). */
  env: Record<string, string>;
  /** The pid serving each port, updated by a test that restarts an instance. */
  pids: Record<string, number>;
  nginxPid: number;
  databaseName: string;
  adminUrl: string;
}
