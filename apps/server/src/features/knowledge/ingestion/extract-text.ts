import type { FileKind } from '@app/shared/api/knowledge';
import { OcrUnavailable, PdfUnreadable, readPdfPages, type PdfPages } from './pdf/pdf-text-reader.js';
import { ExtractionError, withoutNul } from './plain-text.js';
import { readPlainText } from './text-reader.js';
import type { TimedSpan } from './timed-span.js';
import { CORRUPT_PDF, EMPTY_DOCUMENT, OCR_FAILED, PDF_INFLATES_TOO_FAR, PDF_TOO_MANY_PAGES } from '@app/shared/i18n/knowledge';

export type { TimedSpan };

export { decodeText, decodeWindows1252, ExtractionError } from './plain-text.js';

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

/** Work done so far: the share (0–1), and the steps (pages, segments) when they are counted. */
export interface Progress {
  done: number;
  steps?: { done: number; total: number };
}

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
    kind === 'pdf' ? await extractPdf(data, onProgress, progressIntervalMs) : { text: await readPlainText(kind, data), pageStarts: [] };
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
    if (err instanceof PdfUnreadable && err.limit)
      throw new ExtractionError(err.limit === 'pages' ? PDF_TOO_MANY_PAGES : PDF_INFLATES_TOO_FAR);
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
    text += withoutNul(page).replace(/\r\n?/g, '\n').trim();
  }
  return { text, pageStarts, ocrPages: ocrPages.length };
}

/** The 1-based page holding `offset`, or null for formats without pages. */
export function pageAt(pageStarts: ArrayLike<number>, offset: number): number | null {
  // Binary search: a 10,000-page PDF has as many chunks as pages, and a scan per chunk was quadratic.
  if (pageStarts.length === 0) return null;
  let low = 0;
  let high = pageStarts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (pageStarts[mid]! <= offset) low = mid;
    else high = mid - 1;
  }
  return low + 1;
}
