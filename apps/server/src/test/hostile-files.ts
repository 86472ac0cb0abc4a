import { createDeflate, createDeflateRaw, crc32 } from 'node:zlib';
import { assemblePdf, DOCX_CONTENT_TYPES, DOCX_RELS, zipOfDeflated } from './knowledge-files.mjs';

/**
 * Hostile files for the hardening tests (issue 18), generated at test time (no binaries in the repository) and
 * streamed through zlib so that building a bomb never holds its inflated size in the test's own memory.
 */

/** `bytes` spaces compressed as one stream (zlib, as PDF's FlateDecode; raw deflate, as a zip entry). */
async function compressedSpaces(bytes: number, raw: boolean, prefix = '', suffix = ''): Promise<{ data: Buffer; crc: number }> {
  const deflate = raw ? createDeflateRaw({ level: 9 }) : createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (d: Buffer) => out.push(d));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const piece = Buffer.alloc(8 * 1024 * 1024, ' ');
  let crc = crc32(prefix);
  deflate.write(prefix);
  for (let left = bytes; left > 0; left -= piece.length) {
    const part = left >= piece.length ? piece : piece.subarray(0, left);
    crc = crc32(part, crc);
    if (!deflate.write(part)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  crc = crc32(suffix, crc);
  deflate.end(suffix);
  await done;
  return { data: Buffer.concat(out), crc };
}

/** A one-page PDF whose content stream (FlateDecode) inflates to `bytes` bytes. */
export async function pdfFlateBomb(bytes: number): Promise<Buffer> {
  const { data } = await compressedSpaces(bytes, false, 'BT /F1 12 Tf 50 800 Td (Bomba) Tj ET\n');
  const objects = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>'),
    Buffer.concat([Buffer.from(`<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n`), data, Buffer.from('\nendstream')]),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'),
  ];
  return assemblePdf(objects);
}

async function docxWithDocumentXml(prefix: string, fillBytes: number, suffix: string): Promise<Buffer> {
  const small = async (text: string) => {
    const { data, crc } = await compressedSpaces(0, true, text);
    return { deflated: data, size: Buffer.byteLength(text), crc };
  };
  const document = await compressedSpaces(fillBytes, true, prefix, suffix);
  return zipOfDeflated([
    { name: '[Content_Types].xml', ...(await small(DOCX_CONTENT_TYPES)) },
    { name: '_rels/.rels', ...(await small(DOCX_RELS)) },
    {
      name: 'word/document.xml',
      deflated: document.data,
      size: Buffer.byteLength(prefix) + fillBytes + Buffer.byteLength(suffix),
      crc: document.crc,
    },
  ]);
}

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';

/** A DOCX whose document.xml inflates to about `bytes` bytes (spaces between two paragraphs). */
export function docxZipBomb(bytes: number): Promise<Buffer> {
  return docxWithDocumentXml(
    `<?xml version="1.0" encoding="UTF-8"?><w:document ${W}><w:body><w:p><w:r><w:t>Inizio</w:t></w:r></w:p>`,
    bytes,
    '<w:p><w:r><w:t>Fine</w:t></w:r></w:p></w:body></w:document>',
  );
}

/** A DOCX whose document.xml declares external entities (a local file and a URL) and uses them in its text. */
export function docxWithExternalEntities(fileUrl: string, httpUrl: string): Promise<Buffer> {
  return docxWithDocumentXml(
    `<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE w:document [<!ENTITY segreto SYSTEM "${fileUrl}"><!ENTITY remoto SYSTEM "${httpUrl}">]>` +
      `<w:document ${W}><w:body><w:p><w:r><w:t>Testo visibile del documento. &segreto; &remoto;</w:t></w:r></w:p></w:body></w:document>`,
    0,
    '',
  );
}

/** A PNG header declaring `width` × `height` pixels (the pixel data is a few bytes: a decompression bomb for viewers). */
export function pngDeclaring(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.writeUInt8(8, 16);
  ihdr.writeUInt8(6, 17);
  ihdr.writeUInt32BE(crc32(ihdr.subarray(4, 21)), 21);
  const iend = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr, iend]);
}

/** Samples the process's resident memory until stopped: the peak, in bytes. */
export function watchRss(intervalMs = 50) {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, intervalMs);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, process.memoryUsage().rss);
    },
  };
}
