#!/usr/bin/env node
// Unit and API integration tests: on PGlite; on PostgreSQL too when TEST_DATABASE_URL is set, which then runs the API
// suite while PGlite runs what differs between the drivers.
// TEST_UNIT_ONLY=pglite|postgres runs one of the two passes (scripts/test-all.mjs runs them as separate jobs).
import { spawnSync } from 'node:child_process';

function vitest(env, args) {
  const result = spawnSync('npx', ['vitest', 'run', ...args], { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

const extra = process.argv.slice(2);
const only = process.env.TEST_UNIT_ONLY;
// With a PostgreSQL to run the API suite on, the PGlite pass runs what differs between the drivers (ADR 0368,
// vitest.config.ts); without one, everything runs on PGlite.
const scope = process.env.TEST_DATABASE_URL ? 'driver' : 'all';
let status = only === 'postgres' ? 0 : vitest({ TEST_DRIVER: 'pglite', TEST_PGLITE_SCOPE: scope }, extra);
if (status === 0 && only !== 'pglite' && process.env.TEST_DATABASE_URL) {
  console.log('\n── The API integration suite on PostgreSQL ──\n');
  // Which files this pass leaves out (the embedded database's own tests) is said in vitest.config.ts.
  status = vitest({ TEST_DRIVER: 'postgres' }, ['apps/server', ...extra]);
}
process.exit(status);
