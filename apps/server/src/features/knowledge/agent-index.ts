import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/** One chunk as the ranker sees it: its stemmed, unaccented lexemes with their positions. */
export interface IndexedChunk {
  id: string;
  documentId: string;
  length: number;
  terms: Map<string, number[]>;
}

/** An agent's searchable chunks, with postings (term → chunk indexes) and each document's title terms. */
export interface AgentIndex {
  version: string;
  chunks: IndexedChunk[];
  postings: Map<string, number[]>;
  titleTerms: Map<string, Set<string>>;
  /** Per document: term frequencies over all its chunks, and its length. */
  documents: Map<string, { terms: Map<string, number>; length: number }>;
  averageDocumentLength: number;
  /** The vocabulary's terms starting with `prefix` (for spelling variants); built on first use. */
  vocabularyByPrefix(prefix: string): string[];
}

const CACHE_LIMIT = 64;
const cache = new Map<string, AgentIndex>();

/**
 * The agent's index, read from document_chunks (whose tsv the GIN index also serves) and kept in memory
 * until the agent's processed documents change. The version check is one small query per search, so every
 * server instance sees a change at once.
 */
export async function loadAgentIndex(db: DbOrTx, accountId: string, agentId: string): Promise<AgentIndex> {
  const versionRows = await db.execute<{ version: string }>(sql`
    select count(*)::text || ':' || coalesce(max(processed_at)::text, '') || ':' || coalesce(sum(page_count), 0)::text as version
    from agent_documents where account_id = ${accountId} and agent_id = ${agentId} and status = 'processed'
  `);
  const version = versionRows.rows[0]?.version ?? '';
  const key = `${accountId}/${agentId}`;
  const cached = cache.get(key);
  if (cached && cached.version === version) {
    cache.delete(key);
    cache.set(key, cached);
    return cached;
  }
  const index = await buildIndex(db, accountId, agentId, version);
  cache.set(key, index);
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  return index;
}

async function buildIndex(db: DbOrTx, accountId: string, agentId: string, version: string): Promise<AgentIndex> {
  const chunkRows = await db.execute<{ id: string; document_id: string; length: number; tsv: string | null }>(sql`
    select c.id, c.document_id, c.end_offset - c.start_offset as length, c.tsv::text as tsv
    from document_chunks c join agent_documents d on d.id = c.document_id
    where c.account_id = ${accountId} and c.agent_id = ${agentId} and d.status = 'processed'
    order by c.document_id, c.ordinal
  `);
  const titleRows = await db.execute<{ id: string; tsv: string }>(sql`
    select id, to_tsvector('italian', f_unaccent(regexp_replace(regexp_replace(file_name, '\\.[A-Za-z0-9]+$', ''), '[_-]+', ' ', 'g')))::text as tsv
    from agent_documents where account_id = ${accountId} and agent_id = ${agentId} and status = 'processed'
  `);
  const chunks: IndexedChunk[] = [];
  const postings = new Map<string, number[]>();
  for (const row of chunkRows.rows) {
    const terms = parseTsvector(row.tsv ?? '');
    const at = chunks.length;
    chunks.push({ id: row.id, documentId: row.document_id, length: Number(row.length), terms });
    for (const term of terms.keys()) {
      const list = postings.get(term);
      if (list) list.push(at);
      else postings.set(term, [at]);
    }
  }
  const titleTerms = new Map(titleRows.rows.map((r) => [r.id, new Set(parseTsvector(r.tsv).keys())]));
  const documents = new Map<string, { terms: Map<string, number>; length: number }>();
  for (const chunk of chunks) {
    let doc = documents.get(chunk.documentId);
    if (!doc) documents.set(chunk.documentId, (doc = { terms: new Map(), length: 0 }));
    doc.length += chunk.length;
    for (const [term, positions] of chunk.terms) doc.terms.set(term, (doc.terms.get(term) ?? 0) + (positions.length || 1));
  }
  const averageDocumentLength = documents.size ? [...documents.values()].reduce((s, d) => s + d.length, 0) / documents.size : 1;
  let byPrefix: Map<string, string[]> | null = null;
  const vocabularyByPrefix = (prefix: string) => {
    if (!byPrefix) {
      byPrefix = new Map();
      for (const term of postings.keys()) {
        const key = term.slice(0, 2);
        const list = byPrefix.get(key);
        if (list) list.push(term);
        else byPrefix.set(key, [term]);
      }
    }
    return byPrefix.get(prefix) ?? [];
  };
  return { version, chunks, postings, titleTerms, documents, averageDocumentLength, vocabularyByPrefix };
}

const LEXEME = /'((?:[^']|'')*)'(?::([0-9A-D,]+))?/g;

/** PostgreSQL's text form of a tsvector: 'lexeme':1,4B 'other':2 … */
export function parseTsvector(text: string): Map<string, number[]> {
  const terms = new Map<string, number[]>();
  for (const match of text.matchAll(LEXEME)) {
    const lexeme = match[1]!.replace(/''/g, "'");
    const positions = match[2] ? match[2].split(',').map((p) => parseInt(p, 10)) : [];
    terms.set(lexeme, positions);
  }
  return terms;
}
