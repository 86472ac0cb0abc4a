import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { Storage } from '../../storage/storage.js';
import { readSnapshot, writeSnapshot } from './agent-index-snapshot.js';
import { yieldOnBudget } from './yield-on-budget.js';
import { lemmaOf } from './italian-lemmas.js';

/**
 * An agent's searchable chunks in compact, flat typed arrays: postings per term (chunk and term frequency),
 * each chunk's words in order (for proximity), and each document's title terms. 20,000 chunks take about ten
 * megabytes and are ranked in milliseconds. Flat arrays rather than one small array per chunk or term: an index
 * read from its snapshot (ADR 0073, 0075) is then a handful of views on one buffer, not 100,000 objects.
 */
export interface AgentIndex {
  version: string;
  chunkIds: string[];
  chunkLength: Float64Array;
  /** Index into documentIds; chunks of a document are consecutive, in reading order. */
  chunkDocument: Int32Array;
  /** Each chunk's words in reading order: chunk c's term ids and positions are at [wordStarts[c], wordStarts[c + 1]). */
  wordStarts: Int32Array;
  words: Uint16Array | Int32Array;
  positions: Uint16Array | Int32Array;
  documentIds: string[];
  documentLength: Float64Array;
  averageDocumentLength: number;
  titleTerms: Set<number>[];
  /** The vocabulary in code-unit order: a term's id is its place (binary search), a prefix's terms are a range. */
  terms: string[];
  /** Term t's chunks (ascending) and its count in each are at [postingStarts[t], postingStarts[t + 1]). */
  postingStarts: Int32Array;
  postingChunks: Uint16Array | Int32Array;
  postingFrequency: Uint16Array;
}

/** The id of `term` in the agent's vocabulary, or undefined. */
export function termId(index: Pick<AgentIndex, 'terms'>, term: string): number | undefined {
  const at = firstNotBefore(index.terms, term);
  return index.terms[at] === term ? at : undefined;
}

/** The vocabulary's terms starting with `prefix` (for spelling variants). */
export function termsWithPrefix(index: Pick<AgentIndex, 'terms'>, prefix: string): string[] {
  const from = firstNotBefore(index.terms, prefix);
  let to = from;
  while (to < index.terms.length && index.terms[to]!.startsWith(prefix)) to += 1;
  return index.terms.slice(from, to);
}

/** The first place in the sorted `terms` whose term is not before `term`. */
function firstNotBefore(terms: string[], term: string): number {
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (terms[middle]! < term) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The narrowest array type that holds every value below `limit`. */
export const idArray = (length: number, limit: number): Uint16Array | Int32Array =>
  limit <= 65536 ? new Uint16Array(length) : new Int32Array(length);

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
  const stored = await readSnapshot(storage, accountId, agentId, version);
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

  // Ids in order of appearance while reading; renumbered in vocabulary order at the end.
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
  const wordStarts = new Int32Array(n + 1);
  let words = new Int32Array(1 << 16);
  let positions = new Int32Array(1 << 16);
  const postingsChunk: number[][] = [];
  const postingsTf: number[][] = [];

  const pause = yieldOnBudget();
  // One scratch buffer for every chunk's words: a new array per chunk made the build mostly garbage collection.
  let keys: Float64Array = new Float64Array(1024);
  let total = 0;
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
    let count = 0;
    scanTsvector(row.tsv ?? '', (term, termPositions) => {
      const id = termOf(lemmaOf(term));
      const chunksOfTerm = (postingsChunk[id] ??= []);
      const tfOfTerm = (postingsTf[id] ??= []);
      // Two forms of one verb in a chunk ("nacque", "nato") are one term with both counts (ADR 0127).
      if (chunksOfTerm[chunksOfTerm.length - 1] === at)
        tfOfTerm[tfOfTerm.length - 1] = Math.min(65535, tfOfTerm.at(-1)! + (termPositions.length || 1));
      else {
        chunksOfTerm.push(at);
        tfOfTerm.push(Math.min(65535, termPositions.length || 1));
      }
      if (count + termPositions.length > keys.length) keys = growTo(keys, count + termPositions.length);
      for (const position of termPositions) keys[count++] = position * TERM_SPACE + id;
    });
    const sorted = keys.subarray(0, count).sort();
    if (total + count > words.length) {
      words = growTo(words, total + count);
      positions = growTo(positions, total + count);
    }
    for (let i = 0; i < count; i += 1) {
      words[total + i] = sorted[i]! % TERM_SPACE;
      positions[total + i] = Math.floor(sorted[i]! / TERM_SPACE);
    }
    total += count;
    wordStarts[at + 1] = total;
  }

  const documentLength = new Float64Array(documentIds.length);
  for (let at = 0; at < n; at += 1) documentLength[chunkDocument[at]!] = documentLength[chunkDocument[at]!]! + chunkLength[at]!;
  const averageDocumentLength = documentIds.length ? documentLength.reduce((s, l) => s + l, 0) / documentIds.length : 1;
  const titles = new Map(titleRows.rows.map((r) => [r.id, r.tsv]));
  // Title words join the vocabulary even when no chunk contains them: a question may name only the document.
  const titleIds = documentIds.map((id) => [...parseTsvector(titles.get(id) ?? '').keys()].map((term) => termOf(lemmaOf(term))));

  // Renumber the terms in vocabulary order (the order a snapshot keeps, so a lookup is a binary search).
  const terms = [...termIds.keys()].sort();
  const renumbered = new Int32Array(terms.length);
  terms.forEach((term, id) => (renumbered[termIds.get(term)!] = id));
  const finalWords = idArray(total, terms.length);
  for (let i = 0; i < total; i += 1) finalWords[i] = renumbered[words[i]!]!;
  const postingStarts = new Int32Array(terms.length + 1);
  terms.forEach((term, id) => (postingStarts[id + 1] = postingStarts[id]! + (postingsChunk[termIds.get(term)!]?.length ?? 0)));
  const postingChunks = idArray(postingStarts[terms.length]!, n);
  const postingFrequency = new Uint16Array(postingStarts[terms.length]!);
  terms.forEach((term, id) => {
    const old = termIds.get(term)!;
    postingChunks.set(postingsChunk[old] ?? [], postingStarts[id]!);
    postingFrequency.set(postingsTf[old] ?? [], postingStarts[id]!);
  });

  return {
    version,
    chunkIds,
    chunkLength,
    chunkDocument,
    wordStarts,
    words: finalWords,
    positions: Uint16Array.from(positions.subarray(0, total)),
    documentIds,
    documentLength,
    averageDocumentLength,
    titleTerms: titleIds.map((ids) => new Set(ids.map((old) => renumbered[old]!))),
    terms,
    postingStarts,
    postingChunks,
    postingFrequency,
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

function growTo<T extends Float64Array | Int32Array>(array: T, size: number): T {
  const grown = new (array.constructor as new (length: number) => T)(Math.max(size, array.length * 2));
  grown.set(array);
  return grown;
}
