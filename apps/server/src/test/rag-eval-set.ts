/**
 * The Italian retrieval set (test-data/rag-it-dev) run through the product's own
 * chunker, indexer and search in one process: the CI floor on recall (retrieval-quality.test.ts) and the tuning
 * figures of bench/rag-halves.mjs. bench/rag-eval measures the same through the HTTP API and the set's scorer.
 *
 * Strict hit, as the set's scorer counts it: a chunk of the gold document whose range covers an answer span.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { newId } from '../db/ids.js';
import { writeDocumentText } from '../features/knowledge/documents/document-text-store.js';
import { agentDocuments, documentChunks } from '../db/schema/documents.js';
import { chunkText, DEFAULT_CHUNK_OPTIONS, type ChunkOptions } from '../features/knowledge/ingestion/chunk-text.js';
import { halfOf } from './eval-halves.mjs';
import { indexDocumentTerms } from '../features/knowledge/search/term-statistics.js';
import { chunkVectors } from '../features/knowledge/search/chunk-vectors.js';

export interface EvalQuery {
  id: string;
  question: string;
  file: string;
  /** Answer spans in document characters, end exclusive. */
  spans: [number, number][];
  half: 'tune' | 'held-out';
}

export interface EvalSet {
  folder: string;
  documents: { file: string; text: string; half: 'tune' | 'held-out' }[];
  queries: EvalQuery[];
}

export interface RankedChunk {
  file: string;
  start: number;
  end: number;
}

/** Where the set is: RAG_EVAL_DIR, else the copy kept in the repository (test-data/rag-it-dev, ADR 0121). */
export function findEvalFolder(root: string): string {
  const folder = process.env.RAG_EVAL_DIR ?? path.join(root, 'test-data', 'rag-it-dev');
  if (!fs.existsSync(path.join(folder, 'queries.jsonl')) || !fs.existsSync(path.join(folder, 'docs')))
    throw new Error(`The Italian retrieval set is missing: ${folder} has no queries.jsonl and docs/.`);
  return folder;
}

const readJsonl = <T>(file: string): T[] =>
  fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as T);

export function loadEvalSet(folder: string): EvalSet {
  const files = fs
    .readdirSync(path.join(folder, 'docs'))
    .filter((f) => f.endsWith('.txt'))
    .sort();
  const documents = files.map((file) => ({ file, text: fs.readFileSync(path.join(folder, 'docs', file), 'utf8'), half: halfOf(file) }));
  const places = new Map(
    readJsonl<{ passage_id: string; doc: string; start: number }>(path.join(folder, 'docs-map.jsonl')).map((p) => [p.passage_id, p]),
  );
  const queries = readJsonl<{ id: string; question: string; passage_id: string; answer_spans: [number, number][] }>(
    path.join(folder, 'queries.jsonl'),
  ).map((q) => {
    const place = places.get(q.passage_id)!;
    return {
      id: q.id,
      question: q.question,
      file: place.doc,
      spans: q.answer_spans.map(([s, e]) => [s + place.start, e + place.start] as [number, number]),
      half: halfOf(place.doc),
    };
  });
  return { folder, documents, queries };
}

/** Uploads the set's documents as processed text files of an agent, chunked and indexed as the product does. */
export async function indexEvalSet(
  db: DbOrTx,
  owner: { accountId: string; agentId: string },
  set: EvalSet,
  options: ChunkOptions = DEFAULT_CHUNK_OPTIONS,
): Promise<{ chunks: number; meanChunkChars: number }> {
  let chunks = 0;
  let chars = 0;
  for (const doc of set.documents) {
    const documentId = newId();
    await db.insert(agentDocuments).values({
      id: documentId,
      ...owner,
      fileName: doc.file,
      filePath: `${owner.agentId}/${doc.file}`,
      fileType: 'text/plain',
      sizeBytes: Buffer.byteLength(doc.text),
      status: 'processed',
      processedAt: new Date(),
    });
    await writeDocumentText(db, { id: documentId, accountId: owner.accountId }, doc.text);
    const spans = chunkText(doc.text, options);
    for (let i = 0; i < spans.length; i += 200) {
      const tsvs = await chunkVectors(
        db,
        spans.slice(i, i + 200).map((span) => doc.text.slice(span.start, span.end)),
      );
      await db.insert(documentChunks).values(
        spans.slice(i, i + 200).map((span, j) => ({
          id: newId(),
          ...owner,
          documentId,
          ordinal: i + j,
          text: doc.text.slice(span.start, span.end),
          startOffset: span.start,
          endOffset: span.end,
          tsv: sql`${tsvs[j]!}::tsvector`,
        })),
      );
    }
    await indexDocumentTerms(db, { id: documentId, ...owner });
    chunks += spans.length;
    chars += spans.reduce((sum, s) => sum + s.end - s.start, 0);
  }
  return { chunks, meanChunkChars: chars / Math.max(1, chunks) };
}

/** The rank (1-based) of the first strict hit among the first 10 results, or 0. */
export function strictRank(query: EvalQuery, results: RankedChunk[]): number {
  const at = results
    .slice(0, 10)
    .findIndex((r) => sameFile(r.file, query.file) && query.spans.some(([s, e]) => r.start <= s && e <= r.end));
  return at + 1;
}

const sameFile = (a: string, b: string) => path.basename(a).toLowerCase() === b.toLowerCase();

export interface Recall {
  questions: number;
  r1: number;
  r5: number;
  r10: number;
  mrr: number;
}

/** R@k and MRR@10 in percent. */
export function recallOf(ranks: number[]): Recall {
  const share = (k: number) => (100 * ranks.filter((r) => r > 0 && r <= k).length) / Math.max(1, ranks.length);
  return {
    questions: ranks.length,
    r1: share(1),
    r5: share(5),
    r10: share(10),
    mrr: (100 * ranks.reduce((s, r) => s + (r > 0 ? 1 / r : 0), 0)) / Math.max(1, ranks.length),
  };
}

/**
 * The gain in R@k of `after` over `before` on the same questions (paired), in points, with its 95% confidence
 * half-width (normal approximation of the mean paired difference).
 */
export function pairedGain(before: number[], after: number[], k = 5): { gain: number; halfWidth: number } {
  const d = before.map((b, i) => Number(after[i]! > 0 && after[i]! <= k) - Number(b > 0 && b <= k));
  const n = Math.max(1, d.length);
  const mean = d.reduce((s, x) => s + x, 0) / n;
  const variance = d.reduce((s, x) => s + (x - mean) ** 2, 0) / Math.max(1, n - 1);
  return { gain: 100 * mean, halfWidth: 100 * 1.96 * Math.sqrt(variance / n) };
}
