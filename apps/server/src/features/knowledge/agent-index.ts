import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { Storage } from '../../storage/storage.js';
import { readSnapshot, writeSnapshot } from './agent-index-snapshot.js';
import { yieldOnBudget } from './yield-on-budget.js';

/**
 * An agent's searchable chunks in compact, typed-array form: postings per term (chunk and term frequency),
 * each chunk's words in order (for proximity), and each document's title terms. 20,000 chunks take a few
 * tens of megabytes and are ranked in milliseconds.
 */
export interface AgentIndex {
  version: string;
  chunkIds: string[];
  chunkLength: Float64Array;
  /** Index into documentIds; chunks of a document are consecutive, in reading order. */
  chunkDocument: Int32Array;
  /** Per chunk: term ids in position order, and their positions. */
  chunkTerms: Int32Array[];
  chunkPositions: (Int32Array | Uint16Array)[];
  documentIds: string[];
  documentLength: Float64Array;
  averageDocumentLength: number;
  titleTerms: Set<number>[];
  termIds: Map<string, number>;
  postingChunks: Int32Array[];
  postingFrequency: Uint16Array[];
  /** The vocabulary's terms starting with `prefix` (for spelling variants); built on first use. */
  vocabularyByPrefix(prefix: string): string[];
}

const CACHE_MAX_CHUNKS = 200_000;
const cache = new Map<string, AgentIndex>();
const building = new Map<string, Promise<AgentIndex>>();

/** Forgets every index held in memory, as a restart does (tests of the stored snapshots). */
export function dropIndexesInMemory(): void {
  cache.clear();
}

/** The version of an agent's index: changes whenever one of its documents is processed or deleted. */
export const agentIndexVersion = (accountId: string, agentId: string) => sql`(
  select count(*)::text || ':' || coalesce(max(processed_at)::text, '') || ':' || coalesce(sum(size_bytes), 0)::text
  from agent_documents where account_id = ${accountId} and agent_id = ${agentId} and status = 'processed'
)`;

/**
 * The agent's index, read from document_chunks.tsv and kept in memory until the agent's processed documents
 * change. The version check is part of every search's first query, so every server instance sees a change at once.
 */
export async function loadAgentIndex(
  db: DbOrTx,
  accountId: string,
  agentId: string,
  { version: knownVersion, storage }: { version?: string; storage?: Storage } = {},
): Promise<AgentIndex> {
  const version =
    knownVersion ??
    (await db.execute<{ version: string }>(sql`select ${agentIndexVersion(accountId, agentId)} as version`)).rows[0]?.version ??
    '';
  const key = `${accountId}/${agentId}`;
  const cached = cache.get(key);
  if (cached && cached.version === version) {
    cache.delete(key);
    cache.set(key, cached);
    return cached;
  }
  // Concurrent searches (or the warm-up after processing) share one build.
  const buildKey = `${key}@${version}`;
  let pending = building.get(buildKey);
  if (!pending) {
    pending = snapshotOrBuild(db, accountId, agentId, version, storage).finally(() => building.delete(buildKey));
    building.set(buildKey, pending);
  }
  const index = await pending;
  cache.delete(key);
  cache.set(key, index);
  let total = 0;
  for (const entry of cache.values()) total += entry.chunkIds.length;
  for (const [oldest, entry] of cache) {
    if (total <= CACHE_MAX_CHUNKS || oldest === key) break;
    cache.delete(oldest);
    total -= entry.chunkIds.length;
  }
  return index;
}

/**
 * The stored snapshot of this version when the file store has one (another instance or this one before a restart
 * built it, ADR 0073); otherwise the index is built from the chunks and stored for the others.
 */
async function snapshotOrBuild(db: DbOrTx, accountId: string, agentId: string, version: string, storage?: Storage): Promise<AgentIndex> {
  if (!storage) return buildIndex(db, accountId, agentId, version);
  const stored = await readSnapshot(storage, accountId, agentId, version, vocabularyLookup);
  if (stored) return stored;
  const index = await buildIndex(db, accountId, agentId, version);
  // A saving for later searches: failing to store it (the agent deleted meanwhile, say) must not fail this one.
  await writeSnapshot(storage, accountId, agentId, index).catch(() => undefined);
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
    select id, to_tsvector('italian', unaccent(regexp_replace(regexp_replace(file_name, '\\.[A-Za-z0-9]+$', ''), '[_-]+', ' ', 'g')))::text as tsv
    from agent_documents where account_id = ${accountId} and agent_id = ${agentId} and status = 'processed'
  `);

  const termIds = new Map<string, number>();
  const termOf = (term: string) => {
    let id = termIds.get(term);
    if (id === undefined) termIds.set(term, (id = termIds.size));
    return id;
  };
  const documentIndex = new Map<string, number>();
  const documentIds: string[] = [];
  const n = chunkRows.rows.length;
  const chunkIds: string[] = new Array(n);
  const chunkLength = new Float64Array(n);
  const chunkDocument = new Int32Array(n);
  const chunkTerms: Int32Array[] = new Array(n);
  const chunkPositions: Int32Array[] = new Array(n);
  const postingsChunk: number[][] = [];
  const postingsTf: number[][] = [];

  const pause = yieldOnBudget();
  // One scratch buffer for every chunk's words: a new array per chunk made the build mostly garbage collection.
  let keys: Float64Array = new Float64Array(1024);
  for (let at = 0; at < n; at += 1) {
    // A large agent takes a second or two to index: other requests get their turn every few tens of milliseconds.
    await pause();
    const row = chunkRows.rows[at]!;
    let doc = documentIndex.get(row.document_id);
    if (doc === undefined) {
      doc = documentIds.length;
      documentIndex.set(row.document_id, doc);
      documentIds.push(row.document_id);
    }
    chunkIds[at] = row.id;
    chunkLength[at] = Number(row.length);
    chunkDocument[at] = doc;
    // Each word as one number, position * 2^24 + term id, so a plain numeric sort puts them in reading order.
    let words = 0;
    scanTsvector(row.tsv ?? '', (term, positions) => {
      const id = termOf(term);
      (postingsChunk[id] ??= []).push(at);
      (postingsTf[id] ??= []).push(Math.min(65535, positions.length || 1));
      if (words + positions.length > keys.length) keys = growTo(keys, words + positions.length);
      for (const position of positions) keys[words++] = position * TERM_SPACE + id;
    });
    const sorted = keys.subarray(0, words).sort();
    const terms = new Int32Array(words);
    const positions = new Int32Array(words);
    for (let i = 0; i < words; i += 1) {
      terms[i] = sorted[i]! % TERM_SPACE;
      positions[i] = Math.floor(sorted[i]! / TERM_SPACE);
    }
    chunkTerms[at] = terms;
    chunkPositions[at] = positions;
  }

  const documentLength = new Float64Array(documentIds.length);
  for (let at = 0; at < n; at += 1) documentLength[chunkDocument[at]!] = documentLength[chunkDocument[at]!]! + chunkLength[at]!;
  const averageDocumentLength = documentIds.length ? documentLength.reduce((s, l) => s + l, 0) / documentIds.length : 1;
  const titles = new Map(titleRows.rows.map((r) => [r.id, r.tsv]));
  // Title words join the vocabulary even when no chunk contains them: a question may name only the document.
  const titleTerms = documentIds.map((id) => new Set([...parseTsvector(titles.get(id) ?? '').keys()].map(termOf)));

  return {
    version,
    chunkIds,
    chunkLength,
    chunkDocument,
    chunkTerms,
    chunkPositions,
    documentIds,
    documentLength,
    averageDocumentLength,
    titleTerms,
    termIds,
    postingChunks: Array.from({ length: termIds.size }, (_, id) => Int32Array.from(postingsChunk[id] ?? [])),
    postingFrequency: Array.from({ length: termIds.size }, (_, id) => Uint16Array.from(postingsTf[id] ?? [])),
    vocabularyByPrefix: vocabularyLookup(termIds),
  };
}

/** The vocabulary's terms by their first two letters, built on the first question that needs spelling variants. */
function vocabularyLookup(termIds: Map<string, number>): AgentIndex['vocabularyByPrefix'] {
  let byPrefix: Map<string, string[]> | null = null;
  return (prefix) => {
    if (!byPrefix) {
      byPrefix = new Map();
      for (const term of termIds.keys()) {
        const list = byPrefix.get(term.slice(0, 2));
        if (list) list.push(term);
        else byPrefix.set(term.slice(0, 2), [term]);
      }
    }
    return byPrefix.get(prefix) ?? [];
  };
}

const TERM_SPACE = 2 ** 24;

/** PostgreSQL's text form of a tsvector: 'lexeme':1,4B 'other':2 … */
export function parseTsvector(text: string): Map<string, number[]> {
  const terms = new Map<string, number[]>();
  scanTsvector(text, (term, positions) => terms.set(term, [...positions]));
  return terms;
}

const QUOTE = 39;
const COLON = 58;
const COMMA = 44;
const ZERO = 48;
const NINE = 57;

/**
 * Calls `onTerm` with each lexeme of a tsvector's text form and its positions (weights dropped). `positions` is
 * reused between calls: copy it to keep it. A hand-written scan: the agent index reads millions of words.
 */
function scanTsvector(text: string, onTerm: (term: string, positions: number[]) => void): void {
  const positions: number[] = [];
  let i = text.indexOf("'");
  while (i !== -1 && i < text.length) {
    // The lexeme runs to the next quote not doubled ('' is a quote inside it).
    let end = text.indexOf("'", i + 1);
    let escaped = false;
    while (end !== -1 && text.charCodeAt(end + 1) === QUOTE) {
      escaped = true;
      end = text.indexOf("'", end + 2);
    }
    if (end === -1) return;
    const raw = text.slice(i + 1, end);
    const term = escaped ? raw.replace(/''/g, "'") : raw;
    positions.length = 0;
    let at = end + 1;
    if (text.charCodeAt(at) === COLON) {
      at += 1;
      for (;;) {
        let value = 0;
        let code = text.charCodeAt(at);
        while (code >= ZERO && code <= NINE) {
          value = value * 10 + (code - ZERO);
          code = text.charCodeAt(++at);
        }
        positions.push(value);
        while (code !== COMMA && code !== 32 && at < text.length) code = text.charCodeAt(++at); // weight letter
        if (code !== COMMA) break;
        at += 1;
      }
    }
    onTerm(term, positions);
    i = text.indexOf("'", at);
  }
}

function growTo(array: Float64Array, size: number): Float64Array {
  const grown = new Float64Array(Math.max(size, array.length * 2));
  grown.set(array);
  return grown;
}
