import { chunkText, DEFAULT_CHUNK_OPTIONS } from './chunk-text.js';
import { paragraphStarts } from '../documents/source-location.js';

export interface ChunkOffsets {
  /** [start, end) pairs of character offsets, one chunk after the other. */
  spans: Uint32Array<ArrayBuffer>;
  /** Where each paragraph starts (TXT and DOCX sources name their paragraph); empty when not asked for. */
  paragraphs: Uint32Array<ArrayBuffer>;
}

/** Chunks and paragraph starts as flat arrays of offsets: a worker thread transfers them instead of copying. */
export function chunkOffsets(text: string, pageStarts: number[], withParagraphs: boolean): ChunkOffsets {
  const spans = chunkText(text, DEFAULT_CHUNK_OPTIONS, pageStarts);
  const flat = new Uint32Array(spans.length * 2);
  spans.forEach((span, i) => {
    flat[2 * i] = span.start;
    flat[2 * i + 1] = span.end;
  });
  return { spans: flat, paragraphs: Uint32Array.from(withParagraphs ? paragraphStarts(text) : []) };
}
