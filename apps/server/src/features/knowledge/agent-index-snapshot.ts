import { Readable } from 'node:stream';
import type { Storage } from '../../storage/storage.js';
import type { AgentIndex } from './agent-index.js';

/**
 * An agent's index as one compact binary file in the file store (ADR 0073), so an instance without it in memory (a
 * restart, another instance, an eviction) reads it instead of rebuilding it from every chunk's text vector.
 *
 * Layout: [u32 header length][header JSON][padding to 8][sections]. The header has the strings (chunk, document and
 * term ids), the version and each section's type and length; each section is a typed array on an 8-byte boundary,
 * read as a view without copying. Postings are not stored: they are counted again from the chunks' words.
 */
interface Header {
  format: 1;
  version: string;
  chunkIds: string[];
  documentIds: string[];
  terms: string[];
  averageDocumentLength: number;
  sections: { name: SectionName; type: 'f64' | 'i32' | 'u16'; length: number }[];
}

type SectionName = 'chunkLength' | 'chunkDocument' | 'wordStarts' | 'words' | 'positions' | 'documentLength' | 'titleStarts' | 'titles';
type Typed = Float64Array | Int32Array | Uint16Array;

const pad8 = (n: number) => (n + 7) & ~7;
/** Generous: 20,000 chunks take about 12 MB. */
const MAX_SNAPSHOT_BYTES = 512 * 1024 * 1024;

export const snapshotKey = (accountId: string, agentId: string) => `${accountId}/${agentId}/indice-ricerca.bin`;

function flatten(parts: ArrayLike<number>[], target: Int32Array | Uint16Array): Int32Array {
  const starts = new Int32Array(parts.length + 1);
  for (let i = 0; i < parts.length; i += 1) {
    target.set(parts[i]!, starts[i]!);
    starts[i + 1] = starts[i]! + parts[i]!.length;
  }
  return starts;
}

export function serializeAgentIndex(index: AgentIndex): Buffer {
  const total = index.chunkTerms.reduce((sum, words) => sum + words.length, 0);
  const words = new Int32Array(total);
  const positions = new Uint16Array(total);
  const wordStarts = flatten(index.chunkTerms, words);
  flatten(index.chunkPositions, positions);
  const titleLists = index.titleTerms.map((set) => [...set]);
  const titles = new Int32Array(titleLists.reduce((sum, list) => sum + list.length, 0));
  const titleStarts = flatten(titleLists, titles);
  const terms: string[] = new Array(index.termIds.size);
  for (const [term, id] of index.termIds) terms[id] = term;

  const sections: [SectionName, Typed][] = [
    ['chunkLength', index.chunkLength],
    ['chunkDocument', index.chunkDocument],
    ['wordStarts', wordStarts],
    ['words', words],
    ['positions', positions],
    ['documentLength', index.documentLength],
    ['titleStarts', titleStarts],
    ['titles', titles],
  ];
  const header: Header = {
    format: 1,
    version: index.version,
    chunkIds: index.chunkIds,
    documentIds: index.documentIds,
    terms,
    averageDocumentLength: index.averageDocumentLength,
    sections: sections.map(([name, array]) => ({
      name,
      type: array instanceof Float64Array ? 'f64' : array instanceof Int32Array ? 'i32' : 'u16',
      length: array.length,
    })),
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
export function deserializeAgentIndex(
  data: Buffer,
  version: string,
  vocabulary: (termIds: Map<string, number>) => AgentIndex['vocabularyByPrefix'],
): AgentIndex | null {
  if (data.length < 8) return null;
  // Typed-array views need their element size's alignment: a copy only when the buffer does not start on 8 bytes.
  const bytes = data.byteOffset % 8 === 0 ? new Uint8Array(data.buffer, data.byteOffset, data.length) : new Uint8Array(data);
  const base = bytes.byteOffset;
  const headerLength = new DataView(bytes.buffer, base).getUint32(0, true);
  if (4 + headerLength > bytes.length) return null;
  const header = JSON.parse(Buffer.from(bytes.buffer, base + 4, headerLength).toString('utf8')) as Header;
  if (header.format !== 1 || header.version !== version) return null;
  const arrays = new Map<SectionName, Typed>();
  let at = pad8(4 + headerLength);
  for (const { name, type, length } of header.sections) {
    const width = type === 'f64' ? 8 : type === 'i32' ? 4 : 2;
    if (at + length * width > bytes.length) return null;
    arrays.set(
      name,
      type === 'f64'
        ? new Float64Array(bytes.buffer, base + at, length)
        : type === 'i32'
          ? new Int32Array(bytes.buffer, base + at, length)
          : new Uint16Array(bytes.buffer, base + at, length),
    );
    at += pad8(length * width);
  }
  const section = <T extends Typed>(name: SectionName) => arrays.get(name) as T;
  const wordStarts = section<Int32Array>('wordStarts');
  const words = section<Int32Array>('words');
  const positions = section<Uint16Array>('positions');
  const titleStarts = section<Int32Array>('titleStarts');
  const titles = section<Int32Array>('titles');
  const n = header.chunkIds.length;
  const chunkTerms = Array.from({ length: n }, (_, i) => words.subarray(wordStarts[i]!, wordStarts[i + 1]!));
  const chunkPositions = Array.from({ length: n }, (_, i) => positions.subarray(wordStarts[i]!, wordStarts[i + 1]!));
  const termIds = new Map(header.terms.map((term, id) => [term, id]));

  return {
    version,
    chunkIds: header.chunkIds,
    chunkLength: section('chunkLength'),
    chunkDocument: section('chunkDocument'),
    chunkTerms,
    chunkPositions,
    documentIds: header.documentIds,
    documentLength: section('documentLength'),
    averageDocumentLength: header.averageDocumentLength,
    titleTerms: Array.from({ length: titleStarts.length - 1 }, (_, d) => new Set(titles.subarray(titleStarts[d]!, titleStarts[d + 1]!))),
    termIds,
    ...postingsOf(chunkTerms, header.terms.length),
    vocabularyByPrefix: vocabulary(termIds),
  };
}

/**
 * Each term's chunks (ascending) and its count in each, from the chunks' words: counted into two flat arrays, then
 * cut into views (one typed array per term of its own made this the slowest step of a load).
 */
function postingsOf(chunkTerms: Int32Array[], termCount: number) {
  const starts = new Int32Array(termCount + 1);
  const lastChunk = new Int32Array(termCount).fill(-1);
  chunkTerms.forEach((words, chunk) => {
    for (const term of words) {
      if (lastChunk[term] !== chunk) {
        lastChunk[term] = chunk;
        starts[term + 1] = starts[term + 1]! + 1;
      }
    }
  });
  for (let term = 0; term < termCount; term += 1) starts[term + 1] = starts[term + 1]! + starts[term]!;
  const chunks = new Int32Array(starts[termCount]!);
  const frequency = new Uint16Array(starts[termCount]!);
  const next = starts.slice(0, termCount);
  lastChunk.fill(-1);
  chunkTerms.forEach((words, chunk) => {
    for (const term of words) {
      if (lastChunk[term] !== chunk) {
        lastChunk[term] = chunk;
        chunks[next[term]!] = chunk;
        next[term] = next[term]! + 1;
      }
      const slot = next[term]! - 1;
      if (frequency[slot]! < 65535) frequency[slot] = frequency[slot]! + 1;
    }
  });
  return {
    postingChunks: Array.from({ length: termCount }, (_, term) => chunks.subarray(starts[term]!, starts[term + 1]!)),
    postingFrequency: Array.from({ length: termCount }, (_, term) => frequency.subarray(starts[term]!, starts[term + 1]!)),
  };
}

/** The stored snapshot of `version`, or null (none yet, another version, unreadable). */
export async function readSnapshot(
  storage: Storage,
  accountId: string,
  agentId: string,
  version: string,
  vocabulary: (termIds: Map<string, number>) => AgentIndex['vocabularyByPrefix'],
): Promise<AgentIndex | null> {
  try {
    const parts: Buffer[] = [];
    for await (const part of storage.read(snapshotKey(accountId, agentId)) as AsyncIterable<Buffer>) parts.push(part);
    return deserializeAgentIndex(Buffer.concat(parts), version, vocabulary);
  } catch {
    return null;
  }
}

export async function writeSnapshot(storage: Storage, accountId: string, agentId: string, index: AgentIndex): Promise<void> {
  await storage.put(snapshotKey(accountId, agentId), Readable.from([serializeAgentIndex(index)]), { maxBytes: MAX_SNAPSHOT_BYTES });
}
