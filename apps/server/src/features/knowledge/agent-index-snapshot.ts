import { Readable } from 'node:stream';
import type { Storage } from '../../storage/storage.js';
import type { AgentIndex } from './agent-index.js';

/** 3 since ADR 0127: terms are Italian lemmas; a snapshot of format 2 holds plain stems and is rebuilt. */
const FORMAT = 3;

/**
 * An agent's index as one compact binary file in the file store (ADR 0073), so an instance without it in memory (a
 * restart, another instance, an eviction) reads it instead of rebuilding it from every chunk's text vector.
 *
 * Layout: [u32 header length][header JSON][padding to 8][sections]. The small header has the version, the counts
 * and each section's type and length; each section is a typed array on an 8-byte boundary, read as a view without
 * copying, postings included (ADR 0075). The strings (chunk, document and term ids) are one UTF-8 section, split
 * on NUL, which no id or lexeme contains.
 */
interface Header {
  format: typeof FORMAT;
  version: string;
  chunks: number;
  documents: number;
  averageDocumentLength: number;
  sections: { name: SectionName; type: ArrayType; length: number }[];
}

type SectionName =
  | 'strings'
  | 'chunkLength'
  | 'chunkDocument'
  | 'wordStarts'
  | 'words'
  | 'positions'
  | 'documentLength'
  | 'titleStarts'
  | 'titles'
  | 'postingStarts'
  | 'postingChunks'
  | 'postingFrequency';
type ArrayType = 'f64' | 'i32' | 'u16' | 'u8';
type Typed = Float64Array | Int32Array | Uint16Array | Uint8Array;

const WIDTH: Record<ArrayType, number> = { f64: 8, i32: 4, u16: 2, u8: 1 };
const typeOf = (array: Typed): ArrayType =>
  array instanceof Float64Array ? 'f64' : array instanceof Int32Array ? 'i32' : array instanceof Uint16Array ? 'u16' : 'u8';
const SEPARATOR = '\0';

const pad8 = (n: number) => (n + 7) & ~7;
/** Generous: 20,000 chunks take about 12 MB. */
const MAX_SNAPSHOT_BYTES = 512 * 1024 * 1024;

export const snapshotKey = (accountId: string, agentId: string) => `${accountId}/${agentId}/indice-ricerca.bin`;

export function serializeAgentIndex(index: AgentIndex): Buffer {
  const titleLists = index.titleTerms.map((set) => [...set]);
  const titles = new Int32Array(titleLists.reduce((sum, list) => sum + list.length, 0));
  const titleStarts = new Int32Array(titleLists.length + 1);
  titleLists.forEach((list, d) => {
    titles.set(list, titleStarts[d]!);
    titleStarts[d + 1] = titleStarts[d]! + list.length;
  });
  const strings = Buffer.from([...index.chunkIds, ...index.documentIds, ...index.terms].join(SEPARATOR), 'utf8');

  const sections: [SectionName, Typed][] = [
    ['strings', new Uint8Array(strings.buffer, strings.byteOffset, strings.length)],
    ['chunkLength', index.chunkLength],
    ['chunkDocument', index.chunkDocument],
    ['wordStarts', index.wordStarts],
    ['words', index.words],
    ['positions', index.positions],
    ['documentLength', index.documentLength],
    ['titleStarts', titleStarts],
    ['titles', titles],
    ['postingStarts', index.postingStarts],
    ['postingChunks', index.postingChunks],
    ['postingFrequency', index.postingFrequency],
  ];
  const header: Header = {
    format: FORMAT,
    version: index.version,
    chunks: index.chunkIds.length,
    documents: index.documentIds.length,
    averageDocumentLength: index.averageDocumentLength,
    sections: sections.map(([name, array]) => ({ name, type: typeOf(array), length: array.length })),
  };
  const headerBytes = Buffer.from(JSON.stringify(header), 'utf8');
  let size = pad8(4 + headerBytes.length);
  for (const [, array] of sections) size += pad8(array.byteLength);
  const out = Buffer.alloc(size);
  out.writeUInt32LE(headerBytes.length, 0);
  headerBytes.copy(out, 4);
  let at = pad8(4 + headerBytes.length);
  for (const [, array] of sections) {
    Buffer.from(array.buffer, array.byteOffset, array.byteLength).copy(out, at);
    at += pad8(array.byteLength);
  }
  return out;
}

/** The index of `serializeAgentIndex`, or null when the data is not a complete snapshot of `version`. */
export function deserializeAgentIndex(data: Buffer, version: string): AgentIndex | null {
  if (data.length < 8) return null;
  // Typed-array views need their element size's alignment: a copy only when the buffer does not start on 8 bytes.
  const bytes = data.byteOffset % 8 === 0 ? new Uint8Array(data.buffer, data.byteOffset, data.length) : new Uint8Array(data);
  const base = bytes.byteOffset;
  const headerLength = new DataView(bytes.buffer, base).getUint32(0, true);
  if (4 + headerLength > bytes.length) return null;
  const header = JSON.parse(Buffer.from(bytes.buffer, base + 4, headerLength).toString('utf8')) as Header;
  if (header.format !== FORMAT || header.version !== version) return null;
  const arrays = new Map<SectionName, Typed>();
  let at = pad8(4 + headerLength);
  for (const { name, type, length } of header.sections) {
    if (at + length * WIDTH[type] > bytes.length) return null;
    const offset = base + at;
    arrays.set(
      name,
      type === 'f64'
        ? new Float64Array(bytes.buffer, offset, length)
        : type === 'i32'
          ? new Int32Array(bytes.buffer, offset, length)
          : type === 'u16'
            ? new Uint16Array(bytes.buffer, offset, length)
            : new Uint8Array(bytes.buffer, offset, length),
    );
    at += pad8(length * WIDTH[type]);
  }
  const section = <T extends Typed>(name: SectionName) => arrays.get(name) as T;
  const stringBytes = section<Uint8Array>('strings');
  const strings = stringBytes.length
    ? Buffer.from(stringBytes.buffer, stringBytes.byteOffset, stringBytes.length).toString('utf8').split(SEPARATOR)
    : [];
  const titleStarts = section<Int32Array>('titleStarts');
  const titles = section<Int32Array>('titles');
  const documentsEnd = header.chunks + header.documents;

  return {
    version,
    chunkIds: strings.slice(0, header.chunks),
    chunkLength: section('chunkLength'),
    chunkDocument: section('chunkDocument'),
    wordStarts: section('wordStarts'),
    words: section('words'),
    positions: section('positions'),
    documentIds: strings.slice(header.chunks, documentsEnd),
    documentLength: section('documentLength'),
    averageDocumentLength: header.averageDocumentLength,
    titleTerms: Array.from({ length: titleStarts.length - 1 }, (_, d) => new Set(titles.subarray(titleStarts[d]!, titleStarts[d + 1]!))),
    terms: strings.slice(documentsEnd),
    postingStarts: section('postingStarts'),
    postingChunks: section('postingChunks'),
    postingFrequency: section('postingFrequency'),
  };
}

/** The stored snapshot of `version`, or null (none yet, another version, unreadable). */
export async function readSnapshot(storage: Storage, accountId: string, agentId: string, version: string): Promise<AgentIndex | null> {
  try {
    return deserializeAgentIndex(await storage.readAll(snapshotKey(accountId, agentId), MAX_SNAPSHOT_BYTES), version);
  } catch {
    return null;
  }
}

export async function writeSnapshot(storage: Storage, accountId: string, agentId: string, index: AgentIndex): Promise<void> {
  await storage.put(snapshotKey(accountId, agentId), Readable.from([serializeAgentIndex(index)]), { maxBytes: MAX_SNAPSHOT_BYTES });
}
