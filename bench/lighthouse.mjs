#!/usr/bin/env node
// Lighthouse on the pages a customer sees first (issue 34): landing, sign-in, dashboard, agent settings, public chat,
// billing and analytics, with Lighthouse's default mobile profile (Moto G class device, slow 4G, 4x CPU slowdown) in
// Debian's Chromium. Prints performance, accessibility and best practices per page. Aims: accessibility 100
// everywhere, performance >= 90, best practices >= 95.
// Run after `npm run build`:  node bench/lighthouse.mjs [--json] [--runs N] [--save DIR] [--extra]
//   --runs N: each page measured N times (default 1), the median run reported (by performance score), with the
//   range of the performance scores; --save DIR: every report written there as JSON, to read its audits (with
//   --traces, each run's Chromium trace beside it, to see the main thread's long tasks);
//   --only Landing,Dashboard: those pages alone (the names of the first column);
//   --extra: seven more pages of the signed-in app and the registration form, after the seven;
//   --calibrate: Lighthouse's CPU slowdown fitted to this machine's speed at the moment of each run, as Lighthouse's
//   docs/throttling.md advises on a slower host (see calibratedSlowdown below). The default 4x assumes a high-end
//   desktop (benchmarkIndex 1500-2000); a shared machine under load measures 150-600 and, slowed 4x again, stands for
//   a phone several times slower than the mid-tier one the mobile profile means. Both are worth printing: the default
//   is the figure of record, the calibrated one says what the page costs on the intended phone.
//   CHROMIUM_PATH (default /usr/bin/chromium), LH_PORT (default random).
import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { chromium } from '@playwright/test';
import * as lighthouseConstants from 'lighthouse/core/config/constants.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { ownerWithShopAgent } from './support/owner-client.mjs';
import { startBuiltServer } from './support/built-server.mjs';

const port = Number(process.env.LH_PORT ?? 3900 + Math.floor(Math.random() * 400));
const base = `http://127.0.0.1:${port}`;
const asJson = process.argv.includes('--json');
const argValue = (name) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};
const runs = Math.max(1, Number(argValue('--runs') ?? 1));
const saveDir = argValue('--save');
const calibrate = process.argv.includes('--calibrate');
const saveTraces = process.argv.includes('--traces');

/**
 * The device the default mobile profile stands for: a high-end desktop (benchmarkIndex 1500-2000, Lighthouse's
 * docs/throttling.md) slowed 4x, i.e. a benchmarkIndex of about 440 (a mid-tier phone, bracket 125-800). The slowdown
 * that brings this machine there right now is its benchmarkIndex / 440, kept between 1x and Lighthouse's 4x.
 */
const TARGET_BENCHMARK_INDEX = 1750 / 4;
async function calibratedSlowdown(port) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    // Lighthouse's own benchmark, the one it reports as environment.benchmarkIndex; the median of three.
    const runs = [];
    for (let i = 0; i < 3; i += 1) runs.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
    await page.close();
    const index = runs.sort((a, b) => a - b)[1];
    return { index, slowdown: Math.min(4, Math.max(1, index / TARGET_BENCHMARK_INDEX)) };
  } finally {
    // Only the CDP connection is closed; the browser belongs to chrome-launcher.
    await browser.close().catch(() => undefined);
  }
}
if (saveDir) fs.mkdirSync(saveDir, { recursive: true });

const server = await startBuiltServer({ port, prefix: 'agenti-lighthouse-' });
let chrome;
try {
  // An owner with an agent, a document and a conversation, the way a customer gets there.
  const { cookie, agent } = await ownerWithShopAgent(base, server.log, 'lighthouse');

  chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  /** @type {[string, string, boolean][]} */
  const allPages = [
    ['Landing', '/', false],
    ['Accesso', '/auth/login', false],
    ['Dashboard', '/dashboard', true],
    ['Impostazioni agente', `/agent/${agent.id}/settings`, true],
    ['Chat pubblica', `/agent/public-chat/${agent.id}`, false],
    ['Fatturazione', '/billing', true],
    ['Analisi', '/analytics', true],
  ];
  // --extra: the other pages a customer's team opens, beyond the seven the issue names.
  if (process.argv.includes('--extra'))
    allPages.push(
      ['Utenti', '/users', true],
      ['Integrazioni', '/integrations', true],
      ['Richieste', '/inbox', true],
      ['Contatti', '/contacts', true],
      ['Agenti', '/agents', true],
      ['Chat di prova', `/agent/${agent.id}/chat`, true],
      ['Profilo', '/profile', true],
      ['Registrazione', '/auth/register', false],
    );
  const only = argValue('--only')?.split(',');
  const pages = only ? allPages.filter(([name]) => only.includes(name)) : allPages;
  // Lighthouse's simulated throttling still reads the CPU time this machine spent: a busy machine varies by some
  // points between runs, hence the median of several runs. The pages are measured in turn, round after round, so a
  // minute of load falls on every page alike.
  /** @type {NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'][][]} */
  const measured = pages.map(() => []);
  for (let round = 0; round < runs; round += 1) {
    for (const [index, [name, url, signedIn]] of pages.entries()) {
      // A run Lighthouse could not finish (a page that never painted under the throttling, Chromium busy) is tried
      // again twice, then reported with Lighthouse's reason.
      let run;
      for (let attempt = 0; attempt < 3 && (!run || run.lhr.runtimeError); attempt += 1) {
        const fitted = calibrate ? await calibratedSlowdown(chrome.port) : undefined;
        run = await lighthouse(
          base + url,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices'],
            ...(signedIn ? { extraHeaders: { cookie: cookie() } } : {}),
            ...(fitted ? { throttling: { ...lighthouseConstants.throttling.mobileSlow4G, cpuSlowdownMultiplier: fitted.slowdown } } : {}),
          },
          // Lighthouse's default configuration: the mobile profile.
          undefined,
        );
      }
      // Lighthouse's type allows no result; the code above always ran it at least once.
      if (!run) throw new Error(`${name}: Lighthouse gave no result`);
      if (run.lhr.runtimeError) console.error(`${name}: ${run.lhr.runtimeError.code} ${run.lhr.runtimeError.message}`);
      if (saveDir) fs.writeFileSync(path.join(saveDir, `${index}-${round}.json`), JSON.stringify(run.lhr));
      if (saveDir && saveTraces) fs.writeFileSync(path.join(saveDir, `${index}-${round}.trace.json`), JSON.stringify(run.artifacts.Trace));
      measured[index].push(run.lhr);
    }
  }
  const results = [];
  for (const [index, [name, url]] of pages.entries()) {
    const perf = (lhr) => lhr.categories.performance?.score ?? 0;
    const sorted = [...measured[index]].sort((a, b) => perf(a) - perf(b));
    const lhr = sorted[Math.floor((sorted.length - 1) / 2)];
    const { categories, audits } = lhr;
    const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
    const failing = (id) =>
      categories[id].auditRefs
        // A missing audit or one without a score (null) is not failing.
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id);
    const metric = (id) => Math.round(audits[id]?.numericValue ?? 0);
    results.push({
      page: name,
      url,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      performanceRange: [perf(sorted[0]), perf(sorted.at(-1))].map((v) => Math.round(v * 100)),
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      cpuSlowdown: Math.round(lhr.configSettings.throttling.cpuSlowdownMultiplier * 100) / 100,
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
      // A signed-in page that ended on the sign-in form measured the wrong page: said, not hidden.
      finalPath: new URL(lhr.finalDisplayedUrl).pathname,
      failing: { accessibility: failing('accessibility'), bestPractices: failing('best-practices') },
    });
  }

  if (asJson) console.log(JSON.stringify(results, null, 2));
  else {
    const pad = (v, n) => String(v).padEnd(n);
    if (runs > 1) console.log(`Mediana di ${runs} misure per pagina (tra parentesi le prestazioni minima e massima)`);
    console.log(
      calibrate
        ? 'CPU rallentata quanto basta a fare di questa macchina un telefono di fascia media (--calibrate), colonna CPU'
        : 'Profilo mobile di Lighthouse, CPU rallentata 4 volte (BI: benchmarkIndex di questa macchina durante la misura)',
    );
    console.log(
      `${pad('Pagina', 22)}${pad('Prestazioni', 15)}${pad('Accessibilità', 15)}${pad('Best practice', 15)}${pad('FCP', 9)}${pad('LCP', 9)}${pad('TBT', 9)}${pad('CLS', 7)}${pad('BI', 6)}CPU`,
    );
    for (const r of results) {
      const perf = runs > 1 ? `${r.performance} (${r.performanceRange.join('–')})` : r.performance;
      console.log(
        `${pad(r.page, 22)}${pad(perf, 15)}${pad(r.accessibility, 15)}${pad(r.bestPractices, 15)}${pad(`${r.fcpMs} ms`, 9)}${pad(`${r.lcpMs} ms`, 9)}${pad(`${r.tbtMs} ms`, 9)}${pad(r.cls, 7)}${pad(r.benchmarkIndex, 6)}${r.cpuSlowdown}x`,
      );
      if (r.finalPath !== new URL(base + r.url).pathname) console.log(`  ATTENZIONE: la pagina è finita su ${r.finalPath}`);
      for (const [category, ids] of Object.entries(r.failing))
        if (ids.length) console.log(`  ${category} da migliorare: ${ids.join(', ')}`);
    }
    const miss = results.filter((r) => r.accessibility < 100 || r.performance < 90 || r.bestPractices < 95);
    console.log(miss.length ? `\nSotto gli obiettivi: ${miss.map((r) => r.page).join(', ')}` : '\nTutti gli obiettivi raggiunti.');
  }
} finally {
  await chrome?.kill();
  server.stop();
}
