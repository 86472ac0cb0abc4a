#!/usr/bin/env node
// Website crawl speed through the real API, queue and processing (issue 29):
//   node bench/knowledge-crawl.mjs [--pages 2000] [--postgres]   (--postgres: a new database on BENCH_PG_URL's server)
// A generated local site of --pages pages (a home, sections of 50 pages, each page with a menu, a footer and its own
// Italian text) is added as a website of an agent on the Avanzato plan, politeness delay 0 (CRAWLER_DELAY_MS=0; the
// site is on localhost, allowed through CRAWLER_ALLOW_PRIVATE_HOSTS). Prints pages per second from adding the site to
// the last page 'Processato', the server's RSS, and its worst event-loop delay meanwhile.
import http from 'node:http';
import { italianParagraphs } from '../apps/server/src/test/knowledge-files.mjs';
import { sleep, startProduct } from './knowledge-harness.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const PAGES = arg('--pages', 2000);
const PER_SECTION = 50;
const SECTIONS = Math.ceil(PAGES / PER_SECTION);

const texts = italianParagraphs(200, 7);
const menu = `<header><nav><a href="/">Home</a>${Array.from({ length: Math.min(SECTIONS, 10) }, (_, s) => ` <a href="/sezione/${s + 1}">Sezione ${s + 1}</a>`).join('')}</nav></header>`;
const footer = '<footer><p>Azienda Esempio S.r.l. – P.IVA 01234567897 – <a href="/">Home</a></p></footer>';
const layout = (title, body) =>
  `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>${title}</title></head><body>${menu}<main><article><h1>${title}</h1>${body}</article></main>${footer}</body></html>`;

/** Page n (1-based): three paragraphs of its own (the number in each keeps every page distinct). */
const page = (n) =>
  layout(
    `Scheda prodotto ${n}`,
    [0, 1, 2].map((k) => `<p>Il prodotto numero ${n} ${texts[(n * 3 + k) % texts.length]}</p>`).join('') +
      `<p><a href="/pagina/${(n % PAGES) + 1}">Prodotto successivo</a></p>`,
  );
const section = (s) => {
  const first = (s - 1) * PER_SECTION + 1;
  const links = Array.from(
    { length: Math.min(PER_SECTION, PAGES - first + 1) },
    (_, i) => `<li><a href="/pagina/${first + i}">Prodotto ${first + i}</a></li>`,
  );
  return layout(`Sezione ${s}`, `<p>I prodotti della sezione ${s} del catalogo. ${texts[s % texts.length]}</p><ul>${links.join('')}</ul>`);
};
const home = layout(
  'Catalogo',
  `<p>Benvenuti nel catalogo. ${texts[0]}</p><ul>${Array.from({ length: SECTIONS }, (_, s) => `<li><a href="/sezione/${s + 1}">Sezione ${s + 1}</a></li>`).join('')}</ul>`,
);

const site = http.createServer((req, res) => {
  const path = new URL(/** @type {string} */ (req.url), 'http://x').pathname;
  let html = null;
  if (path === '/') html = home;
  else if (path === '/robots.txt') {
    res.writeHead(200, { 'content-type': 'text/plain' });
    return res.end('User-agent: *\nDisallow: /privato/\n');
  } else if (/^\/sezione\/\d+$/.test(path)) {
    const s = Number(path.split('/').pop());
    if (s >= 1 && s <= SECTIONS) html = section(s);
  } else if (/^\/pagina\/\d+$/.test(path)) {
    const n = Number(path.split('/').pop());
    if (n >= 1 && n <= PAGES) html = page(n);
  }
  res.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
  res.end(html ?? 'Pagina non trovata');
});
await new Promise((/** @type {(value?: unknown) => void} */ resolve) => site.listen(0, '127.0.0.1', resolve));
const siteUrl = `http://localhost:${/** @type {import('node:net').AddressInfo} */ (site.address()).port}/`;

process.env.CRAWLER_DELAY_MS = '0';
process.env.CRAWLER_ALLOW_PRIVATE_HOSTS = 'localhost';
const product = await startProduct({ postgres: process.argv.includes('--postgres') });
try {
  // 2,000 pages need Avanzato (10,000 pages per agent); the trial's Pro allows 1,000.
  await product.buyPlan('avanzato');
  const expected = PAGES + SECTIONS + 1;
  console.log(`site: ${PAGES} pages + ${SECTIONS} sections + home = ${expected} pages, politeness delay 0`);
  await product.eventLoop.reset();
  const t0 = performance.now();
  const website = await product.api('POST', `/api/agents/${product.agent.id}/websites`, { url: siteUrl, maxPages: 10_000 });
  let last = null;
  let peakRss = 0;
  for (;;) {
    const { websites } = await product.api('GET', `/api/agents/${product.agent.id}/websites`);
    last = websites.find((w) => w.id === website.id);
    peakRss = Math.max(peakRss, product.rss().rssMb);
    if (['done', 'failed', 'cancelled'].includes(last.status) && last.progress.processing === 0) break;
    await sleep(500);
  }
  const seconds = (performance.now() - t0) / 1000;
  const delay = await product.eventLoop.report();
  const { rssMb, peakMb } = product.rss();
  console.log(`run: ${last.status}${last.notice ? ` (${last.notice})` : ''}; progress ${JSON.stringify(last.progress)}`);
  console.log(
    `${last.progress.processed} pages to 'Processato' in ${seconds.toFixed(1)} s: ${(last.progress.processed / seconds).toFixed(1)} pages/s   (aim ≥ 20)`,
  );
  console.log(
    `server RSS: ${rssMb.toFixed(0)} MB at the end, ${peakRss.toFixed(0)} MB highest sampled, ${peakMb.toFixed(0)} MB peak (VmHWM)`,
  );
  console.log(
    `server event-loop delay meanwhile: worst ${delay.maxMs.toFixed(0)} ms, p99 ${delay.p99Ms.toFixed(0)} ms, mean ${delay.meanMs.toFixed(1)} ms   (aim: worst ≤ 100 ms)`,
  );
  console.log(
    `server CPU time meanwhile: ${(delay.cpuMs / 1000).toFixed(1)} s (${(last.progress.processed / (delay.cpuMs / 1000)).toFixed(1)} pages per CPU-second)`,
  );
} finally {
  await product.stop();
  site.close();
}
