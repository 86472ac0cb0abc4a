import mammoth from 'mammoth';
import { utf16Bom } from './file-kind.js';
import { docxWithinLimits } from './zip-limits.js';
import { CORRUPT_DOCX, DOCX_TOO_LARGE } from '@app/shared/i18n/knowledge';

/** A failure the user can read: the document ends in the error state with this reason. */
export class ExtractionError extends Error {}

/**
 * PostgreSQL stores no U+0000 in text: a NUL inside a file's contents (binary noise, or UTF-16 text without its
 * byte-order mark) is removed from the extracted text, never sent to the database (ADR 0115).
 */
export function withoutNul(text: string): string {
  return text.includes('\u0000') ? text.replaceAll('\u0000', '') : text;
}

/**
 * UTF-16 when it starts with its byte-order mark; UTF-8 when the bytes are valid UTF-8 (BOM dropped);
 * otherwise Windows-1252, the usual Western fallback.
 */
export function decodeText(data: Uint8Array): string {
  let text: string;
  const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const utf16 = utf16Bom(buffer);
  if (utf16) return withoutNul(new TextDecoder(utf16).decode(data).replace(/\r\n?/g, '\n'));
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    text = decodeWindows1252(buffer);
  }
  return withoutNul(text.replace(/\r\n?/g, '\n'));
}

// 0x80–0x9F of Windows-1252 (€, curly quotes, dashes…); Node's built-in decoder treats them as Latin-1 controls.
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/** Latin-1 in one native call, then the 32 characters where Windows-1252 differs (a byte at a time took 14 s for 40 MB). */
export function decodeWindows1252(data: Buffer): string {
  return data.toString('latin1').replace(/[\u0080-\u009f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80]!);
}

/** The text of a DOCX, after checking that no part of it inflates beyond the limits (a zip bomb). */
export async function extractDocxText(data: Uint8Array): Promise<string> {
  const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const verdict = docxWithinLimits(buffer);
  if (verdict === 'too-large') throw new ExtractionError(DOCX_TOO_LARGE);
  if (verdict === 'damaged') throw new ExtractionError(CORRUPT_DOCX);
  try {
    const { value } = await mammoth.extractRawText({ buffer });
    return withoutNul(value)
      .replace(/\r\n?/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
  } catch {
    throw new ExtractionError(CORRUPT_DOCX);
  }
}
