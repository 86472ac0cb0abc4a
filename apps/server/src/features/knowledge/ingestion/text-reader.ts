import { Worker } from 'node:worker_threads';
import { chunkOffsets, type ChunkOffsets } from './chunk-offsets.js';
import { ExtractionError } from './plain-text.js';
import { extractPlain } from './extract-plain.js';
import type { PlainKind, TextWorkerReply, TextWorkerRequest } from './text-protocol.js';
import { workerEntry } from './worker-entry.js';
import type { HtmlPage } from './extract-html.js';
import { TOO_COMPLEX } from '@app/shared/i18n/knowledge';

/** The worker ends after this long without work, so an idle server holds nothing for it. */
const IDLE_MS = 30_000;
/**
 * Below this size the work takes a few milliseconds on the server's thread, about what a round trip to the worker
 * costs: small files (most of them, and chat attachments) stay inline.
 */
export const INLINE_LIMIT = 256 * 1024;

type Request = TextWorkerRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

interface Pending {
  resolve: (reply: TextWorkerReply) => void;
  reject: (err: Error) => void;
}

let worker: Worker | undefined;
let idleTimer: NodeJS.Timeout | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();

/** The text of a TXT (decoded), DOCX, CSV or XLSX file; large ones are read in the text worker thread (ADR 0116). */
export async function readPlainText(kind: PlainKind, data: Buffer): Promise<string> {
  if (data.length <= INLINE_LIMIT) return extractPlain(kind, data);
  // A copy is transferred: the caller keeps its buffer.
  const reply = await ask({ op: 'extract', kind, data: new Uint8Array(data) });
  if (reply.type !== 'text') throw new ExtractionError(TOO_COMPLEX);
  return reply.text;
}

/**
 * A web page read in the text worker thread (the website crawler, issue 29): parsing and Readability take tens of
 * milliseconds a page, hundreds for a large one, which the server's own thread must not spend.
 */
export async function readHtmlPage(data: Buffer, contentType: string, url: string): Promise<HtmlPage> {
  const reply = await ask({ op: 'html', data: new Uint8Array(data), contentType, url });
  if (reply.type !== 'html') throw new ExtractionError(TOO_COMPLEX);
  return reply.page;
}

/** Chunk boundaries (and paragraph starts when asked) of an extracted text; long texts are cut in the worker. */
export async function chunkDocumentText(text: string, pageStarts: number[], paragraphs: boolean): Promise<ChunkOffsets> {
  if (text.length <= INLINE_LIMIT) return chunkOffsets(text, pageStarts, paragraphs);
  const reply = await ask({ op: 'chunk', text, pageStarts, paragraphs });
  if (reply.type !== 'chunks') throw new ExtractionError(TOO_COMPLEX);
  return { spans: reply.spans, paragraphs: reply.paragraphs };
}

function ask(request: Request): Promise<TextWorkerReply> {
  const id = nextId++;
  const running = workerThread();
  clearTimeout(idleTimer);
  running.ref();
  return new Promise<TextWorkerReply>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    const message = { ...request, id } as TextWorkerRequest;
    running.postMessage(message, message.op === 'extract' || message.op === 'html' ? [message.data.buffer] : []);
  }).then((reply) => {
    if (reply.type === 'failed') throw new ExtractionError(reply.reason ?? TOO_COMPLEX);
    return reply;
  });
}

function workerThread(): Worker {
  if (worker) return worker;
  const { entry, evalSource } = workerEntry('text-worker');
  // A hostile file (a DOCX whose XML builds a huge tree) kills the worker, not the server.
  const started = new Worker(entry, { eval: evalSource, resourceLimits: { maxOldGenerationSizeMb: 512 } });
  started.on('message', (reply: TextWorkerReply) => {
    const request = pending.get(reply.id);
    if (!request) return;
    pending.delete(reply.id);
    request.resolve(reply);
    if (pending.size === 0) scheduleIdleStop();
  });
  // A worker that dies fails what it was doing (the user reads TOO_COMPLEX); the next request starts a new one.
  const lost = () => {
    if (worker !== started) return;
    worker = undefined;
    for (const request of pending.values()) request.reject(new ExtractionError(TOO_COMPLEX));
    pending.clear();
  };
  started.on('error', lost);
  started.on('exit', lost);
  worker = started;
  return started;
}

function scheduleIdleStop() {
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    const stopping = worker;
    worker = undefined;
    void stopping?.terminate();
  }, IDLE_MS);
  idleTimer.unref();
  // An idle worker does not keep the process alive.
  worker?.unref();
}
