import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { loadAgentIndex, parseTsvector, type AgentIndex } from './agent-index.js';

export interface ChunkHit {
  documentId: string;
  file: string;
  page: number | null;
  text: string;
  score: number;
  start: number;
  end: number;
}

/**
 * Ranking parameters, tuned on the Italian evaluation set with bench/rag-eval (strict R@5 90.5 against
 * 84.9 for the BM25 baseline of its README).
 */
export const RANKING = {
  /** BM25 term saturation and length normalisation (Lucene's idf). */
  k1: 1.2,
  b: 0.75,
  /** Chunk length (characters) BM25 normalises against: the chunker's typical chunk. */
  averageLength: 750,
  /** Weight of query terms found in the document's title (its file name): questions often name the subject. */
  titleWeight: 0.5,
  /** Weight of query word pairs found close together in the chunk: a question reuses the answer's phrases. */
  proximityWeight: 0.5,
  /** Weight of the whole document's BM25 score: the subject of a question is often named elsewhere in it. */
  documentWeight: 0.5,
  /** Share of the neighbouring chunks' score a chunk inherits (context words in the previous paragraph). */
  neighbourWeight: 0.1,
  /** Weight and width (in words) of the best window of the chunk: the answer sits where the question's words cluster. */
  windowWeight: 0.3,
  windowWords: 20,
  /** How many of the best BM25 candidates get the (costlier) proximity bonus. */
  rerankDepth: 200,
};

interface QueryTerm {
  term: string;
  positions: number[];
  /** Below 1 for a spelling variant standing in for a word the documents do not contain. */
  weight?: number;
}

/**
 * The agent's chunks most relevant to `query`, best first. Used by the retrieval test and by chat.
 *
 * Italian full text: query and chunks go through the same unaccent + Italian stemmer + stopwords
 * (to_tsvector('italian', f_unaccent(...))), so "garanzie" finds "garanzia" and "citta" finds "città".
 * Any term may match; BM25 ranks, plus a bonus for terms of the document's title and for query word pairs
 * that appear close together in the chunk.
 * The caller has checked that the agent belongs to `accountId`; every query here filters by it anyway.
 */
export async function searchChunks(
  db: DbOrTx,
  args: { accountId: string; agentId: string; query: string; topK: number },
): Promise<ChunkHit[]> {
  const query = args.query.trim().slice(0, 2000);
  if (!query) return [];
  const topK = Math.max(1, Math.min(50, Math.floor(args.topK)));
  const terms = await queryTerms(db, query);
  if (terms.length === 0) return [];
  const index = await loadAgentIndex(db, args.accountId, args.agentId);
  const best = rank(index, expandUnknownTerms(index, terms)).slice(0, topK);
  if (best.length === 0) return [];

  const rows = await db.execute<{ id: string; document_id: string; file: string; page: number | null; text: string; start: number; end: number }>(sql`
    select c.id, c.document_id, d.file_name as file, c.page, c.text, c.start_offset as start, c.end_offset as "end"
    from document_chunks c join agent_documents d on d.id = c.document_id and d.account_id = c.account_id
    where c.account_id = ${args.accountId} and c.agent_id = ${args.agentId}
      and c.id in (${sql.join(best.map((b) => sql`${b.id}`), sql`, `)})
  `);
  const byId = new Map(rows.rows.map((r) => [r.id, r]));
  return best.flatMap(({ id, score }) => {
    const r = byId.get(id);
    return r ? [{ documentId: r.document_id, file: r.file, page: r.page, text: r.text, score: Math.round(score * 1000) / 1000, start: Number(r.start), end: Number(r.end) }] : [];
  });
}

/** Stems of Italian question words the stopword list keeps (quale, quando, cosa, perché): they say nothing about the answer. */
const QUESTION_WORDS = new Set(['qual', 'quand', 'cos', 'perc']);

async function queryTerms(db: DbOrTx, query: string): Promise<QueryTerm[]> {
  const result = await db.execute<{ tsv: string }>(sql`select to_tsvector('italian', f_unaccent(${query}))::text as tsv`);
  const terms = [...parseTsvector(result.rows[0]?.tsv ?? '').entries()].map(([term, positions]) => ({ term, positions }));
  const content = terms.filter((t) => !QUESTION_WORDS.has(t.term));
  return content.length > 0 ? content : terms;
}

function rank(index: AgentIndex, terms: QueryTerm[]): { id: string; score: number }[] {
  const n = index.chunks.length;
  const { k1, b, averageLength, titleWeight, proximityWeight, rerankDepth } = RANKING;
  const idf = new Map<string, number>();
  const scores = new Map<number, number>();
  for (const { term } of terms) {
    if (idf.has(term)) continue;
    const list = index.postings.get(term);
    if (!list) continue;
    const weight = Math.log(1 + (n - list.length + 0.5) / (list.length + 0.5)) * (terms.find((t) => t.term === term)?.weight ?? 1);
    idf.set(term, weight);
    for (const at of list) {
      const chunk = index.chunks[at]!;
      const tf = chunk.terms.get(term)!.length || 1;
      const norm = tf * (k1 + 1) / (tf + k1 * (1 - b + b * chunk.length / averageLength));
      scores.set(at, (scores.get(at) ?? 0) + weight * norm);
    }
  }
  if (RANKING.neighbourWeight > 0) {
    const base = new Map(scores);
    for (const [at, score] of base) {
      for (const near of [at - 1, at + 1]) {
        if (index.chunks[near]?.documentId !== index.chunks[at]!.documentId) continue;
        scores.set(near, (scores.get(near) ?? 0) + RANKING.neighbourWeight * score);
      }
    }
  }
  if (RANKING.documentWeight > 0) {
    const docScores = documentScores(index, terms);
    for (const [at, score] of scores) scores.set(at, score + RANKING.documentWeight * (docScores.get(index.chunks[at]!.documentId) ?? 0));
  }
  if (titleWeight > 0) {
    for (const [at, score] of scores) {
      const title = index.titleTerms.get(index.chunks[at]!.documentId);
      if (!title) continue;
      let bonus = 0;
      for (const { term } of terms) if (title.has(term)) bonus += idf.get(term) ?? 0;
      scores.set(at, score + titleWeight * bonus);
    }
  }
  let ranked = [...scores.entries()].sort((x, y) => y[1] - x[1] || x[0] - y[0]);
  if (proximityWeight > 0 || RANKING.windowWeight > 0) {
    const pairs = queryPairs(terms).filter(([a, c]) => idf.has(a.term) && idf.has(c.term));
    const head = ranked.slice(0, rerankDepth).map(([at, score]) => [at, score
      + proximityWeight * proximity(index.chunks[at]!.terms, pairs, idf)
      + RANKING.windowWeight * bestWindow(index.chunks[at]!.terms, terms, idf, RANKING.windowWords)] as [number, number]);
    ranked = [...head.sort((x, y) => y[1] - x[1] || x[0] - y[0]), ...ranked.slice(rerankDepth)];
  }
  return ranked.map(([at, score]) => ({ id: index.chunks[at]!.id, score }));
}

/** Consecutive query words (after stopwords are dropped), with how far apart they were in the question. */
function queryPairs(terms: QueryTerm[]): [QueryTerm, QueryTerm, number][] {
  const occurrences = terms.flatMap((t) => t.positions.map((p) => ({ t, p }))).sort((x, y) => x.p - y.p);
  const pairs: [QueryTerm, QueryTerm, number][] = [];
  for (let i = 1; i < occurrences.length; i += 1) {
    const a = occurrences[i - 1]!;
    const c = occurrences[i]!;
    if (a.t !== c.t) pairs.push([a.t, c.t, c.p - a.p]);
  }
  return pairs;
}

/** Sum over query pairs found in the chunk within their question distance (+1), in either order. */
function proximity(chunkTerms: Map<string, number[]>, pairs: [QueryTerm, QueryTerm, number][], idf: Map<string, number>): number {
  let bonus = 0;
  for (const [a, c, distance] of pairs) {
    const pa = chunkTerms.get(a.term);
    const pc = chunkTerms.get(c.term);
    if (!pa || !pc) continue;
    const near = pa.some((x) => pc.some((y) => Math.abs(y - x) <= distance + 1));
    if (near) bonus += (idf.get(a.term)! + idf.get(c.term)!) / 2;
  }
  return bonus;
}

/** BM25 of each whole document (its chunks' terms added up), idf over the agent's documents. */
function documentScores(index: AgentIndex, terms: QueryTerm[]): Map<string, number> {
  const docs = index.documents;
  const n = docs.size;
  const result = new Map<string, number>();
  for (const { term } of terms) {
    let df = 0;
    for (const doc of docs.values()) if (doc.terms.has(term)) df += 1;
    if (df === 0) continue;
    const weight = Math.log(1 + (n - df + 0.5) / (df + 0.5));
    for (const [id, doc] of docs) {
      const tf = doc.terms.get(term);
      if (!tf) continue;
      const norm = tf * (1.2 + 1) / (tf + 1.2 * (1 - 0.75 + 0.75 * doc.length / index.averageDocumentLength));
      result.set(id, (result.get(id) ?? 0) + weight * norm);
    }
  }
  return result;
}

/** The highest idf sum of distinct query terms inside any `width`-word window of the chunk. */
function bestWindow(chunkTerms: Map<string, number[]>, terms: QueryTerm[], idf: Map<string, number>, width: number): number {
  const hits: { p: number; term: string }[] = [];
  for (const { term } of terms) for (const p of chunkTerms.get(term) ?? []) hits.push({ p, term });
  if (hits.length === 0) return 0;
  hits.sort((x, y) => x.p - y.p);
  const inWindow = new Map<string, number>();
  let sum = 0;
  let best = 0;
  let from = 0;
  for (const hit of hits) {
    const count = inWindow.get(hit.term) ?? 0;
    if (count === 0) sum += idf.get(hit.term) ?? 0;
    inWindow.set(hit.term, count + 1);
    while (hit.p - hits[from]!.p >= width) {
      const old = hits[from]!.term;
      const left = inWindow.get(old)! - 1;
      inWindow.set(old, left);
      if (left === 0) sum -= idf.get(old) ?? 0;
      from += 1;
    }
    best = Math.max(best, sum);
  }
  return best;
}

const FUZZY_WEIGHT = 0.7;

/**
 * A word of the question that no chunk contains is often a spelling variant (typo, or a machine
 * translation that spelled a name differently): it is replaced by the documents' words within a small
 * edit distance, with a lower weight.
 */
function expandUnknownTerms(index: AgentIndex, terms: QueryTerm[]): QueryTerm[] {
  const result: QueryTerm[] = [];
  for (const t of terms) {
    if (index.postings.has(t.term) || t.term.length < 5 || /\d/.test(t.term)) { result.push(t); continue; }
    const maxDistance = t.term.length >= 8 ? 2 : 1;
    for (const candidate of index.vocabularyByPrefix(t.term.slice(0, 2))) {
      if (Math.abs(candidate.length - t.term.length) <= maxDistance && editDistance(candidate, t.term, maxDistance) <= maxDistance) {
        result.push({ term: candidate, positions: t.positions, weight: FUZZY_WEIGHT });
      }
    }
  }
  return result;
}

/** Levenshtein distance, giving up (returning max + 1) once it exceeds `max`. */
function editDistance(a: string, b: string, max: number): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}
