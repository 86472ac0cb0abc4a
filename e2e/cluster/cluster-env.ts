import path from 'node:path';
import { E2E_ROOT, E2E_PORT, RUN_DIR } from '../support/env';

/**
 * The cluster run (npm run test:cluster): nginx on E2E_PORT in front of three instances on the next three ports,
 * all on one PostgreSQL server, one Redis and one S3-protocol bucket of their own, each on a port derived from
 * E2E_PORT (the SMTP sink is E2E_SMTP_PORT, E2E_PORT + 4 from run-cluster.mjs), so two runs side by side never meet
 * and the machine's shared PostgreSQL and Redis are never stopped by a test. `run-cluster.mjs` sets E2E_PORT,
 * E2E_SMTP_PORT and E2E_RUN_DIR so the shared helpers (mailbox, fixtures) talk to this run.
 */
export const INSTANCE_PORTS = [E2E_PORT + 1, E2E_PORT + 2, E2E_PORT + 3];
export const S3_PORT = E2E_PORT + 5;
export const POSTGRES_PORT = E2E_PORT + 6;
export const REDIS_PORT = E2E_PORT + 7;
export const SERVER_ENTRY = path.join(E2E_ROOT, '..', 'apps', 'server', 'dist', 'main.js');
/** What the setup started, for the tests (other processes) to kill and restart instances, and for the teardown. */
export const STATE_FILE = path.join(RUN_DIR, 'cluster.json');

export interface ClusterState {
  /** The environment every instance shares (database, bucket, secret, mail). */
  env: Record<string, string>;
  /** The pid serving each port, updated by a test that restarts an instance. */
  pids: Record<string, number>;
  nginxPid: number;
  /** The run's own PostgreSQL server (initdb in the run directory), for pg_ctl. */
  postgres: { binDir: string; dir: string; port: number };
  redis: { port: number; pid: number };
  s3: { port: number; dir: string; bucket: string; pid: number };
}
