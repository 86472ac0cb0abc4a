#!/usr/bin/env node
// Unit and API integration tests: always on PGlite; again on PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';

function vitest(env, args) {
  const result = spawnSync('npx', ['vitest', 'run', ...args], { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

const extra = process.argv.slice(2);
let status = vitest({ TEST_DRIVER: 'pglite' }, extra);
if (status === 0 && process.env.TEST_DATABASE_URL) {
  console.log('\n── The API integration suite again, on PostgreSQL ──\n');
  // Left out of this pass: checks that do not depend on the driver and cost minutes — the recall floors (chunker and
  // ranking, ADR 0121), the authorization matrix (route policies, ADR 0110; the property tests still run here) and
  // the SIGKILL test (it kills a server on an embedded data directory whatever the driver).
  const driverIndependent = ['**/retrieval-quality.test.ts', '**/authorization-matrix.test.ts', '**/crash-safety.test.ts'].flatMap(
    (glob) => ['--exclude', glob],
  );
  status = vitest({ TEST_DRIVER: 'postgres' }, ['apps/server', ...driverIndependent, ...extra]);
}
process.exit(status);
