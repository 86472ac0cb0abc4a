import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { lemmaOf } from '../../../language/italian-lemmas.js';
import { anyOf, intArray, textArray } from './sql-arrays.js';
import { scanTsvector } from './tsvector-text.js';

/**
 * The most chunks one search reads from the database (ADR 0147). An agent of any size costs at most this many rows:
 * query terms are taken rarest first while their chunks add up to no more than this, so a small agent (every
 * candidate read, as the eval set is) is ranked exactly as a whole scan would rank it, and a large one by the chunks
 * holding its rarer words. Terms past the budget still score every chunk that is read.
 */
export const CANDIDATE_BUDGET = 500;

/** What the ranking knows of a term of the question: the agent's statistics. */
export type TermStatistics = {
  term: string;
  /** The agent's chunks and documents holding it, and documents whose title holds it. */
  chunks: number;
  documents: number;
  titles: number;
};

/**
 * A window on an agent's knowledge for one question (ADR 0147): the agent's totals, the chunks that hold the
 * question's rarer terms plus their neighbours (in document and reading order), each with only the question's words
 * and positions, and their documents' counts and titles. Term ids index `terms`.
 */
export interface CandidateWindow {
  /** The agent's chunks, documents holding chunks, and their mean length (characters). */
  chunkCount: number;
  documentCount: number;
  averageDocumentLength: number;
  terms: string[];
  termChunks: Float64Array;
  termDocuments: Float64Array;
  /** Local chunks: candidates and, beside each, its neighbours (id '' and length 0 until `fillNeighbours`). */
  chunkIds: string[];
  chunkLength: Float64Array;
  chunkDocument: Int32Array;
  chunkOrdinal: Int32Array;
  /** Chunk c's matches of the question's terms, in reading order, are at [wordStarts[c], wordStarts[c + 1]). */
  wordStarts: Int32Array;
  words: Int32Array;
  positions: Int32Array;
  /** Term t's local chunks and counts are at [postingStarts[t], postingStarts[t + 1]). */
  postingStarts: Int32Array;
  postingChunks: Int32Array;
  postingFrequency: Float64Array;
  documentIds: string[];
  documentLength: Float64Array;
  documentChunks: Float64Array;
  titleTerms: Set<number>[];
  /** Per document d and term t, at d * terms.length + t: chunks of d holding t, and its count in d. */
  documentTermChunks: Float64Array;
  documentTermFrequency: Float64Array;
}

/** `near` is the chunk just before or after `at` in the same document. */
export function isNeighbour(w: Pick<CandidateWindow, 'chunkDocument' | 'chunkOrdinal'>, at: number, near: number): boolean {
  return (
    near >= 0 &&
    near < w.chunkOrdinal.length &&
    w.chunkDocument[near] === w.chunkDocument[at] &&
    Math.abs(w.chunkOrdinal[near]! - w.chunkOrdinal[at]!) === 1
  );
}

export interface AgentRef {
  accountId: string;
  agentId: string;
}

export interface AgentTotals {
  chunkCount: number;
  documentCount: number;
  averageDocumentLength: number;
}

/**
 * The agent's totals, from its processed documents' statistics (kept by the transaction that stores them): a SQL
 * expression giving `documents:chunks:length`, to join to another statement of the search, and its reading.
 */
export const agentTotalsSql = (agent: AgentRef) => sql`(
  select count(*) filter (where chunk_count > 0) || ':' || coalesce(sum(chunk_count), 0) || ':' || coalesce(sum(text_length) filter (where chunk_count > 0), 0)
  from agent_documents where account_id = ${agent.accountId} and agent_id = ${agent.agentId} and status = 'processed'
)`;

export function readAgentTotals(text: string | null | undefined): AgentTotals {
  const [documents = 0, chunks = 0, length = 0] = (text ?? '').split(':').map(Number);
  return { documentCount: documents, chunkCount: chunks, averageDocumentLength: documents ? length / documents : 1 };
}

/** The agent's statistics of these terms; a term missing from the answer is not in the agent's vocabulary. */
export async function termStatistics(db: DbOrTx, agent: AgentRef, terms: string[]): Promise<Map<string, TermStatistics>> {
  if (terms.length === 0) return new Map();
  const { rows } = await db.execute<TermStatistics>(sql`
    select term, chunks, documents, titles from knowledge_terms
    where agent_id = ${agent.agentId} and account_id = ${agent.accountId} and term = any(${textArray(terms)}::text[])
  `);
  return new Map(
    rows.map((r) => [r.term, { term: r.term, chunks: Number(r.chunks), documents: Number(r.documents), titles: Number(r.titles) }]),
  );
}

type CandidateRow = {
  id: string;
  document_id: string;
  ordinal: number;
  length: number;
  hits: string;
  chunk_count: number;
  text_length: number;
  title: string | null;
};

/**
 * Reads the window: the chunks holding the question's rarer terms (through the GIN index on agent and text vector),
 * each with the question's words only (setweight marks them, ts_filter keeps them: a few bytes a chunk instead of its
 * whole vector), with their documents' counts and titles.
 */
export async function readCandidateWindow(
  db: DbOrTx,
  agent: AgentRef,
  totals: AgentTotals,
  statistics: TermStatistics[],
): Promise<CandidateWindow> {
  const rows = statistics.length > 0 ? await readCandidates(db, agent, statistics) : [];
  // Local order is the agent's reading order: by document, then place in it (ties break the same way everywhere).
  rows.sort((a, b) => (a.document_id < b.document_id ? -1 : a.document_id > b.document_id ? 1 : a.ordinal - b.ordinal));
  const documents = new Map<string, DocumentStatistics>();
  for (const r of rows)
    if (!documents.has(r.document_id))
      documents.set(r.document_id, { chunkCount: Number(r.chunk_count), textLength: Number(r.text_length), title: r.title ?? '' });
  return buildWindow(totals, statistics, rows, documents);
}

async function readCandidates(db: DbOrTx, agent: AgentRef, statistics: TermStatistics[]): Promise<CandidateRow[]> {
  const byRarity = [...statistics].filter((s) => s.chunks > 0).sort((a, b) => a.chunks - b.chunks);
  if (byRarity.length === 0) return [];
  const chosen: TermStatistics[] = [];
  let total = 0;
  for (const s of byRarity) {
    if (total + s.chunks > CANDIDATE_BUDGET) break;
    chosen.push(s);
    total += s.chunks;
  }
  // Every term is common: chunks holding the two rarest together, at most the budget of them.
  const query =
    chosen.length > 0
      ? anyOf(chosen.map((s) => s.term))
      : byRarity
          .slice(0, 2)
          .map((s) => anyOf([s.term]))
          .join(' & ');
  // One statement (ADR 0372): the function (migration 0056) forces the read through the GIN index whatever the planner
  // guesses (for an agent that is most of the table it would scan the whole table and test every chunk's vector, 200 ms
  // at 50,000 chunks where the index takes 10), and reads the candidates before their documents (ADR 0147).
  const { rows } = await db.execute<CandidateRow>(sql`
    select * from search_candidate_chunks(${agent.accountId}, ${agent.agentId},
      ${textArray(statistics.map((s) => s.term))}::text[], ${query}::tsquery, ${CANDIDATE_BUDGET})
  `);
  return rows;
}

interface DocumentStatistics {
  chunkCount: number;
  textLength: number;
  /** The title's terms (text form of its tsvector). */
  title: string;
}

function buildWindow(
  totals: AgentTotals,
  statistics: TermStatistics[],
  rows: CandidateRow[],
  documents: Map<string, DocumentStatistics>,
): CandidateWindow {
  const terms = statistics.map((s) => s.term);
  const termIndex = new Map(terms.map((t, i) => [t, i]));
  const documentIds = [...new Set(rows.map((r) => r.document_id))];
  const documentIndex = new Map(documentIds.map((id, i) => [id, i]));

  // Candidates and the neighbours before and after each (a chunk inherits part of its neighbours' score).
  type Local = { id: string; document: number; ordinal: number; length: number; hits: string };
  const local: Local[] = [];
  const seen = new Set<string>();
  const add = (entry: Local) => {
    const key = `${entry.document}:${entry.ordinal}`;
    if (seen.has(key)) return;
    seen.add(key);
    local.push(entry);
  };
  const candidateKeys = new Set(rows.map((r) => `${documentIndex.get(r.document_id)}:${r.ordinal}`));
  for (const r of rows) {
    const document = documentIndex.get(r.document_id)!;
    const ordinal = Number(r.ordinal);
    const chunkCount = documents.get(r.document_id)!.chunkCount;
    for (const near of [ordinal - 1, ordinal, ordinal + 1]) {
      if (near < 0 || near >= chunkCount) continue;
      if (near === ordinal) add({ id: r.id, document, ordinal, length: Number(r.length), hits: r.hits });
      else if (!candidateKeys.has(`${document}:${near}`) && !seen.has(`${document}:${near}`))
        add({ id: '', document, ordinal: near, length: 0, hits: '' });
    }
  }
  local.sort((a, b) => a.document - b.document || a.ordinal - b.ordinal);

  const n = local.length;
  const wordStarts = new Int32Array(n + 1);
  const words: number[] = [];
  const positions: number[] = [];
  const postings: { at: number; tf: number }[][] = terms.map(() => []);
  local.forEach((entry, at) => {
    const found: { p: number; id: number }[] = [];
    const tf = new Map<number, number>();
    scanTsvector(entry.hits, (stem, stemPositions) => {
      const id = termIndex.get(lemmaOf(stem));
      if (id === undefined) return;
      tf.set(id, (tf.get(id) ?? 0) + (stemPositions.length || 1));
      for (const p of stemPositions) found.push({ p, id });
    });
    found.sort((x, y) => x.p - y.p || x.id - y.id);
    for (const f of found) {
      words.push(f.id);
      positions.push(f.p);
    }
    wordStarts[at + 1] = words.length;
    for (const [id, count] of tf) postings[id]!.push({ at, tf: Math.min(65535, count) });
  });
  const postingStarts = new Int32Array(terms.length + 1);
  postings.forEach((list, t) => (postingStarts[t + 1] = postingStarts[t]! + list.length));
  const flat = postings.flat();

  // Each document's chunks holding each term, and the term's count in them, from the window: exact for every term
  // whose chunks were all read (every term of a small agent), a lower bound for a common term of a large one.
  const T = terms.length;
  const documentTermChunks = new Float64Array(documentIds.length * T);
  const documentTermFrequency = new Float64Array(documentIds.length * T);
  postings.forEach((list, t) => {
    for (const { at, tf } of list) {
      const d = local[at]!.document;
      documentTermChunks[d * T + t] = documentTermChunks[d * T + t]! + 1;
      documentTermFrequency[d * T + t] = documentTermFrequency[d * T + t]! + tf;
    }
  });
  const titleTerms = documentIds.map((id) => {
    const held = new Set<number>();
    scanTsvector(documents.get(id)!.title, (stem) => {
      const t = termIndex.get(lemmaOf(stem));
      if (t !== undefined) held.add(t);
    });
    return held;
  });

  return {
    ...totals,
    terms,
    termChunks: Float64Array.from(statistics, (s) => s.chunks),
    termDocuments: Float64Array.from(statistics, (s) => s.documents),
    chunkIds: local.map((l) => l.id),
    chunkLength: Float64Array.from(local, (l) => l.length),
    chunkDocument: Int32Array.from(local, (l) => l.document),
    chunkOrdinal: Int32Array.from(local, (l) => l.ordinal),
    wordStarts,
    words: Int32Array.from(words),
    positions: Int32Array.from(positions),
    postingStarts,
    postingChunks: Int32Array.from(flat, (p) => p.at),
    postingFrequency: Float64Array.from(flat, (p) => p.tf),
    documentIds,
    documentLength: Float64Array.from(documentIds, (id) => documents.get(id)!.textLength),
    documentChunks: Float64Array.from(documentIds, (id) => documents.get(id)!.chunkCount),
    titleTerms,
    documentTermChunks,
    documentTermFrequency,
  };
}

/** Fills in the ids and lengths of neighbours among `ats` (chunks without the question's words, read on demand). */
export async function fillNeighbours(db: DbOrTx, agent: AgentRef, window: CandidateWindow, ats: number[]): Promise<void> {
  const missing = ats.filter((at) => window.chunkIds[at] === '');
  if (missing.length === 0) return;
  const documents = missing.map((at) => window.documentIds[window.chunkDocument[at]!]!);
  const ordinals = missing.map((at) => window.chunkOrdinal[at]!);
  const { rows } = await db.execute<{ id: string; document_id: string; ordinal: number; length: number }>(sql`
    select c.id, c.document_id, c.ordinal, c.end_offset - c.start_offset as length
    from unnest(${textArray(documents)}::text[], ${intArray(ordinals)}::int[]) as w(document_id, ordinal)
    join document_chunks c on c.document_id = w.document_id and c.ordinal = w.ordinal
    where c.account_id = ${agent.accountId} and c.agent_id = ${agent.agentId}
  `);
  const byKey = new Map(rows.map((r) => [`${r.document_id}:${r.ordinal}`, r]));
  missing.forEach((at, i) => {
    const r = byKey.get(`${documents[i]}:${ordinals[i]}`);
    if (!r) return;
    window.chunkIds[at] = r.id;
    window.chunkLength[at] = Number(r.length);
  });
}
