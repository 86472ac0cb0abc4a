#!/usr/bin/env node
// Document processing speed through the real API and queue:
//   node bench/knowledge-throughput.mjs [--pages 50] [--files 20]
// 1. time from upload to 'Processato' for one generated Italian PDF of --pages pages;
// 2. pages per second over --files such PDFs uploaded together (upload of the first to the last processed),
//    and the server's worst event-loop delay meanwhile (perf_hooks.monitorEventLoopDelay inside the server):
//    how long any other request could have waited behind document processing.
import { italianParagraphs, makePdf } from '../apps/server/src/test/knowledge-files.mjs';
import { startProduct } from './knowledge-harness.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const PAGES = arg('--pages', 50);
const FILES = arg('--files', 20);

const pdfFor = (seed) => {
  const paragraphs = italianParagraphs(PAGES * 5, seed);
  return makePdf(Array.from({ length: PAGES }, (_, p) => paragraphs.slice(p * 5, p * 5 + 5)));
};

const product = await startProduct();
try {
  const first = pdfFor(1);
  console.log(
    `PDF: ${PAGES} pages, ${(first.length / 1024).toFixed(0)} KB, about ${Math.round(italianParagraphs(5)[0].length * 5)} characters per page`,
  );
  // A warm-up file, so the first figure does not include loading pdf.js into the process.
  await product.upload('riscaldamento.pdf', pdfFor(99), 'application/pdf');
  await product.waitProcessed(1, 10);

  const t0 = performance.now();
  await product.upload('documento-1.pdf', first, 'application/pdf');
  await product.waitProcessed(2, 10);
  const single = (performance.now() - t0) / 1000;
  console.log(`one ${PAGES}-page PDF, upload to 'Processato': ${single.toFixed(2)} s`);

  const files = Array.from({ length: FILES }, (_, i) => pdfFor(i + 2));
  await product.eventLoop.reset();
  const t1 = performance.now();
  for (const [i, data] of files.entries()) await product.upload(`lotto-${i + 1}.pdf`, data, 'application/pdf');
  await product.waitProcessed(2 + FILES, 25);
  const total = (performance.now() - t1) / 1000;
  const delay = await product.eventLoop.report();
  console.log(`${FILES} PDFs of ${PAGES} pages: ${total.toFixed(2)} s, ${((FILES * PAGES) / total).toFixed(1)} pages/s   (aim ≥ 300)`);
  console.log(
    `server CPU time meanwhile: ${(delay.cpuMs / 1000).toFixed(2)} s, ${((FILES * PAGES) / (delay.cpuMs / 1000)).toFixed(0)} pages per CPU-second (pages/s on an otherwise idle core)`,
  );
  console.log(
    `server event-loop delay meanwhile: worst ${delay.maxMs.toFixed(0)} ms, p99 ${delay.p99Ms.toFixed(0)} ms, mean ${delay.meanMs.toFixed(1)} ms   (aim: worst ≤ 100 ms)`,
  );
} finally {
  product.stop();
}
