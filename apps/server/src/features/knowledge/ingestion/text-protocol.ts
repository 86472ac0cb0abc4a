import type { HtmlPage } from './extract-html.js';

/** The files read as plain text (no pages, no timings). */
export type PlainKind = 'txt' | 'docx' | 'csv' | 'xlsx';

/** Messages between the server and the text worker thread (text-worker.ts, ADR 0116). */
export type TextWorkerRequest =
  /** The text of a TXT, DOCX, CSV or XLSX file. */
  | { id: number; op: 'extract'; kind: PlainKind; data: Uint8Array<ArrayBuffer> }
  /** Chunk boundaries of an extracted text; `paragraphs` asks for where each paragraph starts too (TXT, DOCX). */
  | { id: number; op: 'chunk'; text: string; pageStarts: number[]; paragraphs: boolean }
  /** A web page's title, main text, links and canonical address (the website crawler, issue 29). */
  | { id: number; op: 'html'; data: Uint8Array<ArrayBuffer>; contentType: string; url: string };

export type TextWorkerReply =
  | { id: number; type: 'text'; text: string }
  | { id: number; type: 'html'; page: HtmlPage }
  /** Chunks as [start, end) pairs of character offsets, one after the other. */
  | { id: number; type: 'chunks'; spans: Uint32Array<ArrayBuffer>; paragraphs: Uint32Array<ArrayBuffer> }
  /** `reason`: a message for the user (an ExtractionError); none when the worker failed unexpectedly. */
  | { id: number; type: 'failed'; reason?: string };
