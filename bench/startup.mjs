#!/usr/bin/env node
// Foundation figures (issue 2): cold start of the built server to the first 200 on `/` on a new and on an
// existing data dir, server RSS at idle, and the gzip size of the JavaScript the landing page loads.
// Run after `npm run build`:  node bench/startup.mjs
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(root, 'apps/server/dist/main.js');
const port = 3300 + Math.floor(Math.random() * 500);

async function startAndTime(dataDir) {
  const started = performance.now();
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/`);
      if (res.status === 200) break;
    } catch {
      /* not yet */
    }
    if (performance.now() - started > 60_000) throw new Error('server did not start in 60 s');
    await new Promise((r) => setTimeout(r, 20));
  }
  return { ms: performance.now() - started, child };
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

/** Every script a real browser fetches for the landing page, lazy chunks included. */
async function landingScripts(url) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const page = await browser.newPage();
  const seen = new Set();
  page.on('response', (res) => {
    if (res.url().endsWith('.js')) seen.add(res.url());
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await browser.close();
  return [...seen];
}

async function stop(child) {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agenti-bench-'));
try {
  const fresh = await startAndTime(dataDir);
  await stop(fresh.child);
  const warm = await startAndTime(dataDir);
  await new Promise((r) => setTimeout(r, 3000));
  const rss = rssMb(warm.child.pid);

  const scripts = await landingScripts(`http://127.0.0.1:${port}/`);
  let gz = 0;
  for (const src of scripts) gz += gzipSync(Buffer.from(await (await fetch(src)).arrayBuffer()), { level: 9 }).length;
  await stop(warm.child);

  console.log('Foundation figures');
  console.log(`  cold start, new data dir       : ${(fresh.ms / 1000).toFixed(2)} s`);
  console.log(`  cold start, existing data dir  : ${(warm.ms / 1000).toFixed(2)} s   (aim ≤ 3 s)`);
  console.log(`  server RSS at idle             : ${rss.toFixed(0)} MB`);
  console.log(
    `  landing page JavaScript (gzip) : ${(gz / 1024).toFixed(1)} KB in ${scripts.length} file(s), every script the page requested until the network was idle   (aim ≤ 120 KB)`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
