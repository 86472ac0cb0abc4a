import { Worker } from 'node:worker_threads';
import type { PdfWorkerReply, PdfWorkerRequest } from './pdf-text-protocol.js';
import { workerEntry } from '../worker-entry.js';

/** The worker ends after this long without a PDF to read, so an idle server holds no pdf.js in memory. */
const IDLE_MS = 30_000;

/** One page read: its 1-based number, the page count, and whether it was read with OCR. */
export interface PageRead {
  page: number;
  total: number;
  ocr: boolean;
}

export interface PdfPages {
  pages: string[];
  /** 1-based numbers of the pages read with OCR (scanned pages). */
  ocrPages: number[];
}

interface Pending {
  onPage: (read: PageRead) => void;
  resolve: (result: PdfPages | Buffer | null) => void;
  reject: (err: Error) => void;
}

/** A PDF the worker could not read (damaged, protected, or it made the worker fail), or `limit` refused (ADR 0119). */
export class PdfUnreadable extends Error {
  constructor(readonly limit?: 'pages' | 'inflated') {
    super(limit ?? 'unreadable');
  }
}
/** The PDF was read but the OCR engine failed on one of its scanned pages. */
export class OcrUnavailable extends Error {}

let worker: Worker | undefined;
let idleTimer: NodeJS.Timeout | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();

/**
 * The text of each page of a PDF, read in a worker thread (scanned pages with OCR); `onPage` is called after each
 * page. Rejects with PdfUnreadable when pdf.js cannot read the file, OcrUnavailable when OCR fails.
 */
export function readPdfPages(data: Buffer, onPage: (read: PageRead) => void = () => undefined): Promise<PdfPages> {
  return ask(data, undefined, onPage) as Promise<PdfPages>;
}

/** One page of a PDF drawn as a PNG in the worker thread (the source viewer); null when there is no such page. */
export function renderPdfPage(data: Buffer, page: number): Promise<Buffer | null> {
  return ask(data, page, () => undefined) as Promise<Buffer | null>;
}

function ask(data: Buffer, renderPage: number | undefined, onPage: (read: PageRead) => void): Promise<PdfPages | Buffer | null> {
  const id = nextId++;
  const running = workerThread();
  clearTimeout(idleTimer);
  running.ref();
  return new Promise((resolve, reject) => {
    pending.set(id, { onPage, resolve, reject });
    // A copy is transferred: the caller keeps its buffer, the worker owns its own.
    const copy = new Uint8Array(data);
    running.postMessage({ id, data: copy, renderPage } satisfies PdfWorkerRequest, [copy.buffer]);
  });
}

/**
 * Ends the worker (after IDLE_MS without work); a later read starts a new one. The worker is shared by every
 * server context of the process (tests start several), so no single context's shutdown ends it.
 */
async function stopPdfReader(): Promise<void> {
  clearTimeout(idleTimer);
  const stopping = worker;
  worker = undefined;
  failAll();
  await stopping?.terminate();
}

function workerThread(): Worker {
  if (worker) return worker;
  const { entry, evalSource } = workerEntry('pdf/pdf-text-worker');
  const started = new Worker(entry, {
    eval: evalSource,
    // A hostile PDF can make pdf.js allocate without end: the worker dies, not the server. (The OCR engine runs in
    // a thread of its own, started by this one and ended with it.)
    resourceLimits: { maxOldGenerationSizeMb: 512 },
  });
  started.on('message', (message: PdfWorkerReply) => {
    const request = pending.get(message.id);
    if (!request) return;
    if (message.type === 'page') return request.onPage(message);
    pending.delete(message.id);
    if (message.type === 'pages') request.resolve({ pages: message.pages, ocrPages: message.ocrPages });
    else if (message.type === 'image') request.resolve(message.png ? Buffer.from(message.png) : null);
    else request.reject(message.ocr ? new OcrUnavailable() : new PdfUnreadable(message.limit));
    if (pending.size === 0) scheduleIdleStop();
  });
  // A worker that dies (out of memory on a hostile file, say) fails what it was reading; the next read starts anew.
  const lost = () => {
    if (worker !== started) return;
    worker = undefined;
    failAll();
  };
  started.on('error', lost);
  started.on('exit', lost);
  worker = started;
  return started;
}

function failAll() {
  for (const request of pending.values()) request.reject(new PdfUnreadable());
  pending.clear();
}

function scheduleIdleStop() {
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => void stopPdfReader(), IDLE_MS);
  idleTimer.unref();
  // An idle worker does not keep the process alive.
  worker?.unref();
}
