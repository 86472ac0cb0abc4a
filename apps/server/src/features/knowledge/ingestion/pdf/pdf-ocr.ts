/**
 * OCR of scanned PDF pages, inside the PDF worker thread (pdf-text-worker.ts, ADR 0090): a page whose text layer
 * holds almost nothing but which paints an image is rendered with @napi-rs/canvas and read by tesseract.js in
 * Italian. Everything comes from installed packages: the language data from @tesseract.js-data/ita, the engine from
 * tesseract.js-core; nothing is downloaded or cached on disk.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import { getResolvedPDFJS, renderPageAsImage } from 'unpdf';
import type { PDFDocumentProxy, PDFPageProxy } from 'unpdf/pdfjs';

/** A page with fewer letters than this in its text layer is treated as scanned (a stamp or a page number). */
export const MIN_TEXT_LETTERS = 40;
/**
 * Render scale: 2 points to the pixel is about 144 dpi, what office scanners write; more costs time without
 * improving the reading of text scanned at 150 dpi.
 */
const RENDER_SCALE = 2.5;

const require = createRequire(import.meta.url);
/** The LSTM-only ("best_int") Italian model: a quarter of the default package's size, same reading. */
const LANG_PATH = path.join(path.dirname(require.resolve('@tesseract.js-data/ita/package.json')), '4.0.0_best_int');

let reader: Promise<Worker> | undefined;

function ocrReader(): Promise<Worker> {
  reader ??= createWorker('ita', OEM.LSTM_ONLY, {
    langPath: LANG_PATH,
    gzip: true,
    // Read from the package each time the thread starts; never written anywhere.
    cacheMethod: 'none',
    cachePath: LANG_PATH,
    // tesseract.js logs the optional word lists the package does not ship; they are not needed.
    errorHandler: () => undefined,
  }).catch((err: unknown) => {
    reader = undefined;
    throw err;
  });
  return reader;
}

/** Whether a page needs OCR: almost no text, and an image painted on it (a blank page has nothing to read). */
export async function needsOcr(page: PDFPageProxy, text: string): Promise<boolean> {
  if ((text.match(/\p{L}/gu)?.length ?? 0) >= MIN_TEXT_LETTERS) return false;
  const { OPS } = await getResolvedPDFJS();
  const images = new Set<number>([OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageXObjectRepeat]);
  const operators = await page.getOperatorList();
  return operators.fnArray.some((op) => images.has(op));
}

/** The page's text as OCR reads it, lines joined with newlines and paragraphs by a blank line. */
export async function ocrPage(pdf: PDFDocumentProxy, pageNumber: number): Promise<string> {
  const png = await pageImage(pdf, pageNumber, RENDER_SCALE);
  const worker = await ocrReader();
  const { data } = await worker.recognize(Buffer.from(png));
  return data.text
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The longest side of a drawn page: a hostile page size must not ask the canvas (native memory) for gigabytes. */
const MAX_SIDE_PX = 4000;

/** One page drawn as a PNG at `scale` pixels per point (less for a page too large to draw at that scale). */
export async function pageImage(pdf: PDFDocumentProxy, pageNumber: number, scale: number): Promise<ArrayBuffer> {
  const { width, height } = (await pdf.getPage(pageNumber)).getViewport({ scale: 1 });
  const fitted = Math.min(scale, MAX_SIDE_PX / Math.max(width, height, 1));
  return renderPageAsImage(pdf, pageNumber, { canvasImport: () => import('@napi-rs/canvas'), scale: fitted });
}
