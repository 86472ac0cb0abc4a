import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { readCandidateWindow, termStatistics, type AgentRef } from './candidate-window.js';
import { embedTexts, nearestChunks, type EmbeddingSettings } from './embeddings.js';
import { rerankLearned } from './learned-ranker.js';
import { firstStageOf } from './first-stage.js';
import type { SearchedTerms } from './query-terms.js';

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
