#!/usr/bin/env node
// OCR of a scanned Italian PDF through the real API and queue (issue 16):
//   node bench/knowledge-ocr.mjs [--pages 10]
// A PDF of --pages scanned pages (known Italian text drawn on 150 dpi page images, JPEG, no text layer) is uploaded;
// prints the seconds per page from upload to 'Processato', the character error rate of the extracted text against
// the known text, and the server's worst event-loop delay meanwhile (OCR runs in worker threads).
import { italianParagraphs } from '../apps/server/src/test/knowledge-files.mjs';
import { characterErrorRate } from '../apps/server/src/test/character-error-rate.mjs';
import { makeScannedPdf } from '../apps/server/src/test/scanned-pdf.mjs';
import { startProduct } from './knowledge-harness.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const PAGES = arg('--pages', 10);

const paragraphs = italianParagraphs(PAGES * 3, 11);
const { pdf, texts } = makeScannedPdf(Array.from({ length: PAGES }, (_, p) => ({ scan: paragraphs.slice(p * 3, p * 3 + 3) })));
console.log(`scanned PDF: ${PAGES} pages, ${(pdf.length / 1024).toFixed(0)} KB, ${texts.join('').length} characters of known text`);

const product = await startProduct();
try {
  // A warm-up page, so the figures do not include loading pdf.js, the canvas and the OCR engine into the process.
  await product.upload('riscaldamento.pdf', makeScannedPdf([{ scan: italianParagraphs(1, 99) }]).pdf, 'application/pdf');
  await product.waitProcessed(1, 100);
  await product.eventLoop.reset();
  const t0 = performance.now();
  const doc = await product.upload('scansione.pdf', pdf, 'application/pdf');
  const steps = new Set();
  for (;;) {
    const { documents } = await product.api('GET', `/api/agents/${product.agent.id}/documents`);
    const current = documents.find((d) => d.id === doc.id);
    if (current.steps) steps.add(current.steps.done);
    if (current.status === 'processed') break;
    if (current.status === 'error') throw new Error(current.error);
    await new Promise((r) => setTimeout(r, 100));
  }
  const seconds = (performance.now() - t0) / 1000;
  const delay = await product.eventLoop.report();
  const { document, text, passages } = await product.api('GET', `/api/agents/${product.agent.id}/documents/${doc.id}/text`);
  const pageText = (n) => {
    const own = passages.filter((p) => p.page === n);
    return own.length ? text.slice(own[0].start, own.at(-1).end) : '';
  };
  // Every page is a scan, so every page has its known text (null is for a page that is not scanned).
  const perPage = texts.map((known, i) => characterErrorRate(/** @type {string} */ (known), pageText(i + 1)));
  const cer = characterErrorRate(texts.join('\n\n'), text);
  console.log(
    `OCR pages: ${document.ocrPages} of ${document.pageCount}; progress seen at pages ${[...steps].sort((a, b) => a - b).join(', ')}`,
  );
  console.log(`upload to 'Processato': ${seconds.toFixed(1)} s, ${(seconds / PAGES).toFixed(2)} s per page`);
  console.log(`character error rate: ${(cer * 100).toFixed(2)}% (aim ≤ 3%); worst page ${(Math.max(...perPage) * 100).toFixed(2)}%`);
  console.log(
    `server event-loop delay meanwhile: worst ${delay.maxMs.toFixed(0)} ms, p99 ${delay.p99Ms.toFixed(0)} ms (aim: worst ≤ 100 ms)`,
  );
} finally {
  product.stop();
}
