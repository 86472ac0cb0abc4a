import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import {
  agentTotalsSql,
  readAgentTotals,
  fillNeighbours,
  isNeighbour,
  readCandidateWindow,
  termStatistics,
  type AgentRef,
  type AgentTotals,
  type CandidateWindow,
  type TermStatistics,
} from './candidate-window.js';
import { parseTsvector } from './tsvector-text.js';
import { editDistance, foldSpelling } from './spelling.js';
import { textArray } from './sql-arrays.js';
import { embedTexts, nearestChunks, type EmbeddingSettings } from './embeddings.js';
import { bestWindow, matchesOf, nearPairs, type FirstStage, type WeightedTerm } from './ranking-features.js';
import { LEARNED_RANKER, rerankLearned } from './learned-ranker.js';
import { lemmaOf } from '../../../language/italian-lemmas.js';

export { foldSpelling } from './spelling.js';

export interface ChunkHit {
  /** The passage itself: what a source opens (issue 16). */
  chunkId: string;
  documentId: string;
  file: string;
  /** The document's kind ('file', 'web_page', 'note', 'qa') and a website page's address (issue 44: a visitor's source). */
  sourceType?: string;
  sourceUrl?: string | null;
  page: number | null;
  /** DOCX/TXT: the paragraph where the passage starts. */
  paragraph: number | null;
  /** Audio/video: the time range of the passage in the recording (milliseconds). */
  startMs: number | null;
  endMs: number | null;
  text: string;
  score: number;
  start: number;
  end: number;
}

/**
 * Ranking parameters, tuned on the Italian evaluation set with bench/rag-eval (strict R@5 90.5 against
 * 84.9 for the BM25 baseline of its README); localWeight on its tune half alone (ADR 0095).
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
  /** Weight of the chunk's BM25 with idf counted among its own document's chunks (ADR 0095). */
  localWeight: 0.3,
};

/**
 * What the search learned of the question on its way: its terms, the agent's totals and each known term's statistics.
 * The chat's answer evidence reads them instead of asking the database again (answer-evidence.ts).
 */
export interface SearchedTerms {
  terms: QueryTerm[];
  totals: AgentTotals;
  known: Map<string, TermStatistics>;
}

interface QueryTerm {
  term: string;
  positions: number[];
  /** Below 1 for a spelling variant standing in for a word the documents do not contain. */
  weight?: number;
  /** Written with a capital letter inside the question: a name. */
  name?: boolean;
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
  /** From embeddingSettings(ctx): when given, full text and vector neighbours are fused (hybrid). */
  options: { embedding?: EmbeddingSettings | null } = {},
): Promise<ChunkHit[]> {
  return (await searchChunksAndTerms(db, args, options)).hits;
}

/** searchChunks, with what it learned of the question's terms (null: no term, or an agent without chunks). */
export async function searchChunksAndTerms(
  db: DbOrTx,
  args: { accountId: string; agentId: string; query: string; topK: number },
  options: { embedding?: EmbeddingSettings | null } = {},
): Promise<{ hits: ChunkHit[]; terms: SearchedTerms | null }> {
  const query = args.query.trim().slice(0, 2000);
  if (!query) return { hits: [], terms: null };
  const topK = Math.max(1, Math.min(50, Math.floor(args.topK)));
  const [{ ranked: lexical, terms }, semantic] = await Promise.all([
    rankLexically(db, args, query),
    options.embedding ? vectorNeighbours(db, args, query, options.embedding) : null,
  ]);
  const best = (semantic ? fuse(lexical, semantic) : lexical).slice(0, topK);
  if (best.length === 0) return { hits: [], terms };

  const rows = await db.execute<{
    id: string;
    document_id: string;
    file: string;
    source_type: string;
    source_url: string | null;
    page: number | null;
    paragraph: number | null;
    start_ms: number | null;
    end_ms: number | null;
    text: string;
    start: number;
    end: number;
  }>(sql`
    select c.id, c.document_id, d.file_name as file, d.source_type, d.source_url, c.page, c.paragraph, c.start_ms, c.end_ms, c.text, c.start_offset as start,
      c.end_offset as "end"
    -- Materialized: the primary key finds the few chunks first, whatever the planner's statistics say.
    from (select * from document_chunks where id in (${sql.join(
      best.map((b) => sql`${b.id}`),
      sql`, `,
    )}) offset 0) c
    join agent_documents d on d.id = c.document_id and d.account_id = c.account_id
    where c.account_id = ${args.accountId} and c.agent_id = ${args.agentId}
  `);
  const byId = new Map(rows.rows.map((r) => [r.id, r]));
  const hits = best.flatMap(({ id, score }) => {
    const r = byId.get(id);
    return r
      ? [
          {
            chunkId: id,
            documentId: r.document_id,
            file: r.file,
            sourceType: r.source_type,
            sourceUrl: r.source_url,
            page: r.page,
            paragraph: r.paragraph,
            startMs: r.start_ms === null ? null : Number(r.start_ms),
            endMs: r.end_ms === null ? null : Number(r.end_ms),
            text: r.text,
            score: Math.round(score * 1000) / 1000,
            start: Number(r.start),
            end: Number(r.end),
          },
        ]
      : [];
  });
  return { hits, terms };
}

/** Stems of Italian question words the stopword list keeps (quale, quando, cosa, perché): they say nothing about the answer. */
const QUESTION_WORDS = new Set(['qual', 'quand', 'cos', 'perc']);

const RRF_K = 60;
const QUERY_EMBEDDING_TIMEOUT_MS = 5000;

/** Reciprocal rank fusion of the full-text ranking and the vector neighbours. */
function fuse(lexical: { id: string }[], semantic: string[]): { id: string; score: number }[] {
  const fused = new Map<string, number>();
  lexical.slice(0, 100).forEach(({ id }, i) => fused.set(id, (fused.get(id) ?? 0) + 1 / (RRF_K + i + 1)));
  semantic.forEach((id, i) => fused.set(id, (fused.get(id) ?? 0) + 1 / (RRF_K + i + 1)));
  return [...fused.entries()].map(([id, score]) => ({ id, score })).sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1));
}

/** The nearest chunks by embedding; null (full text alone) when the embedding service fails. */
async function vectorNeighbours(db: DbOrTx, args: { accountId: string; agentId: string }, query: string, settings: EmbeddingSettings) {
  try {
    // A question waits a few seconds at most for its vector; then full text answers alone.
    const [vector] = await embedTexts(settings, [query], undefined, QUERY_EMBEDDING_TIMEOUT_MS);
    return await nearestChunks(db, { ...args, model: settings.model, vector: vector!, limit: 50 });
  } catch {
    return null;
  }
}

/** The question's terms, processed exactly like the chunks, and the agent's totals. */
export async function queryTerms(db: DbOrTx, query: string, agent: AgentRef) {
  const result = await db.execute<{ tsv: string; names: string; totals: string }>(sql`
    select to_tsvector('italian', unaccent(${query}))::text as tsv, to_tsvector('italian', unaccent(${namesOf(query)}))::text as names,
      ${agentTotalsSql(agent)} as totals
  `);
  const totals = readAgentTotals(result.rows[0]?.totals);
  const names = parseTsvector(result.rows[0]?.names ?? '');
  // Forms of one verb are one term, as in the chunks (ADR 0127).
  const byLemma = new Map<string, QueryTerm>();
  for (const [stem, positions] of parseTsvector(result.rows[0]?.tsv ?? '')) {
    const term = lemmaOf(stem);
    const seen = byLemma.get(term);
    if (seen) {
      seen.positions = [...seen.positions, ...positions].sort((a, b) => a - b);
      seen.name ||= names.has(stem);
    } else byLemma.set(term, { term, positions, name: names.has(stem) });
  }
  const terms = [...byLemma.values()];
  const content = terms.filter((t) => !QUESTION_WORDS.has(t.term));
  return { terms: content.length > 0 ? content : terms, totals };
}

/** The question's words written with a capital letter, but for the first of each sentence: names, most often. */
export function namesOf(query: string): string {
  return query
    .split(/(?<=[.?!:;])\s+/)
    .flatMap((sentence) => sentence.split(/\s+/).slice(1))
    .filter((word) => /^[("'«]?\p{Lu}/u.test(word))
    .join(' ');
}

/** The agent's chunks best first: the first stage over the candidate window, then the learned second stage. */
async function rankLexically(
  db: DbOrTx,
  agent: AgentRef,
  query: string,
): Promise<{ ranked: { id: string; score: number }[]; terms: SearchedTerms | null }> {
  const seen: { terms: SearchedTerms | null } = { terms: null };
  const stage = await firstStageOf(db, { ...agent, query }, seen);
  if (!stage) return { ranked: [], terms: seen.terms };
  const ranked = rerankLearned(stage);
  return {
    ranked: ranked.flatMap(({ at, score }) => (stage.index.chunkIds[at] ? [{ id: stage.index.chunkIds[at]!, score }] : [])),
    terms: seen.terms,
  };
}

/**
 * The question's terms and the agent's candidate chunks as the ranking sees them (bench/rag-learn-ranker.mjs trains
 * the second stage on them). The head of the first stage knows its chunks' ids and lengths.
 */
export async function firstStageOf(
  db: DbOrTx,
  args: { accountId: string; agentId: string; query: string },
  /** Filled with the question's terms and their statistics, for the caller to reuse. */
  seen: { terms: SearchedTerms | null } = { terms: null },
): Promise<FirstStage | null> {
  const agent = { accountId: args.accountId, agentId: args.agentId };
  const { terms, totals } = await queryTerms(db, args.query.trim().slice(0, 2000), agent);
  if (terms.length === 0 || totals.chunkCount === 0) return null;
  const known = await termStatistics(
    db,
    agent,
    terms.map((t) => t.term),
  );
  // A copy: expandUnknownTerms adds the spelling variants' statistics to `known`.
  seen.terms = { terms, totals, known: new Map(known) };
  const expanded = await expandUnknownTerms(db, agent, terms, known);
  // One entry per term, in the question's order (a spelling variant may repeat a known term: the first stands).
  const statistics: TermStatistics[] = [];
  for (const t of expanded) {
    const stats = known.get(t.term);
    if (stats && !statistics.some((s) => s.term === t.term)) statistics.push(stats);
  }
  const window = await readCandidateWindow(db, agent, totals, statistics);
  const stage = firstStage(window, expanded);
  if (!stage) return null;
  await fillNeighbours(
    db,
    agent,
    window,
    stage.ranked.slice(0, Math.max(LEARNED_RANKER.depth, 50)).map((r) => r.at),
  );
  return stage;
}

/** BM25 of the chunk, of its neighbours, of its document and title, then closeness on the best few. */
function firstStage(index: CandidateWindow, terms: QueryTerm[]): FirstStage | null {
  const n = index.chunkIds.length;
  if (n === 0) return null;
  const { k1, b, averageLength, titleWeight, documentWeight, neighbourWeight, rerankDepth } = RANKING;
  const total = index.chunkCount;
  const weighted: WeightedTerm[] = [];
  for (const t of terms) {
    const id = index.terms.indexOf(t.term);
    if (id < 0 || weighted.some((w) => w.id === id)) continue;
    const df = index.termChunks[id]!;
    const globalIdf = Math.log(1 + (total - df + 0.5) / (df + 0.5));
    weighted.push({ id, idf: globalIdf * (t.weight ?? 1), globalIdf, positions: t.positions, name: t.name, numeric: /\d/.test(t.term) });
  }
  if (weighted.length === 0) return null;

  const scores = new Float64Array(n);
  const touched: number[] = [];
  weighted.forEach((term) => {
    const { postingChunks, postingFrequency } = index;
    for (let i = index.postingStarts[term.id]!, end = index.postingStarts[term.id + 1]!; i < end; i += 1) {
      const at = postingChunks[i]!;
      const tf = postingFrequency[i]!;
      if (scores[at] === 0) touched.push(at);
      scores[at] = scores[at]! + (term.idf * (tf * (k1 + 1))) / (tf + k1 * (1 - b + (b * index.chunkLength[at]!) / averageLength));
    }
  });

  addWithinDocumentScores(index, weighted, scores);

  // Whole-document BM25 (idf over the agent's documents) and title matches, per document.
  const docCount = index.documentCount;
  const T = index.terms.length;
  const documentBonus = new Float64Array(index.documentIds.length);
  weighted.forEach((term) => {
    const df = index.termDocuments[term.id]!;
    const idf = Math.log(1 + (docCount - df + 0.5) / (df + 0.5));
    for (let d = 0; d < index.documentIds.length; d += 1) {
      const tf = index.documentTermFrequency[d * T + term.id]!;
      if (tf > 0)
        documentBonus[d] =
          documentBonus[d]! +
          (documentWeight * idf * (tf * 2.2)) / (tf + 1.2 * (0.25 + (0.75 * index.documentLength[d]!) / index.averageDocumentLength));
      if (index.titleTerms[d]!.has(term.id)) documentBonus[d] = documentBonus[d]! + titleWeight * term.idf;
    }
  });

  // A chunk inherits a little of its neighbours' score: context words often sit in the previous paragraph.
  const final = new Float64Array(n);
  const candidates = new Set<number>();
  for (const at of touched) {
    final[at] = final[at]! + scores[at]!;
    candidates.add(at);
    for (const near of [at - 1, at + 1]) {
      if (!isNeighbour(index, at, near)) continue;
      final[near] = final[near]! + neighbourWeight * scores[at]!;
      candidates.add(near);
    }
  }
  for (const at of candidates) final[at] = final[at]! + documentBonus[index.chunkDocument[at]!]!;

  const head = topIndexes([...candidates], final, rerankDepth);
  const ranked = head.map((at) => ({ at, score: final[at]! + closeness(index, at, weighted) }));
  ranked.sort((x, y) => y.score - x.score || x.at - y.at);
  return { index, terms: weighted, chunkScores: scores, documentBonus, ranked };
}

/**
 * BM25 with each term's idf counted among the chunks of the chunk's own document (ADR 0095). The subject of a
 * document (a name, the topic) is in most of its chunks and, counted over every document, looks as rare as the
 * words that tell its passages apart; within the document it weighs little and those words weigh more.
 */
function addWithinDocumentScores(index: CandidateWindow, terms: WeightedTerm[], scores: Float64Array): void {
  const { k1, b, averageLength, localWeight } = RANKING;
  if (localWeight <= 0) return;
  const T = index.terms.length;
  for (const term of terms) {
    // The question's own weight of the term (below 1 for a spelling variant) carries over.
    const share = term.idf / Math.max(1e-9, term.globalIdf);
    for (let i = index.postingStarts[term.id]!, to = index.postingStarts[term.id + 1]!; i < to; i += 1) {
      const at = index.postingChunks[i]!;
      const d = index.chunkDocument[at]!;
      const df = index.documentTermChunks[d * T + term.id]!;
      const idf = Math.log(1 + (index.documentChunks[d]! - df + 0.5) / (df + 0.5)) * share;
      const tf = index.postingFrequency[i]!;
      scores[at] = scores[at]! + (localWeight * idf * (tf * (k1 + 1))) / (tf + k1 * (1 - b + (b * index.chunkLength[at]!) / averageLength));
    }
  }
}

/** The `k` best entries of `items` by `score`, in no particular order (no full sort of every candidate). */
function topIndexes(items: number[], score: Float64Array, k: number): number[] {
  if (items.length <= k) return items;
  const sorted = items.map((at) => score[at]!).sort((x, y) => y - x);
  const threshold = sorted[k - 1]!;
  const above = items.filter((at) => score[at]! > threshold);
  const equal = items.filter((at) => score[at]! === threshold).sort((x, y) => x - y);
  return [...above, ...equal.slice(0, k - above.length)];
}

/**
 * Bonus for the question's words appearing close together in the chunk: pairs of neighbouring question
 * words found within their question distance (+1), and the best window of `windowWords` words.
 */
function closeness(index: CandidateWindow, at: number, terms: WeightedTerm[]): number {
  const { proximityWeight, windowWeight, windowWords } = RANKING;
  const idfById = new Map(terms.map((t) => [t.id, t.idf]));
  const hits = matchesOf(index, at, idfById);
  if (hits.length === 0) return 0;
  return proximityWeight * nearPairs(hits, terms, idfById) + windowWeight * bestWindow(hits, idfById, windowWords);
}

const FUZZY_WEIGHT = 0.7;
/** Vocabulary rows one unknown word may read from each range: a bounded slice, whatever the agent's size (ADR 0147). */
const VARIANT_SCAN = 2000;

/** The first string after every string starting with `prefix` (in code-unit order, the "C" collation's). */
const after = (prefix: string) => prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);

/**
 * A word of the question that no chunk contains is often a spelling variant (typo, or a machine
 * translation that spelled a name differently): it is replaced by the documents' words within a small
 * edit distance, with a lower weight. `known` gains the statistics of the variants found.
 */
async function expandUnknownTerms(
  db: DbOrTx,
  agent: AgentRef,
  terms: QueryTerm[],
  known: Map<string, TermStatistics>,
): Promise<QueryTerm[]> {
  const result: QueryTerm[] = [];
  for (const t of terms) {
    if (known.has(t.term) || t.term.length < 5 || /\d/.test(t.term)) {
      result.push(t);
      continue;
    }
    const maxDistance = t.term.length >= 8 ? 2 : 1;
    const prefix = t.term.slice(0, 2);
    // The first VARIANT_SCAN words of the prefix's range, then those of about its length: a bounded read of the
    // index whatever the vocabulary (a catalogue of a million codes shares one prefix).
    const { rows } = await db.execute<TermStatistics>(sql`
      select term, chunks, documents, titles from (
        select term, chunks, documents, titles from knowledge_terms
        where agent_id = ${agent.agentId} and account_id = ${agent.accountId} and term >= ${prefix} and term < ${after(prefix)}
        order by term limit ${VARIANT_SCAN}
      ) t
      where length(term) between ${t.term.length - maxDistance} and ${t.term.length + maxDistance}
    `);
    const before = result.length;
    for (const row of rows) {
      if (editDistance(row.term, t.term, maxDistance) <= maxDistance) {
        known.set(row.term, statisticsOf(row));
        result.push({ term: row.term, positions: t.positions, weight: FUZZY_WEIGHT, name: t.name });
      }
    }
    if (result.length === before) result.push(...(await looseVariants(db, agent, t, known)));
  }
  return result;
}

const statisticsOf = (row: TermStatistics): TermStatistics => ({
  term: row.term,
  chunks: Number(row.chunks),
  documents: Number(row.documents),
  titles: Number(row.titles),
});

const LOOSE_VARIANTS = 3;
const LOOSE_MIN_PREFIX = 4;
const LOOSE_MIN_SHARE = 0.5;

/**
 * For a question word that neither the documents nor a one- or two-letter slip explain: up to three of the
 * documents' words, starting with the same letter, that are the same once spelling is folded, that one begins
 * with the other (at least 4 letters and half the longer word: "plasmod" and "plasmodium", "imperialist" and
 * "imperial"), or that differ by one or two letters once folded. Best first, at the spelling variant's weight.
 * Read from the folded spellings of the agent's vocabulary: words one begins with, words beginning with it, and a
 * bounded slice of words of about its length sharing its first two folded letters (ADR 0147).
 */
async function looseVariants(db: DbOrTx, agent: AgentRef, t: QueryTerm, known: Map<string, TermStatistics>): Promise<QueryTerm[]> {
  const word = foldSpelling(t.term);
  const maxDistance = word.length >= 9 ? 2 : 1;
  const shortest = Math.max(LOOSE_MIN_PREFIX, Math.ceil(word.length * LOOSE_MIN_SHARE));
  const prefixes = Array.from({ length: Math.max(0, word.length - shortest + 1) }, (_, i) => word.slice(0, shortest + i));
  const near = word.slice(0, 2);
  const { rows } = await db.execute<TermStatistics & { folded: string }>(sql`
    (select term, folded, chunks, documents, titles from knowledge_terms
      where agent_id = ${agent.agentId} and account_id = ${agent.accountId} and folded = any(${textArray(prefixes)}::text[]))
    union
    (select * from (select term, folded, chunks, documents, titles from knowledge_terms
      where agent_id = ${agent.agentId} and account_id = ${agent.accountId} and folded >= ${word} and folded < ${after(word)}
      order by folded limit ${VARIANT_SCAN}) beginning where length(folded) <= ${Math.floor(word.length / LOOSE_MIN_SHARE)})
    union
    (select * from (select term, folded, chunks, documents, titles from knowledge_terms
      where agent_id = ${agent.agentId} and account_id = ${agent.accountId} and folded >= ${near} and folded < ${after(near)}
      order by folded limit ${VARIANT_SCAN}) nearby where length(folded) between ${word.length - 2} and ${word.length + 2})
  `);
  const found: { term: string; likeness: number; row: TermStatistics }[] = [];
  for (const row of rows) {
    const other = row.folded;
    if (other[0] !== word[0]) continue;
    const [short, long] = other.length <= word.length ? [other, word] : [word, other];
    let likeness = 0;
    if (other === word) likeness = 1;
    else if (short.length >= LOOSE_MIN_PREFIX && long.startsWith(short) && short.length / long.length >= LOOSE_MIN_SHARE)
      likeness = short.length / long.length;
    else if (word.length >= 6 && long.length - short.length <= 2) {
      const distance = editDistance(other, word, maxDistance);
      if (distance <= maxDistance) likeness = 1 - distance / word.length;
    }
    if (likeness > 0) found.push({ term: row.term, likeness, row });
  }
  const best = found.sort((a, b) => b.likeness - a.likeness || (a.term < b.term ? -1 : 1)).slice(0, LOOSE_VARIANTS);
  for (const f of best) known.set(f.term, statisticsOf(f.row));
  return best.map(({ term }) => ({ term, positions: t.positions, weight: FUZZY_WEIGHT, name: t.name }));
}

/**
 * Runs the search's statements once for an agent that does not exist, when the process starts: the database plans
 * them and reads its catalogue and the indexes' roots, so that the first real search of any agent costs what the
 * others do. Nothing of any agent is read or kept (ADR 0147).
 */
export async function prepareSearch(db: DbOrTx): Promise<void> {
  const nobody = { accountId: '-', agentId: '-' };
  await termStatistics(db, nobody, ['ricerc']);
  await readCandidateWindow(db, nobody, { chunkCount: 1, documentCount: 1, averageDocumentLength: 1 }, [
    { term: 'ricerc', chunks: 1, documents: 1, titles: 0 },
  ]);
  await searchChunks(db, { ...nobody, query: 'Prima ricerca del processo', topK: 5 });
}
