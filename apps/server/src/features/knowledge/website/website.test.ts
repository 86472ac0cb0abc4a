import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import type { Website, WebsiteList, WebsitePageList } from '@app/shared/api/knowledge-website';
import { WEBSITE_MESSAGES } from '@app/shared/i18n/knowledge-website';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createAccountWithOwner, createAgent, createUser } from '../../../test/factories.js';
import { signIn } from '../../../test/sign-in.js';
import { startTestWebsite, SERVICES, type TestWebsite } from '../../../test/test-website.js';
import { startTlsTestSite, type TlsTestSite } from '../../../test/tls-test-site.js';
import { agentDocuments } from '../../../db/schema/documents.js';
import { websiteSources } from '../../../db/schema/websites.js';
import { readDocumentText } from '../documents/document-text-store.js';
import { newId } from '../../../db/ids.js';
import { refreshDueWebsites } from './website-runs.js';
import type { RealtimeEvent } from '../../../realtime/realtime.js';
import { agents } from '../../../db/schema/agents.js';

let t: TestApp;
let site: TestWebsite;
let tlsSite: TlsTestSite;
let owner: Awaited<ReturnType<typeof createAccountWithOwner>>;
let cookie: string;

const CRAWL_TEST_MS = 180_000;

beforeAll(async () => {
  site = await startTestWebsite();
  tlsSite = await startTlsTestSite();
  // The test sites are on localhost: named through the documented variable, everything else private stays refused.
  // The https one has a certificate of its own, trusted through CRAWLER_CA_FILE.
  t = await createTestApp({ CRAWLER_ALLOW_PRIVATE_HOSTS: 'localhost', CRAWLER_DELAY_MS: '0', CRAWLER_CA_FILE: tlsSite.caFile });
  owner = await createAccountWithOwner(t.ctx.db);
  cookie = await signIn(t, owner);
});
afterAll(async () => {
  await t.close();
  await site.close();
  await tlsSite.close();
});

const newAgent = () => createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id });
const addWebsite = (agentId: string, payload: object, as = cookie) =>
  t.request({ method: 'POST', url: `/api/agents/${agentId}/websites`, cookie: as, payload });
const listWebsites = async (agentId: string, as = cookie) =>
  (await t.request({ method: 'GET', url: `/api/agents/${agentId}/websites`, cookie: as })).json() as WebsiteList;
const pagesOf = async (agentId: string, websiteId: string) =>
  (
    await t.request({ method: 'GET', url: `/api/agents/${agentId}/websites/${websiteId}/pages?state=all`, cookie })
  ).json() as WebsitePageList;

/** Polls until the run has ended and every stored page is processed (no assertion on how long it takes). */
async function waitForCrawl(agentId: string, websiteId: string): Promise<Website> {
  for (let i = 0; i < 3000; i += 1) {
    const website = (await listWebsites(agentId)).websites.find((w) => w.id === websiteId)!;
    if (['done', 'failed', 'cancelled'].includes(website.status) && website.progress.processing === 0) return website;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`website ${websiteId} never finished`);
}

const pageByPath = (list: WebsitePageList, path: string) =>
  list.pages.find((p) => new URL(p.url).pathname + new URL(p.url).search === path);

describe('crawling a website', () => {
  let agentId: string;
  let website: Website;
  let pages: WebsitePageList;

  beforeAll(async () => {
    agentId = (await newAgent()).id;
    const events: RealtimeEvent[] = [];
    const stop = t.ctx.realtime.subscribe((e) => events.push(e));
    const res = await addWebsite(agentId, { url: `${site.url}/`, maxDepth: 3 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'queued', url: `${site.url}/`, maxDepth: 3, maxPages: 1000 });
    website = await waitForCrawl(agentId, res.json().id);
    pages = await pagesOf(agentId, website.id);
    stop();
    expect(events.some((e) => e.type === 'websites.changed' && e.payload.websiteId === website.id)).toBe(true);
  }, CRAWL_TEST_MS);

  it('stores every readable page of the site once, each a web_page document named by its title', async () => {
    expect(website.status).toBe('done');
    const docs = await t.ctx.db.select().from(agentDocuments).where(eq(agentDocuments.agentId, agentId));
    const byUrl = new Map(docs.map((d) => [new URL(d.sourceUrl!).pathname, d]));
    for (const path of [
      '/',
      '/chi-siamo',
      '/orari',
      '/contatti',
      '/servizi',
      '/blog',
      '/privacy',
      ...SERVICES.map((n) => `/servizi/${n}`),
    ]) {
      expect(byUrl.get(path), path).toMatchObject({ sourceType: 'web_page', status: 'processed', fileType: 'text/plain' });
    }
    expect(byUrl.get('/orari')!.fileName).toBe('Orari – Ferramenta Rossi');
    // The linked PDF and TXT of the site are processed like uploads.
    expect(byUrl.get('/documenti/listino.pdf')).toMatchObject({
      fileType: 'application/pdf',
      status: 'processed',
      fileName: 'listino.pdf',
    });
    expect(byUrl.get('/documenti/garanzia.txt')).toMatchObject({ fileType: 'text/plain', status: 'processed' });
    // Identical pages are stored once: the copy, the redirect to a stored page, the canonical and the query variant.
    expect(docs.filter((d) => new URL(d.sourceUrl!).pathname === '/chi-siamo')).toHaveLength(1);
    expect(docs.filter((d) => new URL(d.sourceUrl!).pathname === '/servizi/1')).toHaveLength(1);
    expect(docs.filter((d) => new URL(d.sourceUrl!).pathname === '/servizi/2')).toHaveLength(1);
    expect(website.progress).toMatchObject({ processed: docs.length, processing: 0 });
    expect(website.progress.found).toBe(pages.total);
    expect(website.progress.fetched).toBeGreaterThanOrEqual(docs.length);
  });

  it('keeps the main content with its headings, without menus, footers or cookie banners', async () => {
    const [doc] = await t.ctx.db
      .select()
      .from(agentDocuments)
      .where(and(eq(agentDocuments.agentId, agentId), eq(agentDocuments.sourceUrl, `${site.url}/orari`)));
    const text = await readDocumentText(t.ctx.db, owner.accountId, doc!.id);
    expect(text).toContain('# Orari – Ferramenta Rossi');
    expect(text).toContain('## Festività');
    expect(text).toContain('Il sabato siamo aperti solo la mattina');
    expect(text).not.toContain('cookie');
    expect(text).not.toContain('P.IVA');
    expect(text).not.toContain('Chi siamo');
  });

  it('says why every other address was skipped or failed', () => {
    const expectations: [string, string, string | null][] = [
      ['/privato/bilancio', 'skipped', 'robots'],
      ['/copia-chi-siamo', 'skipped', 'duplicate'],
      ['/vecchia-pagina', 'skipped', 'duplicate'],
      ['/vetrina', 'skipped', 'duplicate'],
      ['/servizi/1?ref=home', 'skipped', 'duplicate'],
      ['/mancante', 'skipped', 'http_error'],
      ['/errore', 'skipped', 'http_error'],
      ['/enorme', 'skipped', 'too_big'],
      ['/binario', 'skipped', 'not_html'],
      ['/fuori', 'skipped', 'outside'],
      ['/ciclo-a', 'failed', 'redirect_loop'],
      ['/catena/1', 'failed', 'too_many_redirects'],
    ];
    for (const [path, state, reason] of expectations) expect(pageByPath(pages, path), path).toMatchObject({ state, reason });
    expect(pageByPath(pages, '/mancante')!.httpStatus).toBe(404);
    expect(pageByPath(pages, '/errore')!.httpStatus).toBe(500);
    const outside = pages.pages.filter((p) => p.reason === 'outside').map((p) => new URL(p.url).host);
    expect(outside).toEqual(expect.arrayContaining(['altro-sito.example', '169.254.169.254']));
    expect(outside.some((host) => host.startsWith('127.0.0.1:'))).toBe(true);
    // Images are never queued.
    expect(pageByPath(pages, '/immagini/negozio.jpg')).toBeUndefined();
    expect(website.progress.skipped).toBe(pages.pages.filter((p) => p.state === 'skipped').length);
    expect(website.progress.failed).toBe(2);
  });

  it('is polite: robots.txt first, our user agent, one request at a time with the crawl delay, never a private address', () => {
    const crawl = site.requests.filter((r) => r.userAgent.startsWith('AgentiAI-Crawler'));
    expect(crawl[0]!.path).toBe('/robots.txt');
    expect(new Set(crawl.map((r) => r.userAgent))).toEqual(new Set(['AgentiAI-Crawler/1.0 (+http://localhost:3000/bot)']));
    expect(site.requests.some((r) => r.path.startsWith('PRIVATE'))).toBe(false);
    expect(crawl.some((r) => r.path.startsWith('/privato/'))).toBe(false);
    // robots.txt asks for 0.02 s between requests (CRAWLER_DELAY_MS is 0 here): never less.
    for (let i = 2; i < crawl.length; i += 1) expect(crawl[i]!.at - crawl[i - 1]!.at).toBeGreaterThanOrEqual(15);
  });

  it('answers from a page and cites it with its address', async () => {
    const res = await t.request({
      method: 'POST',
      url: `/api/agents/${agentId}/retrieval-test`,
      cookie,
      payload: { query: 'Il sabato il negozio è aperto?', topK: 3 },
    });
    expect(res.statusCode).toBe(200);
    const best = res.json().results[0];
    expect(best.file).toBe('Orari – Ferramenta Rossi');
    const passage = await t.request({ method: 'GET', url: `/api/agents/${agentId}/passages/${best.chunkId}`, cookie });
    expect(passage.json()).toMatchObject({ file: 'Orari – Ferramenta Rossi', sourceUrl: `${site.url}/orari` });
    const list = await t.request({ method: 'GET', url: `/api/agents/${agentId}/documents`, cookie });
    expect(list.json().documents.find((d: { id: string }) => d.id === best.documentId)).toMatchObject({
      sourceType: 'web_page',
      sourceUrl: `${site.url}/orari`,
    });
  });

  it(
    "'Aggiorna' processes only the changed pages and removes the pages gone from the site",
    async () => {
      const docsBefore = await t.ctx.db.select().from(agentDocuments).where(eq(agentDocuments.agentId, agentId));
      const processedAt = new Map(docsBefore.map((d) => [d.id, d.processedAt!.getTime()]));
      const gone = docsBefore.find((d) => d.sourceUrl === `${site.url}/blog/articolo-5`)!;
      const changed = docsBefore.find((d) => d.sourceUrl === `${site.url}/orari`)!;
      site.setPage(
        '/orari',
        '<h1>Orari di apertura</h1><p>Da dicembre il negozio è aperto anche la domenica mattina, dalle 9:00 alle 12:00, per tutto il periodo natalizio.</p>',
      );
      site.setPage('/blog/articolo-5', null);
      const before = site.requests.length;
      const res = await t.request({ method: 'POST', url: `/api/agents/${agentId}/websites/${website.id}/refresh`, cookie });
      expect(res.statusCode).toBe(200);
      // The answer reads the run as it stands: on PostgreSQL a crawl worker can take it before the answer is written.
      expect(['queued', 'crawling']).toContain(res.json().status);
      const again = await waitForCrawl(agentId, website.id);
      expect(again.status).toBe('done');
      const docsAfter = await t.ctx.db.select().from(agentDocuments).where(eq(agentDocuments.agentId, agentId));
      expect(docsAfter.find((d) => d.id === gone.id)).toBeUndefined();
      const reprocessed = docsAfter.filter((d) => d.processedAt!.getTime() !== processedAt.get(d.id));
      expect(reprocessed.map((d) => d.id)).toEqual([changed.id]);
      expect(await readDocumentText(t.ctx.db, owner.accountId, changed.id)).toContain('domenica mattina');
      // Unchanged pages were asked with their ETag and answered 304.
      expect(site.requests.slice(before).some((r) => r.path === '/chi-siamo' && r.ifNoneMatch)).toBe(true);
      const after = await pagesOf(agentId, website.id);
      expect(pageByPath(after, '/chi-siamo')).toMatchObject({ state: 'unchanged' });
      expect(pageByPath(after, '/blog/articolo-5')).toMatchObject({ state: 'skipped', reason: 'http_error', httpStatus: 404 });
    },
    CRAWL_TEST_MS,
  );

  it('deleting the website removes its documents', async () => {
    const res = await t.request({ method: 'DELETE', url: `/api/agents/${agentId}/websites/${website.id}`, cookie });
    expect(res.json()).toEqual({ success: true, message: WEBSITE_MESSAGES.deleted });
    const [left] = await t.ctx.db.select({ n: count() }).from(agentDocuments).where(eq(agentDocuments.agentId, agentId));
    expect(left!.n).toBe(0);
    expect((await listWebsites(agentId)).websites).toEqual([]);
  });
});

describe('sitemaps and options', () => {
  it(
    'reads a sitemap, follows no link at depth 0 and honours robots.txt for its addresses',
    async () => {
      const agentId = (await newAgent()).id;
      const res = await addWebsite(agentId, { url: `${site.url}/sitemap.xml`, maxDepth: 0 });
      expect(res.json()).toMatchObject({ isSitemap: true });
      const website = await waitForCrawl(agentId, res.json().id);
      const pages = await pagesOf(agentId, website.id);
      expect(website.status).toBe('done');
      expect(website.progress.processed).toBe(5 + SERVICES.length);
      expect(pageByPath(pages, '/privato/bilancio')).toMatchObject({ state: 'skipped', reason: 'robots' });
      expect(pages.pages.some((p) => p.url.includes('altro-sito'))).toBe(false);
      expect(pageByPath(pages, '/blog')).toBeUndefined();
    },
    CRAWL_TEST_MS,
  );

  it(
    'reads at most 20 sitemaps of an index pointing to 10,000 and says so',
    async () => {
      const agentId = (await newAgent()).id;
      const res = await addWebsite(agentId, { url: `${site.url}/sitemap-enorme.xml`, maxDepth: 0 });
      const website = await waitForCrawl(agentId, res.json().id);
      expect(website).toMatchObject({ status: 'done', notice: WEBSITE_MESSAGES.sitemapTooManySitemaps(20) });
      // The index and 19 of its sitemaps: 20 files read, one page each.
      expect(website.progress.processed).toBe(19);
      const sitemapRequests = site.requests.filter((r) => r.path.startsWith('/sitemaps/'));
      expect(sitemapRequests.length).toBeLessThanOrEqual(20);
    },
    CRAWL_TEST_MS,
  );

  it(
    'stops at the maximum pages and keeps to the included paths',
    async () => {
      const agentId = (await newAgent()).id;
      const res = await addWebsite(agentId, {
        url: `${site.url}/servizi`,
        maxPages: 3,
        includePaths: ['/servizi'],
        excludePaths: ['/servizi/2'],
      });
      const website = await waitForCrawl(agentId, res.json().id);
      expect(website).toMatchObject({ status: 'done', notice: WEBSITE_MESSAGES.maxPagesReached(3) });
      const docs = await t.ctx.db.select().from(agentDocuments).where(eq(agentDocuments.agentId, agentId));
      expect(docs).toHaveLength(3);
      for (const doc of docs) expect(new URL(doc.sourceUrl!).pathname.startsWith('/servizi')).toBe(true);
      expect(docs.some((d) => d.sourceUrl === `${site.url}/servizi/2`)).toBe(false);
    },
    CRAWL_TEST_MS,
  );
});

describe('sites that cannot be read end in a clear state', () => {
  const ended = async (url: string) => {
    const agentId = (await newAgent()).id;
    const res = await addWebsite(agentId, { url });
    expect(res.statusCode).toBe(201);
    return waitForCrawl(agentId, res.json().id);
  };

  it(
    'a site whose robots.txt blocks everything',
    async () => {
      const blocked = await startTestWebsite({ blockEverything: true });
      try {
        expect(await ended(`${blocked.url}/`)).toMatchObject({ status: 'failed', notice: WEBSITE_MESSAGES.robotsBlocksAll });
        expect(blocked.requests.map((r) => r.path)).toEqual(['/robots.txt']);
      } finally {
        await blocked.close();
      }
    },
    CRAWL_TEST_MS,
  );

  it(
    'an unreachable host',
    async () => {
      const closed = await startTestWebsite();
      const url = `${closed.url}/`;
      await closed.close();
      expect(await ended(url)).toMatchObject({ status: 'failed', notice: WEBSITE_MESSAGES.unreachable(new URL(url).host) });
    },
    CRAWL_TEST_MS,
  );

  it(
    'a start page answering 500, a redirect loop, a 50 MB page, a binary served as HTML',
    async () => {
      expect(await ended(`${site.url}/errore`)).toMatchObject({
        status: 'failed',
        notice: WEBSITE_MESSAGES.startFailed("il sito ha risposto con l'errore 500."),
      });
      expect(await ended(`${site.url}/ciclo-a`)).toMatchObject({
        status: 'failed',
        notice: WEBSITE_MESSAGES.startFailed('i reindirizzamenti formano un ciclo.'),
      });
      expect(await ended(`${site.url}/enorme`)).toMatchObject({
        status: 'failed',
        notice: WEBSITE_MESSAGES.startFailed('la pagina è troppo grande.'),
      });
      expect(await ended(`${site.url}/binario`)).toMatchObject({
        status: 'failed',
        notice: WEBSITE_MESSAGES.startFailed('non è una pagina HTML né un documento PDF, DOCX o TXT.'),
      });
    },
    CRAWL_TEST_MS,
  );
});

describe('bad input, limits and permissions', () => {
  it('refuses invalid and private addresses and wrong options in Italian, creating nothing', async () => {
    const agentId = (await newAgent()).id;
    const cases: [object, string][] = [
      [{ url: 'non è un indirizzo' }, WEBSITE_MESSAGES.invalidUrl],
      [{ url: 'ftp://esempio.it/' }, WEBSITE_MESSAGES.invalidUrl],
      [{ url: 'http://intranet/' }, WEBSITE_MESSAGES.invalidUrl],
      [{ url: 'http://127.0.0.1:8080/' }, WEBSITE_MESSAGES.privateAddress],
      [{ url: 'http://10.1.2.3/' }, WEBSITE_MESSAGES.privateAddress],
      [{ url: 'http://169.254.169.254/latest/meta-data/' }, WEBSITE_MESSAGES.privateAddress],
      [{ url: 'http://[::1]:3000/' }, WEBSITE_MESSAGES.privateAddress],
      [{ url: 'http://intranet.internal/' }, WEBSITE_MESSAGES.privateAddress],
      [{ url: `${site.url}/`, maxDepth: 50 }, WEBSITE_MESSAGES.maxDepth],
      [{ url: `${site.url}/`, includePaths: ['prodotti'] }, WEBSITE_MESSAGES.invalidPath],
      [{ url: `${site.url}/`, maxPages: 0 }, WEBSITE_MESSAGES.maxPages],
      [{ url: `${site.url}/`, maxPages: 5000 }, WEBSITE_MESSAGES.pagesOverPlan('Pro', 1000)],
    ];
    for (const [payload, message] of cases) {
      const res = await addWebsite(agentId, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(res.json()), JSON.stringify(payload)).toContain(message);
    }
    expect((await listWebsites(agentId)).websites).toEqual([]);
  });

  it("refuses a website once the agent has the plan's pages, naming the limit", async () => {
    const base = await createAccountWithOwner(t.ctx.db, { plan: 'base', planExpiresAt: new Date(Date.now() + 30 * 86_400_000) });
    const baseCookie = await signIn(t, base);
    const agent = await createAgent(t.ctx.db, { accountId: base.accountId, userId: base.id });
    const over = await addWebsite(agent.id, { url: `${site.url}/`, maxPages: 101 }, baseCookie);
    expect(over.json().message).toBe(WEBSITE_MESSAGES.pagesOverPlan('Base', 100));
    expect(over.json().message).toBe('Il piano Base consente al massimo 100 pagine di siti web per agente.');
    await t.ctx.db.insert(agentDocuments).values(
      Array.from({ length: 100 }, (_, i) => ({
        id: newId(),
        accountId: base.accountId,
        agentId: agent.id,
        sourceType: 'web_page' as const,
        sourceUrl: `https://esempio.it/${i}`,
        fileName: `Pagina ${i}`,
        filePath: `${base.accountId}/x-${i}.txt`,
        fileType: 'text/plain',
        status: 'processed' as const,
      })),
    );
    const full = await addWebsite(agent.id, { url: `${site.url}/` }, baseCookie);
    expect(full.statusCode).toBe(403);
    expect(full.json().message).toBe(WEBSITE_MESSAGES.pageLimitReached('Base', 100));
    const [n] = await t.ctx.db.select({ n: count() }).from(websiteSources).where(eq(websiteSources.agentId, agent.id));
    expect(n!.n).toBe(0);
    expect((await listWebsites(agent.id, baseCookie)).pageLimit).toBe(100);
  });

  it(
    'stops a crawl at the storage limit with the Italian refusal',
    async () => {
      const small = await createAccountWithOwner(t.ctx.db, { plan: 'base', planExpiresAt: new Date(Date.now() + 30 * 86_400_000) });
      const smallCookie = await signIn(t, small);
      const agent = await createAgent(t.ctx.db, { accountId: small.accountId, userId: small.id });
      // 100 MB of the Base plan used but a few bytes.
      await t.ctx.db.insert(agentDocuments).values({
        id: newId(),
        accountId: small.accountId,
        agentId: agent.id,
        fileName: 'grande.pdf',
        filePath: `${small.accountId}/grande.pdf`,
        fileType: 'application/pdf',
        sizeBytes: 100 * 1024 * 1024 - 10,
        status: 'processed',
      });
      const res = await addWebsite(agent.id, { url: `${site.url}/orari` }, smallCookie);
      const website = await (async () => {
        for (let i = 0; i < 3000; i += 1) {
          const w = (await listWebsites(agent.id, smallCookie)).websites[0]!;
          if (w.status === 'done' || w.status === 'failed') return w;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        throw new Error('never finished');
      })();
      expect(res.statusCode).toBe(201);
      expect(website.notice).toContain('Spazio di archiviazione esaurito: il tuo piano include 100MB');
    },
    CRAWL_TEST_MS,
  );

  it(
    "refuses 'Aggiorna' while a run is under way, in Italian, and starts no second run",
    async () => {
      const agent = await newAgent();
      const created = await addWebsite(agent.id, { url: `${site.url}/contatti`, maxDepth: 0 });
      const websiteId = created.json().id as string;
      await waitForCrawl(agent.id, websiteId);
      // A run under way, held there: the crawler's own pace must not decide what the test sees.
      await t.ctx.db.update(websiteSources).set({ status: 'crawling' }).where(eq(websiteSources.id, websiteId));
      const [before] = await t.ctx.db.select().from(websiteSources).where(eq(websiteSources.id, websiteId));
      const res = await t.request({ method: 'POST', url: `/api/agents/${agent.id}/websites/${websiteId}/refresh`, cookie });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: WEBSITE_MESSAGES.busy });
      const [after] = await t.ctx.db.select().from(websiteSources).where(eq(websiteSources.id, websiteId));
      expect(after!.run).toBe(before!.run);
      await t.ctx.db.update(websiteSources).set({ status: 'done' }).where(eq(websiteSources.id, websiteId));
    },
    CRAWL_TEST_MS,
  );

  it(
    'lets the owner and the agent’s instructor manage websites; another account gets 404, a user and an admin 403',
    async () => {
      const agent = await newAgent();
      const instructor = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'instructor' });
      await t.ctx.db.update(agents).set({ instructorId: instructor.id }).where(eq(agents.id, agent.id));
      const user = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user' });
      const admin = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'admin' });
      const otherInstructor = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'instructor' });
      const stranger = await createAccountWithOwner(t.ctx.db);
      const created = await addWebsite(agent.id, { url: `${site.url}/contatti`, maxDepth: 0 });
      const websiteId = created.json().id as string;
      await waitForCrawl(agent.id, websiteId);

      const asInstructor = await signIn(t, instructor);
      expect((await listWebsites(agent.id, asInstructor)).websites).toHaveLength(1);
      const refreshed = await t.request({
        method: 'POST',
        url: `/api/agents/${agent.id}/websites/${websiteId}/refresh`,
        cookie: asInstructor,
      });
      expect(refreshed.statusCode).toBe(200);
      await waitForCrawl(agent.id, websiteId);

      for (const [who, status] of [
        [user, 403],
        [admin, 403],
        [otherInstructor, 404],
        [stranger, 404],
      ] as const) {
        const as = await signIn(t, who);
        const requests = [
          { method: 'GET' as const, url: `/api/agents/${agent.id}/websites` },
          { method: 'POST' as const, url: `/api/agents/${agent.id}/websites`, payload: { url: `${site.url}/` } },
          { method: 'GET' as const, url: `/api/agents/${agent.id}/websites/${websiteId}/pages` },
          { method: 'POST' as const, url: `/api/agents/${agent.id}/websites/${websiteId}/refresh` },
          { method: 'POST' as const, url: `/api/agents/${agent.id}/websites/${websiteId}/cancel` },
          { method: 'PATCH' as const, url: `/api/agents/${agent.id}/websites/${websiteId}`, payload: { weeklyRefresh: true } },
          { method: 'DELETE' as const, url: `/api/agents/${agent.id}/websites/${websiteId}` },
        ];
        for (const request of requests) {
          const res = await t.request({ ...request, cookie: as });
          expect(res.statusCode, `${who.role} ${request.method} ${request.url}`).toBe(status);
        }
      }
      // Another account's owner cannot reach the website through their own agent either.
      const strangerAgent = await createAgent(t.ctx.db, { accountId: stranger.accountId, userId: stranger.id });
      const strangerCookie = await signIn(t, stranger);
      const cross = await t.request({
        method: 'GET',
        url: `/api/agents/${strangerAgent.id}/websites/${websiteId}/pages`,
        cookie: strangerCookie,
      });
      expect(cross.statusCode).toBe(404);
      expect(cross.json().message).toBe(WEBSITE_MESSAGES.notFound);
      const [still] = await t.ctx.db.select().from(websiteSources).where(eq(websiteSources.id, websiteId));
      expect(still).toMatchObject({ weeklyRefresh: false });
    },
    CRAWL_TEST_MS,
  );

  it(
    'turns the weekly refresh on, and the daily job refreshes a website last crawled over a week ago',
    async () => {
      const agentId = (await newAgent()).id;
      const created = await addWebsite(agentId, { url: `${site.url}/privacy`, maxDepth: 0 });
      const websiteId = created.json().id as string;
      await waitForCrawl(agentId, websiteId);
      const patched = await t.request({
        method: 'PATCH',
        url: `/api/agents/${agentId}/websites/${websiteId}`,
        cookie,
        payload: { weeklyRefresh: true },
      });
      expect(patched.json()).toMatchObject({ weeklyRefresh: true });
      await t.ctx.db
        .update(websiteSources)
        .set({ finishedAt: new Date(Date.now() - 8 * 86_400_000) })
        .where(eq(websiteSources.id, websiteId));
      expect(await refreshDueWebsites(t.ctx)).toBe(1);
      const [row] = await t.ctx.db.select().from(websiteSources).where(eq(websiteSources.id, websiteId));
      expect(row!.run).toBe(2);
      expect((await waitForCrawl(agentId, websiteId)).status).toBe('done');
    },
    CRAWL_TEST_MS,
  );
});

describe('a site that moved to https', () => {
  it(
    'follows http:// to https:// on the same host, reads that origin’s robots.txt and stores its pages (ADR 0191)',
    async () => {
      const agentId = (await newAgent()).id;
      const res = await addWebsite(agentId, { url: `${tlsSite.httpUrl}/`, maxDepth: 2 });
      expect(res.statusCode).toBe(201);
      const website = await waitForCrawl(agentId, res.json().id);
      expect(website).toMatchObject({ status: 'done' });
      expect(website.progress).toMatchObject({ processed: 2, failed: 0 });
      // The start address is stored as it was given; the page linked from it, at its https:// address.
      const urls = (await pagesOf(agentId, website.id)).pages.filter((p) => p.state === 'stored').map((p) => p.url);
      expect(urls.sort()).toEqual([`${tlsSite.httpUrl}/`, `${tlsSite.httpsUrl}/laboratorio`]);
      // The redirect's new origin had its robots.txt read before its first page.
      const secure = tlsSite.requests.filter((r) => r.startsWith('https '));
      expect(secure.indexOf('https /robots.txt')).toBeGreaterThanOrEqual(0);
      expect(secure.indexOf('https /robots.txt')).toBeLessThan(secure.indexOf('https /'));
    },
    CRAWL_TEST_MS,
  );
});

describe('a restart in the middle of a crawl', () => {
  it(
    'loses nothing: the next start goes on from the pages still queued and stores each page once',
    async () => {
      // Its own app (its queue is stopped here) and a site asking for 0.2 s between requests, so the crawl is caught midway.
      const slow = await startTestWebsite({ crawlDelaySeconds: 0.2 });
      const tr = await createTestApp({ CRAWLER_ALLOW_PRIVATE_HOSTS: 'localhost', CRAWLER_DELAY_MS: '0' });
      try {
        const o = await createAccountWithOwner(tr.ctx.db);
        const c = await signIn(tr, o);
        const agent = await createAgent(tr.ctx.db, { accountId: o.accountId, userId: o.id });
        const res = await tr.request({
          method: 'POST',
          url: `/api/agents/${agent.id}/websites`,
          cookie: c,
          payload: { url: `${slow.url}/servizi`, maxDepth: 1 },
        });
        const websiteId = res.json().id as string;
        const progress = async () =>
          ((await tr.request({ method: 'GET', url: `/api/agents/${agent.id}/websites`, cookie: c })).json() as WebsiteList).websites[0]!;
        while ((await progress()).progress.fetched < 3) await new Promise((resolve) => setTimeout(resolve, 50));
        await tr.ctx.jobs.stop();
        const stopped = await progress();
        expect(stopped.status).toBe('crawling');
        const queued = stopped.progress.found - stopped.progress.fetched;
        expect(queued).toBeGreaterThan(0);

        const { createAppContext } = await import('../../../bootstrap.js');
        const restarted = await createAppContext(tr.config, { database: tr.ctx.database });
        try {
          for (let i = 0; i < 6000; i += 1) {
            const w = await progress();
            if (w.status === 'done' && w.progress.processing === 0) break;
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          const done = await progress();
          expect(done).toMatchObject({ id: websiteId, status: 'done' });
          const docs = await tr.ctx.db.select().from(agentDocuments).where(eq(agentDocuments.agentId, agent.id));
          expect(new Set(docs.map((d) => d.sourceUrl)).size).toBe(docs.length);
          expect(docs.some((d) => d.sourceUrl === `${slow.url}/servizi/20`)).toBe(true);
          expect(done.progress.processed).toBe(docs.length);
        } finally {
          for (const close of restarted.onClose) await close();
        }
      } finally {
        await tr.close();
        await slow.close();
      }
    },
    CRAWL_TEST_MS,
  );
});
