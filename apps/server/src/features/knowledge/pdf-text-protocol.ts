/** Messages between the server and the PDF worker thread (pdf-text-worker.ts). */
export interface PdfWorkerRequest {
  id: number;
  data: Uint8Array;
}

export type PdfWorkerReply =
  { id: number; type: 'page'; done: number } | { id: number; type: 'pages'; pages: string[] } | { id: number; type: 'failed' };
