#!/usr/bin/env node
// npm run test:cluster: three instances of the built product behind nginx, on a PostgreSQL server, a Redis and an
// S3-protocol server of the run's own, driven by Chromium (e2e/cluster). Without nginx, Chromium, PostgreSQL's server
// programs (initdb, pg_ctl) or redis-server it is skipped with the reason, except under CI=true, where that is a
// failure. Every port derives from CLUSTER_PORT (default 3720): nginx on it, the instances on the next three, the SMTP
// sink on +4 (or CLUSTER_SMTP_PORT), the S3 server on +5, PostgreSQL on +6, Redis on +7.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { chromiumPath } from './support/chromium-path.mjs';
import { postgresBinDir } from '../scripts/cluster-services.mjs';

const chromium = chromiumPath();
const missing = [];
if (!existsSync(chromium)) missing.push(`Chromium at ${chromium}`);
if (spawnSync('nginx', ['-v']).error) missing.push('nginx (apt-get install -y nginx-light)');
if (!postgresBinDir()) missing.push("PostgreSQL's server programs initdb and pg_ctl (apt-get install -y postgresql)");
if (spawnSync('redis-server', ['--version']).error) missing.push('redis-server (apt-get install -y redis-server)');
if (missing.length > 0) {
  const message = `The cluster test needs ${missing.join(', ')}.`;
  if (process.env.CI === 'true') {
    console.error(`ERRORE: ${message}`);
    process.exit(1);
  }
  console.warn(`Cluster test SKIPPED: ${message}`);
  process.exit(0);
}
const port = Number(process.env.CLUSTER_PORT ?? 3720);
const result = spawnSync('npx', ['playwright', 'test', '-c', 'playwright.cluster.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  cwd: new URL('.', import.meta.url).pathname,
  env: {
    ...process.env,
    E2E_PORT: String(port),
    E2E_SMTP_PORT: process.env.CLUSTER_SMTP_PORT ?? String(port + 4),
    E2E_RUN_DIR: process.env.CLUSTER_RUN_DIR ?? new URL('.run-cluster', import.meta.url).pathname,
  },
});
process.exit(result.status ?? 1);
