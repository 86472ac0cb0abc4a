/** Messages between the server and the PDF worker thread (pdf-text-worker.ts). */
export interface PdfWorkerRequest {
  id: number;
  data: Uint8Array;
  /** Set to draw one page as a PNG (the source viewer, issue 16) instead of reading every page's text. */
  renderPage?: number;
}

export type PdfWorkerReply =
  /** One more page read; `ocr` when it was read with OCR (a scanned page, ADR 0090). */
  | { id: number; type: 'page'; page: number; total: number; ocr: boolean }
  /** The pages' text, and the 1-based numbers of the pages read with OCR. */
  | { id: number; type: 'pages'; pages: string[]; ocrPages: number[] }
  /**
   * `ocr` when the PDF itself was read but the OCR engine failed on a scanned page; `limit` when a ceiling of ADR
   * 0119 refused it (too many pages, or compressed data that inflates too far).
   */
  | { id: number; type: 'failed'; ocr?: boolean; limit?: 'pages' | 'inflated' }
  /** The page asked for, drawn as a PNG; `png` null when the PDF has no such page. */
  | { id: number; type: 'image'; png: Uint8Array | null };
