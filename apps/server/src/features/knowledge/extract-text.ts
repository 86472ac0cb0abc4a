import { getDocumentProxy } from 'unpdf';
import mammoth from 'mammoth';
import type { FileKind } from '@app/shared/api/knowledge';
import { utf16Bom } from './file-kind.js';
import { yieldOnBudget } from './yield-on-budget.js';

/** Extracted text, and where each page starts in it (PDF only). */
export interface Extracted {
  text: string;
  /** Character offset where page i+1 begins; empty when the format has no pages. */
  pageStarts: number[];
}

/** A failure the user can read: the document ends in the error state with this reason. */
export class ExtractionError extends Error {}

export const EMPTY_DOCUMENT = 'Il documento non contiene testo leggibile.';
export const CORRUPT_PDF = 'Il PDF è danneggiato o protetto e non può essere letto.';
export const CORRUPT_DOCX = 'Il file DOCX è danneggiato e non può essere letto.';

/** `onProgress` receives the share of the work done (0–1) as pages are read. */
export async function extractText(
  kind: Exclude<FileKind, 'audio' | 'video'>,
  data: Buffer,
  onProgress: (done: number) => Promise<void> = async () => undefined,
): Promise<Extracted> {
  const extracted =
    kind === 'pdf'
      ? await extractPdf(data, onProgress)
      : kind === 'docx'
        ? await extractDocx(data)
        : { text: decodeText(data), pageStarts: [] };
  if (!extracted.text.trim()) throw new ExtractionError(EMPTY_DOCUMENT);
  return extracted;
}

async function extractPdf(data: Buffer, onProgress: (done: number) => Promise<void>): Promise<Extracted> {
  const pages: string[] = [];
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>> | undefined;
  try {
    pdf = await getDocumentProxy(new Uint8Array(data));
    let reported = 0;
    const pause = yieldOnBudget();
    // Page by page (as unpdf's extractText joins each page's items), reporting progress every tenth.
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const content = await (await pdf.getPage(number)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
      // pdf.js in this process resolves page after page in microtasks: let requests in between pages every
      // few tens of milliseconds, so a long PDF does not stall the whole server (and its progress reaches the browser).
      await pause();
      if (number / pdf.numPages - reported >= 0.1) {
        reported = number / pdf.numPages;
        // Progress is cosmetic: a failure to report it must not read as a damaged PDF.
        await onProgress(reported).catch(() => undefined);
      }
    }
  } catch {
    throw new ExtractionError(CORRUPT_PDF);
  } finally {
    await pdf?.destroy().catch(() => undefined);
  }
  // Pages are joined by a blank line, so a paragraph never runs across a page border in the chunker.
  const pageStarts: number[] = [];
  let text = '';
  for (const page of pages) {
    if (text) text += '\n\n';
    pageStarts.push(text.length);
    text += page.replace(/\r\n?/g, '\n').trim();
  }
  return { text, pageStarts };
}

async function extractDocx(data: Buffer): Promise<Extracted> {
  try {
    const { value } = await mammoth.extractRawText({ buffer: data });
    return {
      text: value
        .replace(/\r\n?/g, '\n')
        .replace(/\n{3,}/g, '\n\n')
        .trim(),
      pageStarts: [],
    };
  } catch {
    throw new ExtractionError(CORRUPT_DOCX);
  }
}

/**
 * UTF-16 when it starts with its byte-order mark; UTF-8 when the bytes are valid UTF-8 (BOM dropped);
 * otherwise Windows-1252, the usual Western fallback.
 */
export function decodeText(data: Buffer): string {
  let text: string;
  const utf16 = utf16Bom(data);
  if (utf16) return new TextDecoder(utf16).decode(data).replace(/\r\n?/g, '\n');
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    text = decodeWindows1252(data);
  }
  return text.replace(/\r\n?/g, '\n');
}

/** The 1-based page holding `offset`, or null for formats without pages. */
export function pageAt(pageStarts: number[], offset: number): number | null {
  if (pageStarts.length === 0) return null;
  let page = 1;
  for (let i = 0; i < pageStarts.length; i += 1) if (pageStarts[i]! <= offset) page = i + 1;
  return page;
}

// 0x80–0x9F of Windows-1252 (€, curly quotes, dashes…); Node's built-in decoder treats them as Latin-1 controls.
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

export function decodeWindows1252(data: Buffer): string {
  let out = '';
  for (const byte of data) out += byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
  return out;
}
