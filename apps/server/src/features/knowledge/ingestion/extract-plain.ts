import { decodeText, extractDocxText } from './plain-text.js';
import { csvText, xlsxText } from './spreadsheet-text.js';
import type { PlainKind } from './text-protocol.js';

/** The text of a file without pages or timings, on whichever thread calls it (the server's or the text worker's). */
export async function extractPlain(kind: PlainKind, data: Uint8Array): Promise<string> {
  if (kind === 'docx') return extractDocxText(data);
  if (kind === 'csv') return csvText(data);
  if (kind === 'xlsx') return xlsxText(data);
  return decodeText(data);
}
