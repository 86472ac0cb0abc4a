#!/usr/bin/env node
// Foundation figures (issue 2): cold start of the built server to the first 200 on `/` on a new and on an
// existing data dir, server RSS at idle, and the bytes a real browser receives for the landing page: every
// script and stylesheet headless Chromium loads until the network is idle, as transferred (compressed bodies,
// as the server sends them to `Accept-Encoding: gzip, deflate, br, zstd`).
// Run after `npm run build`:  node bench/startup.mjs [--files]   (--files lists each file)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
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
  return Number(/** @type {RegExpExecArray} */ (/VmRSS:\s+(\d+)/.exec(status))[1]) / 1024;
}

/**
 * What a real browser receives for the landing page: every response Chromium got until the network was idle,
 * with the size of its body as transferred (still compressed) and of its headers, from Chromium's own network
 * accounting. A script or stylesheet the page loads lazily is included.
 */
async function landingTransfer(url) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const page = await browser.newPage();
  const pending = [];
  page.on('response', (res) => {
    pending.push(
      res
        .request()
        .sizes()
        .then((sizes) => ({
          url: res.url(),
          type: res.request().resourceType(),
          encoding: res.headers()['content-encoding'] ?? 'none',
          body: sizes.responseBodySize,
          headers: sizes.responseHeadersSize,
        })),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const responses = await Promise.all(pending);
  await browser.close();
  return responses;
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

  const responses = await landingTransfer(`http://127.0.0.1:${port}/`);
  await stop(warm.child);
  const assets = responses.filter((r) => r.type === 'script' || r.type === 'stylesheet');
  const sum = (list, key) => list.reduce((total, r) => total + r[key], 0);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const encodings = [...new Set(assets.map((r) => r.encoding))].join(', ');
  const html = responses.find((r) => r.type === 'document');

  console.log('Foundation figures');
  console.log(`  cold start, new data dir       : ${(fresh.ms / 1000).toFixed(2)} s`);
  console.log(`  cold start, existing data dir  : ${(warm.ms / 1000).toFixed(2)} s   (aim ≤ 3 s)`);
  console.log(`  server RSS at idle             : ${rss.toFixed(0)} MB`);
  console.log(
    `  landing page scripts + styles  : ${kb(sum(assets, 'body'))} as transferred (${encodings}) in ${assets.length} file(s), every one the page requested until the network was idle   (aim ≤ 110 KB)`,
  );
  console.log(`    with their response headers  : ${kb(sum(assets, 'body') + sum(assets, 'headers'))}`);
  if (html) console.log(`    plus the page (index.html)   : ${kb(html.body)} (${html.encoding}), ${kb(html.headers)} of headers`);
  if (process.argv.includes('--files')) {
    for (const r of assets.sort((a, b) => b.body - a.body))
      console.log(`    ${kb(r.body).padStart(9)}  ${r.encoding.padEnd(5)} ${new URL(r.url).pathname}`);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
