import { inflateSync } from 'node:zlib';

/** What one compressed stream may inflate to: a 600-dpi A4 page in colour is about 100 MB. */
export const MAX_STREAM_BYTES = 128 * 1024 * 1024;
/** What all of a PDF's compressed streams may inflate to together. */
export const MAX_INFLATED_BYTES = 1024 * 1024 * 1024;

/**
 * Whether a PDF's Flate-compressed streams inflate within the ceilings: a decompression bomb (a few MB that
 * inflate to gigabytes) is found before pdf.js decodes it into memory. Every `stream … endstream` is tried; what
 * is not zlib data (JPEG images, other filters) fails at once and is not counted.
 */
export function pdfStreamsWithinLimits(pdf: Uint8Array, perStream = MAX_STREAM_BYTES, total = MAX_INFLATED_BYTES): boolean {
  const data = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  let remaining = total;
  let at = 0;
  for (;;) {
    const keyword = data.indexOf('stream', at, 'latin1');
    if (keyword < 0) return true;
    let start = keyword + 6;
    if (data[start] === 0x0d) start += 1;
    if (data[start] === 0x0a) start += 1;
    const end = data.indexOf('endstream', start, 'latin1');
    if (end < 0) return true;
    at = end + 9;
    // 'endstream' itself contains 'stream': only a keyword at the start of the data counts.
    if (keyword >= 3 && data.toString('latin1', keyword - 3, keyword) === 'end') continue;
    if (data[keyword - 1] !== undefined && /[A-Za-z]/.test(String.fromCharCode(data[keyword - 1]!))) continue;
    try {
      remaining -= inflateSync(data.subarray(start, end), { maxOutputLength: Math.max(1, Math.min(perStream, remaining)) }).length;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') return false;
      // Not zlib data, or cut short: pdf.js decides what to make of it.
    }
    if (remaining <= 0) return false;
  }
}
