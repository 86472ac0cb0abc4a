import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { lemmaOf } from '../../../language/italian-lemmas.js';
import { yieldOnBudget } from '../ingestion/yield-on-budget.js';
import { foldSpelling } from './spelling.js';
import { boolArray, intArray, textArray } from './sql-arrays.js';
import { parseTsvector, scanTsvector } from './tsvector-text.js';

/** Chunks read, and term rows written, per statement: on the embedded database each one holds the server's thread. */
const READ_BATCH = 500;
const WRITE_BATCH = 2000;

interface DocumentRef {
  id: string;
  accountId: string;
  agentId: string;
}

/** The terms of a document's title (its file name without extension, underscores and dashes as spaces). */
export const titleVector = (fileName: unknown) =>
  sql`to_tsvector('italian', f_unaccent(regexp_replace(regexp_replace(${fileName}, '\\.[A-Za-z0-9]+$', ''), '[_-]+', ' ', 'g')))`;

/**
 * Serialises the statistics writers of one agent: two documents processed at once add to the same terms (ADR 0147).
 * Held until the transaction ends.
 */
async function lockAgentTerms(tx: DbOrTx, agentId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`knowledge-terms:${agentId}`}))`);
}

/**
 * Adds a document's terms to its agent's statistics, from the chunks stored for it; called in the transaction that
 * stores them (or by the backfill of documents processed before ADR 0147), so a search sees all of a document or
 * none of it. A document already counted is left as it is: removeDocumentTerms comes first when chunks are replaced.
 */
export async function indexDocumentTerms(tx: DbOrTx, doc: DocumentRef, pause: () => Promise<void> = yieldOnBudget()): Promise<void> {
  await lockAgentTerms(tx, doc.agentId);
  const { rows } = await tx.execute<{ counted: boolean; title: string }>(sql`
    select chunk_count is not null as counted, ${titleVector(sql`file_name`)}::text as title
    from agent_documents where id = ${doc.id} and account_id = ${doc.accountId}
  `);
  if (!rows[0] || rows[0].counted) return;
  const share = await shareOf(tx, doc, rows[0].title, pause);
  await applyShare(tx, doc, share, +1, pause);
  await tx.execute(sql`
    update agent_documents set chunk_count = ${share.chunkCount}, text_length = ${share.textLength}, title_tsv = ${rows[0].title}::tsvector
    where id = ${doc.id}
  `);
}

/**
 * Takes a document's terms back from its agent's statistics, counted again from its stored chunks: before they are
 * replaced or the document deleted, in the same transaction. Terms no document holds any more leave the vocabulary.
 */
export async function removeDocumentTerms(tx: DbOrTx, doc: DocumentRef, pause: () => Promise<void> = yieldOnBudget()): Promise<void> {
  await lockAgentTerms(tx, doc.agentId);
  const { rows } = await tx.execute<{ title: string | null }>(sql`
    select title_tsv::text as title from agent_documents where id = ${doc.id} and account_id = ${doc.accountId} and chunk_count is not null
  `);
  if (!rows[0]) return;
  await applyShare(tx, doc, await shareOf(tx, doc, rows[0].title ?? '', pause), -1, pause);
  await tx.execute(sql`update agent_documents set chunk_count = null, text_length = null, title_tsv = null where id = ${doc.id}`);
}

interface Share {
  /** Per term: the document's chunks holding it, and whether its title does. */
  terms: Map<string, { chunks: number; inTitle: boolean }>;
  chunkCount: number;
  textLength: number;
}

/** What a document adds to its agent's statistics: read from its stored chunks, a batch at a time. */
async function shareOf(tx: DbOrTx, doc: DocumentRef, title: string, pause: () => Promise<void>): Promise<Share> {
  const terms = new Map<string, { chunks: number; inTitle: boolean }>();
  let chunkCount = 0;
  let textLength = 0;
  for (let after = -1; ;) {
    await pause();
    const { rows } = await tx.execute<{ ordinal: number; length: number; tsv: string | null }>(sql`
      select ordinal, end_offset - start_offset as length, tsv::text as tsv from document_chunks
      where document_id = ${doc.id} and account_id = ${doc.accountId} and ordinal > ${after}
      order by ordinal limit ${READ_BATCH}
    `);
    for (const row of rows) {
      chunkCount += 1;
      textLength += Number(row.length);
      // Forms of one verb are one term, counted once per chunk (ADR 0127).
      const inChunk = new Set<string>();
      scanTsvector(row.tsv ?? '', (stem) => inChunk.add(lemmaOf(stem)));
      for (const term of inChunk) {
        const seen = terms.get(term);
        if (seen) seen.chunks += 1;
        else terms.set(term, { chunks: 1, inTitle: false });
      }
    }
    if (rows.length < READ_BATCH) break;
    after = Number(rows[rows.length - 1]!.ordinal);
  }
  // Title words join the vocabulary even when no chunk holds them: a question may name only the document.
  for (const stem of parseTsvector(title).keys()) {
    const term = lemmaOf(stem);
    const seen = terms.get(term);
    if (seen) seen.inTitle = true;
    else terms.set(term, { chunks: 0, inTitle: true });
  }
  return { terms, chunkCount, textLength };
}

/** Adds (sign +1) or takes back (-1) a document's share, in batches of terms. */
async function applyShare(tx: DbOrTx, doc: DocumentRef, share: Share, sign: 1 | -1, pause: () => Promise<void>) {
  const entries = [...share.terms.entries()];
  for (let i = 0; i < entries.length; i += WRITE_BATCH) {
    await pause();
    const part = entries.slice(i, i + WRITE_BATCH);
    const names = textArray(part.map(([term]) => term));
    const chunks = intArray(part.map(([, s]) => s.chunks));
    const inTitle = boolArray(part.map(([, s]) => s.inTitle));
    if (sign > 0) {
      await tx.execute(sql`
        insert into knowledge_terms as k (account_id, agent_id, term, folded, chunks, documents, titles)
        select ${doc.accountId}, ${doc.agentId}, t.term, t.folded, t.chunks, (t.chunks > 0)::int, t.in_title::int
        from unnest(${names}::text[], ${textArray(part.map(([term]) => foldSpelling(term)))}::text[], ${chunks}::int[], ${inTitle}::boolean[])
          as t(term, folded, chunks, in_title)
        on conflict (agent_id, term) do update set
          chunks = k.chunks + excluded.chunks, documents = k.documents + excluded.documents, titles = k.titles + excluded.titles
      `);
      continue;
    }
    await tx.execute(sql`
      update knowledge_terms k set
        chunks = k.chunks - t.chunks, documents = k.documents - (t.chunks > 0)::int, titles = k.titles - t.in_title::int
      from unnest(${names}::text[], ${chunks}::int[], ${inTitle}::boolean[]) as t(term, chunks, in_title)
      where k.agent_id = ${doc.agentId} and k.term = t.term
    `);
    await tx.execute(sql`
      delete from knowledge_terms
      where agent_id = ${doc.agentId} and term = any(${names}::text[]) and chunks <= 0 and titles <= 0
    `);
  }
}
