import { inflateRawSync } from 'node:zlib';

/**
 * What the DOCX reader may inflate in all: its XML parts (the text, styles, relations). A 1,000-page document's
 * XML is 10–20 MB; the reader builds a tree of several times that size in memory.
 */
export const DOCX_XML_BUDGET_BYTES = 64 * 1024 * 1024;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** The zip's parts whose name `wanted` accepts, inflated; or why they cannot be. */
export type ZipParts = { status: 'ok'; parts: Map<string, Buffer> } | { status: 'too-large' | 'damaged' };

/**
 * Inflates the parts of a zip whose name `wanted` accepts, `budget` bytes in all: a zip bomb (a small file that
 * inflates to gigabytes) is found by inflating it with a ceiling, never by trusting the sizes the archive declares.
 * 'damaged' when the archive's directory cannot be read. Other parts are not read, so they are not counted.
 */
export function inflateZipParts(zip: Buffer, wanted: (name: string) => boolean, budget: number, keep = true): ZipParts {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0 || eocd + 22 > zip.length || zip.readUInt32LE(eocd) !== EOCD) return { status: 'damaged' };
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  let remaining = budget;
  const parts = new Map<string, Buffer>();
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) return { status: 'damaged' };
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    if (!wanted(name)) continue;
    // ZIP64 markers: no file within the upload limit needs them.
    if (compressed === 0xffffffff || local === 0xffffffff) return { status: 'damaged' };
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== LOCAL) return { status: 'damaged' };
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + compressed);
    let inflated: Buffer;
    if (method === 0) inflated = data;
    else if (method === 8) {
      try {
        inflated = inflateRawSync(data, { maxOutputLength: Math.max(1, remaining) });
      } catch (err) {
        return { status: (err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' ? 'too-large' : 'damaged' };
      }
    } else return { status: 'damaged' };
    remaining -= inflated.length;
    if (remaining < 0) return { status: 'too-large' };
    if (keep) parts.set(name, inflated);
  }
  return { status: 'ok', parts };
}

/** Whether a DOCX's XML parts (the text, styles, relations) inflate within `budget` bytes in all. */
export function docxWithinLimits(zip: Buffer, budget = DOCX_XML_BUDGET_BYTES): 'ok' | 'too-large' | 'damaged' {
  return inflateZipParts(zip, (name) => /\.(xml|rels)$/i.test(name), budget, false).status;
}
