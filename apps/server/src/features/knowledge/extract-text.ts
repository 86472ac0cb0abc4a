import mammoth from 'mammoth';
import type { FileKind } from '@app/shared/api/knowledge';
import { utf16Bom } from './file-kind.js';
import { OcrUnavailable, readPdfPages, type PdfPages } from './pdf-text-reader.js';

/** Extracted text, and where each page starts in it (PDF only). */
export interface Extracted {
  text: string;
  /** Character offset where page i+1 begins; empty when the format has no pages. */
  pageStarts: number[];
  /** How many pages were read with OCR (scanned pages of a PDF). */
  ocrPages?: number;
  /** Audio and video: where each transcribed segment starts in the text, and the time range it covers. */
  times?: TimedSpan[];
}

export interface TimedSpan {
  start: number;
  startMs: number;
  endMs: number;
}

/** Work done so far: the share (0–1), and the steps (pages, segments) when they are counted. */
export interface Progress {
  done: number;
  steps?: { done: number; total: number };
}

/** A failure the user can read: the document ends in the error state with this reason. */
export class ExtractionError extends Error {}

export const EMPTY_DOCUMENT = 'Il documento non contiene testo leggibile.';
export const CORRUPT_PDF = 'Il PDF è danneggiato o protetto e non può essere letto.';
export const CORRUPT_DOCX = 'Il file DOCX è danneggiato e non può essere letto.';
export const OCR_FAILED = 'La lettura OCR delle pagine scansionate non è riuscita. Riprova.';

/** The least time between two progress reports of one document. */
export const PROGRESS_INTERVAL_MS = 250;

/**
 * `onProgress` receives the work done as pages are read: every tenth, and every page read with OCR (seconds
 * each), at most once per `progressIntervalMs`.
 */
export async function extractText(
  kind: Exclude<FileKind, 'audio' | 'video'>,
  data: Buffer,
  onProgress: (progress: Progress) => Promise<void> = async () => undefined,
  progressIntervalMs = PROGRESS_INTERVAL_MS,
): Promise<Extracted> {
  const extracted =
    kind === 'pdf'
      ? await extractPdf(data, onProgress, progressIntervalMs)
      : kind === 'docx'
        ? await extractDocx(data)
        : { text: decodeText(data), pageStarts: [] };
  if (!extracted.text.trim()) throw new ExtractionError(EMPTY_DOCUMENT);
  return extracted;
}

async function extractPdf(data: Buffer, onProgress: (progress: Progress) => Promise<void>, progressIntervalMs: number): Promise<Extracted> {
  let reported = 0;
  let reportedAt = performance.now();
  let reporting = Promise.resolve();
  let read: PdfPages;
  try {
    read = await readPdfPages(data, ({ page, total, ocr }) => {
      const done = page / total;
      // Progress every tenth (or every scanned page, which takes seconds), and only for a document long enough for
      // a person to watch it: each report is a write and an event to every open page of the account (a third of the
      // work of a short PDF otherwise).
      if ((!ocr && done - reported < 0.1) || performance.now() - reportedAt < progressIntervalMs) return;
      reported = done;
      reportedAt = performance.now();
      // Progress is cosmetic: a failure to report it must not read as a damaged PDF.
      reporting = reporting.then(() => onProgress({ done, steps: { done: page, total } }).catch(() => undefined));
    });
  } catch (err) {
    throw new ExtractionError(err instanceof OcrUnavailable ? OCR_FAILED : CORRUPT_PDF);
  } finally {
    await reporting;
  }
  const { pages, ocrPages } = read;
  // Pages are joined by a blank line, so a paragraph never runs across a page border in the chunker.
  const pageStarts: number[] = [];
  let text = '';
  for (const page of pages) {
    if (text) text += '\n\n';
    pageStarts.push(text.length);
    text += page.replace(/\r\n?/g, '\n').trim();
  }
  return { text, pageStarts, ocrPages: ocrPages.length };
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
