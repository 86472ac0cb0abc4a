/**
 * Worker thread that reads a PDF's text with pdf.js, so the server's own thread never spends a long document's
 * reading time away from its requests (ADR 0026); scanned pages are read here with OCR too (ADR 0090). One message
 * in, progress messages and one result out.
 */
import '../array-buffer-transfer.js';
import { parentPort } from 'node:worker_threads';
import { getDocumentProxy } from 'unpdf';
import { needsOcr, ocrPage, pageImage } from './pdf-ocr.js';
import type { PdfWorkerReply, PdfWorkerRequest } from './pdf-text-protocol.js';
import { MAX_PDF_PAGES } from '@app/shared/limits';
import { pdfStreamsWithinLimits } from './pdf-limits.js';

const port = parentPort!;
const reply = (message: PdfWorkerReply) => port.postMessage(message);

port.on('message', (request: PdfWorkerRequest) => {
  (request.renderPage ? renderPage(request, request.renderPage) : readPages(request)).catch((err: unknown) =>
    reply({ id: request.id, type: 'failed', ocr: err instanceof OcrFailed, limit: err instanceof OverLimit ? err.limit : undefined }),
  );
});

class OcrFailed extends Error {}
class OverLimit extends Error {
  constructor(readonly limit: 'pages' | 'inflated') {
    super(limit);
  }
}

async function readPages({ id, data }: PdfWorkerRequest) {
  // Before pdf.js decodes anything: a decompression bomb would fill memory outside the worker's heap limit.
  if (!pdfStreamsWithinLimits(data)) throw new OverLimit('inflated');
  const pdf = await getDocumentProxy(data);
  try {
    if (pdf.numPages > MAX_PDF_PAGES) throw new OverLimit('pages');
    const pages: string[] = [];
    const ocrPages: number[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      // Each page's items joined as unpdf's own extractText does.
      let text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');
      const ocr = await needsOcr(page, text);
      if (ocr) {
        text = await ocrPage(pdf, number).catch((err: unknown) => {
          throw new OcrFailed(String(err));
        });
        ocrPages.push(number);
      }
      pages.push(text);
      reply({ id, type: 'page', page: number, total: pdf.numPages, ocr });
    }
    reply({ id, type: 'pages', pages, ocrPages });
  } finally {
    await pdf.destroy().catch(() => undefined);
  }
}

async function renderPage({ id, data }: PdfWorkerRequest, number: number) {
  const pdf = await getDocumentProxy(data);
  try {
    const png = number <= pdf.numPages ? new Uint8Array(await pageImage(pdf, number, VIEW_SCALE)) : null;
    port.postMessage({ id, type: 'image', png } satisfies PdfWorkerReply, png ? [png.buffer] : []);
  } finally {
    await pdf.destroy().catch(() => undefined);
  }
}

/** A page shown beside the cited text: about 1,000 pixels wide for an A4 page, sharp enough to read. */
const VIEW_SCALE = 1.7;
