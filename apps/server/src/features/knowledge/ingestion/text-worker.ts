/**
 * Worker thread for the CPU work of plain documents (ADR 0116): decoding a TXT, reading a DOCX or a spreadsheet, and cutting any
 * extracted text into chunks. A 40 MB text took seconds of the server's own thread, during which no request was
 * answered.
 */
import { parentPort } from 'node:worker_threads';
import { chunkOffsets } from './chunk-offsets.js';
import { ExtractionError } from './plain-text.js';
import { extractPlain } from './extract-plain.js';
import type { TextWorkerReply, TextWorkerRequest } from './text-protocol.js';
import { decodeHtml, extractHtml } from './extract-html.js';

const port = parentPort!;

port.on('message', (request: TextWorkerRequest) => {
  handle(request).then(
    (reply) => port.postMessage(reply, reply.type === 'chunks' ? [reply.spans.buffer, reply.paragraphs.buffer] : []),
    (err: unknown) =>
      port.postMessage({
        id: request.id,
        type: 'failed',
        reason: err instanceof ExtractionError ? err.message : undefined,
      } satisfies TextWorkerReply),
  );
});

async function handle(request: TextWorkerRequest): Promise<TextWorkerReply> {
  if (request.op === 'extract') {
    const text = await extractPlain(request.kind, request.data);
    return { id: request.id, type: 'text', text };
  }
  if (request.op === 'html') {
    return { id: request.id, type: 'html', page: extractHtml(decodeHtml(request.data, request.contentType), request.url) };
  }
  return { id: request.id, type: 'chunks', ...chunkOffsets(request.text, request.pageStarts, request.paragraphs) };
}
