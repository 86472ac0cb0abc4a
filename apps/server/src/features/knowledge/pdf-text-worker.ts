/**
 * Worker thread that reads a PDF's text with pdf.js, so the server's own thread never spends a long document's
 * reading time away from its requests (ADR 0026). One message in, progress messages and one result out.
 */
import { parentPort } from 'node:worker_threads';
import { getDocumentProxy } from 'unpdf';
import type { PdfWorkerReply, PdfWorkerRequest } from './pdf-text-protocol.js';

const port = parentPort!;
const reply = (message: PdfWorkerReply) => port.postMessage(message);

port.on('message', (request: PdfWorkerRequest) => {
  readPages(request).catch(() => reply({ id: request.id, type: 'failed' }));
});

async function readPages({ id, data }: PdfWorkerRequest) {
  const pdf = await getDocumentProxy(data);
  try {
    const pages: string[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const content = await (await pdf.getPage(number)).getTextContent();
      // Each page's items joined as unpdf's own extractText does.
      pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
      reply({ id, type: 'page', done: number / pdf.numPages });
    }
    reply({ id, type: 'pages', pages });
  } finally {
    await pdf.destroy().catch(() => undefined);
  }
}
