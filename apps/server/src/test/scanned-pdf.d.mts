import type { ScannedPage } from './knowledge-files.mjs';
export function scannedLines(paragraphs: string[], measure?: (s: string) => number): string[];
export function scanPage(paragraphs: string[]): ScannedPage & { text: string };
export function makeScannedPdf(pages: (string[] | { scan: string[] })[]): { pdf: Buffer; texts: (string | null)[] };
