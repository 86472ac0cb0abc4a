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
  status = vitest({ TEST_DRIVER: 'postgres' }, ['apps/server', ...extra]);
}
process.exit(status);
