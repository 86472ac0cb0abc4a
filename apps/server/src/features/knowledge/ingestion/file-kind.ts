import { FILE_KINDS, type FileKind } from '@app/shared/api/knowledge';

/** Every upload place accepts the one shared list (issue 34, ADR 0136). */
export const isAcceptedKind = (kind: FileKind | null): kind is FileKind => kind !== null && FILE_KINDS.includes(kind);

const ascii = (buf: Buffer, start: number, text: string) => buf.subarray(start, start + text.length).toString('latin1') === text;

/**
 * The real kind of a file from its first bytes (and, for zips, whether it holds word/document.xml or
 * xl/workbook.xml), never from its name alone: a renamed program is refused. Text named `.csv` is a CSV (its
 * columns are checked when it is read). Returns null when it is none of the accepted kinds.
 */
export async function sniffFileKind(
  head: Buffer,
  fileName: string,
  zipContains: (entry: string) => Promise<boolean>,
): Promise<FileKind | null> {
  if (head.length === 0) return null;
  if (ascii(head, 0, '%PDF-')) return 'pdf';
  if (ascii(head, 0, 'PK\x03\x04')) {
    if (await zipContains('word/document.xml')) return 'docx';
    return (await zipContains('xl/workbook.xml')) ? 'xlsx' : null;
  }
  const text = () => (/\.csv$/i.test(fileName) ? 'csv' : 'txt');
  // Text saved as "Unicode" by Windows Notepad: UTF-16 with its byte-order mark (FF FE also starts an MPEG frame).
  if (looksLikeUtf16Text(head)) return text();
  const media = sniffMedia(head, fileName);
  if (media) return media;
  return looksLikeText(head) ? text() : null;
}

function sniffMedia(b: Buffer, fileName: string): 'audio' | 'video' | null {
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  // MP4 / MOV / M4A / 3GP: an ISO box 'ftyp' at offset 4; the brand tells audio-only files apart.
  if (ascii(b, 4, 'ftyp')) {
    const brand = b.subarray(8, 12).toString('latin1');
    return brand.startsWith('M4A') || brand.startsWith('M4B') || ext === 'm4a' ? 'audio' : 'video';
  }
  if (ascii(b, 0, 'RIFF')) {
    if (ascii(b, 8, 'WAVE')) return 'audio';
    if (ascii(b, 8, 'AVI ')) return 'video';
    return null;
  }
  if (ascii(b, 0, 'ID3')) return 'audio';
  if (b.length > 1 && b[0] === 0xff && (b[1]! & 0xe0) === 0xe0) return 'audio'; // MPEG audio frame (mp3/aac)
  if (ascii(b, 0, 'OggS')) return ext === 'ogv' ? 'video' : 'audio';
  if (ascii(b, 0, 'fLaC')) return 'audio';
  if (ascii(b, 0, '#!AMR')) return 'audio';
  if (b.length > 4 && b.readUInt32BE(0) === 0x1a45dfa3) {
    // Matroska/WebM: audio-only WebM is common for voice notes.
    return ext === 'weba' || ext === 'mka' || (ext === 'webm' && !b.includes('V_VP') && !b.includes('V_AV1') && b.includes('A_'))
      ? 'audio'
      : 'video';
  }
  if (b.length > 3 && b[0] === 0x00 && b[1] === 0x00 && b[2] === 0x01 && (b[3] === 0xba || b[3] === 0xb3)) return 'video'; // MPEG-PS
  if (b[0] === 0x47 && b.length > 188 && b[188] === 0x47) return 'video'; // MPEG-TS
  if (ascii(b, 0, 'FLV')) return 'video';
  if (b.length > 16 && b.subarray(0, 16).equals(Buffer.from('3026b2758e66cf11a6d900aa0062ce6c', 'hex')))
    return ext === 'wma' ? 'audio' : 'video';
  return null;
}

/** 'utf-16le' or 'utf-16be' when the bytes start with a UTF-16 byte-order mark. */
export function utf16Bom(head: Buffer): 'utf-16le' | 'utf-16be' | null {
  if (head.length >= 2 && head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head.length >= 2 && head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  return null;
}

/** A UTF-16 byte-order mark followed by Western text: no control characters, almost all Latin letters or signs. */
function looksLikeUtf16Text(head: Buffer): boolean {
  const encoding = utf16Bom(head);
  if (!encoding) return false;
  const text = new TextDecoder(encoding).decode(head.subarray(0, head.length - (head.length % 2)));
  let latin = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d && code !== 0x0c) return false;
    if (code < 0x250 || (code >= 0x2000 && code < 0x2070) || code === 0x20ac) latin += 1;
  }
  return text.length > 0 && latin >= text.length * 0.8;
}

/**
 * Text: no NUL bytes and almost no control characters. Valid UTF-8 or a single-byte Western encoding
 * (Windows-1252) both pass; the extractor decides which one it is.
 */
export function looksLikeText(head: Buffer): boolean {
  let control = 0;
  for (const byte of head) {
    if (byte === 0) return false;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) control += 1;
  }
  return control <= head.length * 0.01;
}

export const MIME_BY_KIND: Record<Exclude<FileKind, 'audio' | 'video'>, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The stored file_type: a MIME type; for audio and video the browser's one when it agrees with the content. */
export function fileTypeFor(kind: FileKind, clientMime: string | undefined): string {
  if (kind === 'audio' || kind === 'video') {
    return clientMime && /^[a-z]+\/[A-Za-z0-9.+-]+$/.test(clientMime) && clientMime.startsWith(`${kind}/`)
      ? clientMime
      : `${kind}/octet-stream`;
  }
  return MIME_BY_KIND[kind];
}

export function kindOfFileType(fileType: string): FileKind | null {
  // A note written in the app (ADR 0173) is stored as Markdown and read as the plain text it is.
  if (fileType === 'text/markdown') return 'txt';
  if (fileType.startsWith('audio/')) return 'audio';
  if (fileType.startsWith('video/')) return 'video';
  const entry = Object.entries(MIME_BY_KIND).find(([, mime]) => mime === fileType);
  return entry ? (entry[0] as FileKind) : null;
}
