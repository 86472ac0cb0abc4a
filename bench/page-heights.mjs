#!/usr/bin/env node
// How far a person scrolls (issue 50, 'Pages that are easy to read'): the document height in px of the longest pages
// of the app at a phone's width (375 px) and a laptop's (1280 px), for a new owner with an agent and a CSV, the way
// lighthouse.mjs sees them. Each Integrazioni part, the agent settings (its first tab, the one it opens on) and billing.
// Run after `npm run build`:  node bench/page-heights.mjs [--json]
//   CHROMIUM_PATH (default /usr/bin/chromium), HEIGHTS_PORT (default random).
// A page is measured once the network has been quiet and two frames have been drawn: what its first answers show.
// A path the build does not know ends on another page or on the not-found panel: its final path and heading say so.
import { chromium } from '@playwright/test';
import { ownerWithShopAgent } from './support/owner-client.mjs';
import { startBuiltServer } from './support/built-server.mjs';

const port = Number(process.env.HEIGHTS_PORT ?? 3900 + Math.floor(Math.random() * 400));
const asJson = process.argv.includes('--json');
const WIDTHS = [375, 1280];

const server = await startBuiltServer({ port, prefix: 'agenti-heights-' });
const { base } = server;
let browser;
try {
  const { cookie, agent } = await ownerWithShopAgent(base, server.log, 'heights');

  /** @type {[string, string][]} */
  const pages = [
    ['Integrazioni: Condividi', '/integrations'],
    ['Integrazioni: Widget sul sito', '/integrations/widget'],
    ['Integrazioni: Canali', '/integrations/channels'],
    ['Integrazioni: Sviluppatori', '/integrations/developers'],
    ['Impostazioni agente', `/agent/${agent.id}/settings`],
    ['Fatturazione', '/billing'],
  ];
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const results = [];
  for (const [name, url] of pages) {
    /** @type {Record<string, number>} */
    const heights = {};
    let finalPath = '';
    let heading = '';
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: 800 }, extraHTTPHeaders: { cookie: cookie() } });
      const page = await context.newPage();
      await page.goto(base + url, { waitUntil: 'networkidle' });
      // Skeletons and spinners give way to the cards once the first answers are drawn.
      // Polled from here: the product's Content-Security-Policy refuses the eval a string waitForFunction needs.
      const loading = page.locator('[aria-busy="true"], .animate-pulse, .animate-spin');
      for (let i = 0; (await loading.count()) > 0; i += 1) {
        if (i > 300) throw new Error(`${url} at ${width} px: still loading after 30 s`);
        await page.waitForTimeout(100);
      }
      // Strings, evaluated through the DevTools protocol (no eval in the page): they name the page's globals, which
      // this script's lint and types do not know.
      await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
      heights[width] = Number(await page.evaluate('document.documentElement.scrollHeight'));
      finalPath = new URL(page.url()).pathname;
      heading = (await page.locator('h1').first().textContent()) ?? '';
      await context.close();
    }
    results.push({ page: name, url, finalPath, heading, heights });
  }

  if (asJson) console.log(JSON.stringify(results, null, 2));
  else {
    const pad = (v, n) => String(v).padEnd(n);
    console.log(`${pad('Pagina', 32)}${WIDTHS.map((w) => pad(`${w} px`, 10)).join('')}Titolo`);
    for (const r of results) {
      console.log(`${pad(r.page, 32)}${WIDTHS.map((w) => pad(r.heights[w], 10)).join('')}${r.heading}`);
      if (r.finalPath !== new URL(base + r.url).pathname) console.log(`  ATTENZIONE: la pagina è finita su ${r.finalPath}`);
    }
  }
} finally {
  await browser?.close();
  server.stop();
}
