#!/usr/bin/env node
// npm run test:cluster: three instances of the built product behind nginx, on PostgreSQL and an S3-protocol
// server, driven by Chromium (e2e/cluster). Without nginx, Chromium or PostgreSQL it is skipped with the reason,
// except under CI=true, where that is a failure.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const missing = [];
if (!existsSync(chromium)) missing.push(`Chromium at ${chromium}`);
if (spawnSync('nginx', ['-v']).error) missing.push('nginx (apt-get install -y nginx-light)');
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
if (spawnSync('psql', [pgUrl, '-qAtc', 'select 1']).status !== 0) missing.push(`PostgreSQL at ${pgUrl} (TEST_DATABASE_URL)`);
if (missing.length > 0) {
  const message = `The cluster test needs ${missing.join(', ')}.`;
  if (process.env.CI === 'true') {
    console.error(`ERRORE: ${message}`);
    process.exit(1);
  }
  console.warn(`Cluster test SKIPPED: ${message}`);
  process.exit(0);
}
const result = spawnSync('npx', ['playwright', 'test', '-c', 'playwright.cluster.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  cwd: new URL('.', import.meta.url).pathname,
  env: {
    ...process.env,
    E2E_PORT: process.env.CLUSTER_PORT ?? '3720',
    E2E_SMTP_PORT: process.env.CLUSTER_SMTP_PORT ?? '2730',
    E2E_RUN_DIR: new URL('.run-cluster', import.meta.url).pathname,
  },
});
process.exit(result.status ?? 1);
