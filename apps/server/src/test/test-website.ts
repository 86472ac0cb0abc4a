import http from 'node:http';
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { makePdf } from './knowledge-files.mjs';

/**
 * A real small business website served on a local socket for the crawler's tests (issue 29): a few dozen pages with a
 * menu, a footer and a cookie banner, a sitemap, robots.txt with disallowed paths and a crawl delay, redirects, a
 * redirect loop, 404 and 500, a 50 MB page, a binary served as text/html, a PDF and a TXT, duplicates, and links to
 * another host and to a private address. Pages can be changed and removed between crawls ('Aggiorna').
 */
export interface TestWebsite {
  /** http://localhost:<port> */
  url: string;
  port: number;
  /** Every request received, in order. */
  requests: { path: string; at: number; userAgent: string; ifNoneMatch?: string }[];
  setPage(path: string, html: string | null): void;
  close(): Promise<void>;
}

export const SERVICES = Array.from({ length: 20 }, (_, i) => i + 1);
export const ARTICLES = Array.from({ length: 5 }, (_, i) => i + 1);

const SERVICE_NAMES = [
  'riparazione caldaie',
  'installazione condizionatori',
  'manutenzione impianti elettrici',
  'pulizia canne fumarie',
  'sostituzione rubinetteria',
  'posa di parquet',
  'tinteggiatura interni',
  'montaggio mobili',
  'riparazione tapparelle',
  'installazione antifurto',
  'spurgo scarichi',
  'riparazione lavatrici',
  'sostituzione serrature',
  'impermeabilizzazione terrazzi',
  'installazione pannelli solari',
  'potatura giardini',
  'trasloco di uffici',
  'sgombero cantine',
  'revisione infissi',
  'posa di piastrelle',
];

const layout = (title: string, body: string) => `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><title>${title} – Ferramenta Rossi</title></head>
<body>
<div class="cookie-banner" id="cookie-consent">Questo sito usa i cookie tecnici. <button>Accetta tutti i cookie</button></div>
<header><nav><ul>
<li><a href="/">Home</a></li><li><a href="/chi-siamo">Chi siamo</a></li><li><a href="/servizi">Servizi</a></li>
<li><a href="/blog">Blog</a></li><li><a href="/orari">Orari</a></li><li><a href="/contatti">Contatti</a></li>
</ul></nav></header>
<main><article>${body}</article></main>
<footer><p>Ferramenta Rossi S.r.l. – Via Roma 12, Bologna – P.IVA 01234567897 – Menu piè di pagina: <a href="/privacy">Privacy</a></p></footer>
</body></html>`;

const paragraph = (text: string) => `<p>${text}</p>`;

function basePages(origin: string, privateOrigin: string): Map<string, string> {
  const pages = new Map<string, string>();
  pages.set(
    '/',
    layout(
      'Home',
      `<h1>Benvenuti dalla Ferramenta Rossi</h1>${paragraph('Dal 1962 la Ferramenta Rossi di Bologna offre attrezzi, materiali e servizi di assistenza per la casa e per le aziende del quartiere. Il nostro negozio è un punto di riferimento per artigiani e famiglie.')}
      <ul>${SERVICES.map((n) => `<li><a href="/servizi/${n}">Servizio ${n}</a></li>`).join('')}</ul>
      <p><a href="/vecchia-pagina">Storia</a> <a href="/ciclo-a">Offerte</a> <a href="/catena/1">Catalogo</a> <a href="/mancante">Promozioni</a>
      <a href="/errore">Area clienti</a> <a href="/enorme">Archivio</a> <a href="/binario">Brochure</a> <a href="/documenti/listino.pdf">Listino prezzi (PDF)</a>
      <a href="/documenti/garanzia.txt">Condizioni di garanzia</a> <a href="/immagini/negozio.jpg">Foto</a> <a href="/privato/bilancio">Bilancio</a>
      <a href="/copia-chi-siamo">Chi siamo (copia)</a> <a href="/servizi/1?ref=home#top">Servizio in evidenza</a> <a href="/vetrina">Vetrina</a>
      <a href="/fuori">Partner</a> <a href="https://altro-sito.example/">Altro sito</a> <a href="${privateOrigin}/segreto">Pannello</a>
      <a href="http://169.254.169.254/latest/meta-data/">Metadati</a> <a href="mailto:info@ferramentarossi.example">Scrivici</a></p>`,
    ),
  );
  pages.set(
    '/chi-siamo',
    layout(
      'Chi siamo',
      `<h1>Chi siamo</h1>${paragraph('La Ferramenta Rossi è un’azienda familiare fondata da Giuseppe Rossi nel 1962. Oggi la guidano le nipoti Anna e Marta, con una squadra di dodici tecnici specializzati che intervengono in tutta la provincia di Bologna.')}
      ${paragraph('Crediamo nel lavoro fatto bene, nei preventivi chiari e nella puntualità: ogni intervento è garantito per due anni.')}`,
    ),
  );
  pages.set('/copia-chi-siamo', pages.get('/chi-siamo')!);
  pages.set(
    '/orari',
    layout(
      'Orari',
      `<h1>Orari di apertura</h1>${paragraph('Il negozio è aperto dal lunedì al venerdì dalle 8:30 alle 12:30 e dalle 15:00 alle 19:00. Il sabato siamo aperti solo la mattina, dalle 9:00 alle 12:30. La domenica il negozio resta chiuso.')}
      <h2>Festività</h2>${paragraph('Ad agosto il negozio chiude per ferie dal 10 al 25. Per le urgenze è sempre attivo il servizio di pronto intervento.')}`,
    ),
  );
  pages.set(
    '/contatti',
    layout(
      'Contatti',
      `<h1>Contatti</h1>${paragraph('Puoi chiamarci al numero 051 1234567 oppure scrivere a info@ferramentarossi.example. Il negozio si trova in Via Roma 12 a Bologna, a due passi dalla stazione, con parcheggio gratuito per i clienti nel cortile interno.')}`,
    ),
  );
  pages.set(
    '/servizi',
    layout(
      'Servizi',
      `<h1>I nostri servizi</h1>${paragraph('Offriamo venti servizi di assistenza per la casa, tutti con preventivo gratuito e garanzia di due anni sul lavoro svolto dai nostri tecnici.')}<ul>${SERVICES.map((n) => `<li><a href="/servizi/${n}">${SERVICE_NAMES[n - 1]}</a></li>`).join('')}</ul>`,
    ),
  );
  for (const n of SERVICES) {
    const name = SERVICE_NAMES[n - 1]!;
    pages.set(
      `/servizi/${n}`,
      layout(
        `Servizio ${n}: ${name}`,
        `<h1>Servizio ${n}: ${name}</h1>${paragraph(`Il servizio di ${name} costa a partire da ${40 + n * 5} euro, IVA inclusa. Un nostro tecnico interviene entro ${n % 3 === 0 ? 'ventiquattro' : 'quarantotto'} ore dalla chiamata, anche il sabato mattina.`)}
        ${paragraph(`Per il servizio di ${name} usiamo solo materiali certificati e lasciamo il cantiere pulito. Il preventivo è gratuito e senza impegno: basta una telefonata o una mail con qualche fotografia.`)}
        <p><a href="/servizi/${(n % SERVICES.length) + 1}">Servizio successivo</a></p>`,
      ),
    );
  }
  pages.set(
    '/blog',
    layout(
      'Blog',
      `<h1>Blog</h1>${paragraph('Consigli pratici per la manutenzione della casa, scritti dai nostri tecnici con anni di esperienza sul campo.')}<ul>${ARTICLES.map((n) => `<li><a href="/blog/articolo-${n}">Articolo ${n}</a></li>`).join('')}</ul>`,
    ),
  );
  for (const n of ARTICLES) {
    pages.set(
      `/blog/articolo-${n}`,
      layout(
        `Articolo ${n}`,
        `<h1>Consiglio numero ${n}</h1>${paragraph(`Il consiglio numero ${n} dei nostri tecnici: controlla ogni ${n + 1} mesi le guarnizioni dei rubinetti e la pressione della caldaia, così eviti guasti improvvisi e bollette più alte durante l'inverno.`)}`,
      ),
    );
  }
  pages.set(
    '/vetrina',
    `<!doctype html><html><head><title>Vetrina</title><link rel="canonical" href="${origin}/servizi/2"></head><body><main>${paragraph('Il servizio in vetrina questa settimana è la installazione dei condizionatori, con uno sconto speciale per chi prenota entro venerdì.')}</main></body></html>`,
  );
  pages.set(
    '/privato/bilancio',
    layout(
      'Bilancio',
      `<h1>Bilancio riservato</h1>${paragraph('Documento interno riservato: il fatturato non deve finire in un motore di ricerca.')}`,
    ),
  );
  pages.set(
    '/privacy',
    layout(
      'Privacy',
      `<h1>Informativa privacy</h1>${paragraph('Trattiamo i dati dei clienti solo per gestire gli ordini e gli interventi richiesti, nel rispetto del regolamento europeo.')}`,
    ),
  );
  return pages;
}

export async function startTestWebsite(
  options: { blockEverything?: boolean; crawlDelaySeconds?: number; port?: number } = {},
): Promise<TestWebsite> {
  let origin = '';
  let privateOrigin = '';
  // Built once both addresses are known (a page links to the private one).
  let pages = new Map<string, string>();
  const requests: TestWebsite['requests'] = [];
  const delay = options.crawlDelaySeconds ?? 0.02;
  const robots = options.blockEverything
    ? 'User-agent: *\nDisallow: /\n'
    : `# Regole per i motori di ricerca\nUser-agent: *\nDisallow: /privato/\nCrawl-delay: ${delay}\n\nUser-agent: AgentiAI-Crawler\nDisallow: /privato/\nDisallow: /catalogo-bot/\nCrawl-delay: ${delay}\n\nSitemap: /sitemap.xml\n`;
  const pdf = makePdf([
    ['Listino prezzi 2026 della Ferramenta Rossi.', 'La chiave inglese regolabile costa 18 euro e il trapano a percussione 89 euro.'],
  ]);

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', origin);
    const path = url.pathname;
    requests.push({
      path: path + url.search,
      at: Date.now(),
      userAgent: String(req.headers['user-agent'] ?? ''),
      ifNoneMatch: req.headers['if-none-match'],
    });
    const send = (status: number, type: string, body: string | Buffer, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': type, ...headers });
      res.end(body);
    };
    if (path === '/robots.txt') return send(200, 'text/plain', robots);
    if (path === '/sitemap.xml') {
      const urls = ['/', '/chi-siamo', '/orari', '/contatti', '/servizi', ...SERVICES.map((n) => `/servizi/${n}`), '/privato/bilancio'];
      return send(
        200,
        'application/xml',
        `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.map((u) => `<url><loc>${origin}${u}</loc></url>`).join('')}<url><loc>https://altro-sito.example/pagina</loc></url></urlset>`,
      );
    }
    if (path === '/sitemap-enorme.xml') {
      const entries = Array.from({ length: 10_000 }, (_, i) => `<sitemap><loc>${origin}/sitemaps/${i + 1}.xml</loc></sitemap>`).join('');
      return send(
        200,
        'application/xml',
        `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries}</sitemapindex>`,
      );
    }
    const nested = /^\/sitemaps\/(\d+)\.xml$/.exec(path);
    if (nested) {
      const n = ((Number(nested[1]) - 1) % SERVICES.length) + 1;
      return send(
        200,
        'application/xml',
        `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${origin}/servizi/${n}</loc></url></urlset>`,
      );
    }
    if (path === '/vecchia-pagina') return send(301, 'text/html', '', { location: '/chi-siamo' });
    if (path === '/ciclo-a') return send(302, 'text/html', '', { location: '/ciclo-b' });
    if (path === '/ciclo-b') return send(302, 'text/html', '', { location: '/ciclo-a' });
    const chain = /^\/catena\/(\d+)$/.exec(path);
    if (chain) return send(302, 'text/html', '', { location: `/catena/${Number(chain[1]) + 1}` });
    if (path === '/fuori') return send(302, 'text/html', '', { location: `${privateOrigin}/segreto` });
    if (path === '/errore') return send(500, 'text/html', '<h1>Errore interno</h1>');
    if (path === '/binario') {
      const bytes = Buffer.alloc(64 * 1024);
      bytes.write('\x89PNG\r\n\x1a\n', 'latin1');
      return send(200, 'text/html; charset=utf-8', bytes);
    }
    if (path === '/enorme') {
      // 50 MB of HTML, streamed without a Content-Length: the crawler stops reading at its cap.
      res.writeHead(200, { 'content-type': 'text/html' });
      const block = `<p>${'Testo ripetuto di una pagina enorme. '.repeat(100)}</p>\n`;
      let sent = 0;
      const pump = () => {
        while (sent < 50 * 1024 * 1024) {
          sent += block.length;
          if (!res.write(block)) {
            res.once('drain', pump);
            return;
          }
        }
        res.end();
      };
      res.on('close', () => {
        sent = Number.POSITIVE_INFINITY;
      });
      pump();
      return;
    }
    if (path === '/documenti/listino.pdf') return send(200, 'application/pdf', pdf);
    if (path === '/documenti/garanzia.txt')
      return send(
        200,
        'text/plain; charset=utf-8',
        'Condizioni di garanzia.\n\nOgni attrezzo venduto dalla Ferramenta Rossi è garantito ventiquattro mesi contro i difetti di fabbricazione.',
      );
    const html = pages.get(path);
    if (html === undefined) return send(404, 'text/html', '<h1>Pagina non trovata</h1>');
    const etag = `"${createHash('sha1').update(html).digest('hex').slice(0, 16)}"`;
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, { etag });
      return res.end();
    }
    return send(200, 'text/html; charset=utf-8', html, { etag });
  });
  // A second listener on 127.0.0.1 plays the private address a page links to: it must never be asked anything.
  const privateServer = http.createServer((req, res) => {
    requests.push({ path: `PRIVATE ${req.url}`, at: Date.now(), userAgent: String(req.headers['user-agent'] ?? '') });
    res.end('segreto');
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => privateServer.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  origin = `http://localhost:${port}`;
  privateOrigin = `http://127.0.0.1:${(privateServer.address() as AddressInfo).port}`;
  pages = basePages(origin, privateOrigin);
  return {
    url: origin,
    port,
    requests,
    setPage(path, html) {
      if (html === null) pages.delete(path);
      else pages.set(path, layout(path, html));
    },
    close: async () => {
      server.closeAllConnections();
      privateServer.closeAllConnections();
      await Promise.all([new Promise((r) => server.close(r)), new Promise((r) => privateServer.close(r))]);
    },
  };
}
