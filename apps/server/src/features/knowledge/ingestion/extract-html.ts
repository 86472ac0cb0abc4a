import { parseHTML } from 'linkedom';
import { Readability } from '@mozilla/readability';
import { TextDecoder } from 'node:util';

/** What a web page gives the knowledge: its title, its main text (headings as Markdown '#'), its links, its canonical address. */
export interface HtmlPage {
  title: string;
  text: string;
  /** Every link of the page (menus included), resolved against the page's address; not yet filtered. */
  links: string[];
  canonical: string | null;
  /** `<meta name="robots" content="noindex">`: the page asks not to be indexed. */
  noindex: boolean;
  /** `<meta name="robots" content="nofollow">`: its links are not to be followed. */
  nofollow: boolean;
}

/** What is never content: navigation, page furniture, scripts, forms, cookie banners. */
const FURNITURE =
  'script, style, noscript, template, iframe, svg, canvas, form, nav, header, footer, aside, [role="navigation"], [role="banner"], [role="contentinfo"], [aria-hidden="true"], [hidden]';
const BANNER = /(^|[\s_-])(cookie|cookies|consent|gdpr|cmp|banner|newsletter|popup|modal)([\s_-]|$)/i;

const BLOCKS = new Set([
  'ADDRESS',
  'ARTICLE',
  'BLOCKQUOTE',
  'DD',
  'DIV',
  'DL',
  'DT',
  'FIELDSET',
  'FIGCAPTION',
  'FIGURE',
  'LI',
  'MAIN',
  'OL',
  'P',
  'PRE',
  'SECTION',
  'TABLE',
  'TBODY',
  'THEAD',
  'TFOOT',
  'TR',
  'UL',
  'BR',
  'HR',
]);

/** The charset of an HTML document: the Content-Type's, else a <meta> in its first bytes, else UTF-8. */
export function decodeHtml(bytes: Uint8Array, contentType: string): string {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 2048));
  const label =
    /charset\s*=\s*["']?([\w-]+)/i.exec(contentType)?.[1] ?? /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1] ?? 'utf-8';
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(label);
  } catch {
    decoder = new TextDecoder('utf-8');
  }
  return decoder.decode(bytes);
}

type Node = { nodeType: number; nodeName: string; textContent: string | null; childNodes: ArrayLike<Node> };

/**
 * Reads a page as a person would: Mozilla's Readability finds the main content on a linkedom DOM (no menus, footers,
 * cookie banners), headings are kept as '#' lines so the structure survives in the text; a page Readability finds no
 * article in (a short page, a list) gives its body without the page furniture instead.
 */
export function extractHtml(html: string, pageUrl: string): HtmlPage {
  const { document } = parseHTML(html);
  const base = safeUrl(document.querySelector('base[href]')?.getAttribute('href') ?? '', pageUrl) ?? pageUrl;
  const robots = (document.querySelector('meta[name="robots" i]')?.getAttribute('content') ?? '').toLowerCase();
  const links: string[] = [];
  for (const a of document.querySelectorAll('a[href], area[href]')) {
    if ((a.getAttribute('rel') ?? '').toLowerCase().includes('nofollow')) continue;
    const href = safeUrl(a.getAttribute('href') ?? '', base);
    if (href) links.push(href);
  }
  const canonicalHref = document.querySelector('link[rel="canonical" i][href]')?.getAttribute('href');
  const canonical = canonicalHref ? safeUrl(canonicalHref, base) : null;
  const title = cleanLine(
    document.querySelector('title')?.textContent || document.querySelector('h1')?.textContent || new URL(pageUrl).pathname,
  ).slice(0, 300);

  for (const element of [...document.querySelectorAll('[id], [class]')]) {
    const names = `${element.getAttribute('id') ?? ''} ${element.getAttribute('class') ?? ''}`;
    if (BANNER.test(names) && element.tagName !== 'BODY' && element.tagName !== 'HTML') element.remove();
  }
  let body = '';
  try {
    const article = new Readability(document as never, { serializer: (el: unknown) => el, charThreshold: 200 }).parse();
    const content = article?.content as unknown as Node | null | undefined;
    if (content) body = textOf(content);
  } catch {
    body = '';
  }
  if (!body.trim()) {
    const fallback = parseHTML(html).document;
    for (const element of [...fallback.querySelectorAll(FURNITURE)]) element.remove();
    body = fallback.body ? textOf(fallback.body as unknown as Node) : '';
  }
  body = body.trim();
  const text = body ? `# ${title}\n\n${body}` : '';
  return { title, text, links, canonical, noindex: /\bnoindex\b|\bnone\b/.test(robots), nofollow: /\bnofollow\b|\bnone\b/.test(robots) };
}

function safeUrl(href: string, base: string): string | null {
  try {
    return new URL(href.trim(), base).href;
  } catch {
    return null;
  }
}

const cleanLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The text of an element: a paragraph per block, '#' headings, '- ' list items. */
function textOf(root: Node): string {
  const out: string[] = [];
  let line = '';
  const flush = (prefix = '') => {
    const text = cleanLine(line);
    if (text) out.push(prefix + text);
    line = '';
  };
  const walk = (node: Node) => {
    if (node.nodeType === 3) {
      line += node.textContent ?? '';
      return;
    }
    if (node.nodeType !== 1) return;
    const name = node.nodeName.toUpperCase();
    if (name === 'SCRIPT' || name === 'STYLE' || name === 'NOSCRIPT' || name === 'TEMPLATE') return;
    const heading = /^H([1-6])$/.exec(name);
    if (heading) {
      flush();
      line = node.textContent ?? '';
      flush(`${'#'.repeat(Math.max(2, Number(heading[1])))} `);
      return;
    }
    const block = BLOCKS.has(name);
    if (block) flush();
    if (name === 'LI') {
      for (const child of Array.from(node.childNodes)) walk(child);
      flush('- ');
      return;
    }
    if (name === 'TD' || name === 'TH') line += ' ';
    for (const child of Array.from(node.childNodes)) walk(child);
    if (name === 'TD' || name === 'TH') line += ' ';
    if (block) flush();
  };
  walk(root);
  flush();
  return out.join('\n\n');
}
