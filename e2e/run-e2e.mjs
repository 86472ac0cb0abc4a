#!/usr/bin/env node
// Runs the browser tests with Debian's Chromium. Without a Chromium they are skipped with a clear
// message, except under CI=true, where a missing browser is a failure.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { chromiumPath } from './support/chromium-path.mjs';

const chromium = chromiumPath();
if (!existsSync(chromium)) {
  const message = `Browser tests need Chromium at ${chromium} (apt-get install -y --no-install-recommends chromium).`;
  if (process.env.CI === 'true') {
    console.error(`ERRORE: ${message}`);
    process.exit(1);
  }
  console.warn(`Browser tests SKIPPED: ${message}`);
  process.exit(0);
}
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  cwd: new URL('.', import.meta.url).pathname,
});
process.exit(result.status ?? 1);
