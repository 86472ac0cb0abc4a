import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { lemmaOf } from '../italian-lemmas.js';
import { yieldOnBudget } from '../yield-on-budget.js';
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
 * Serialises the statistics writers of one agent: two documents processed at once add to the same terms (ADR 0131).
 * Held until the transaction ends.
 */
async function lockAgentTerms(tx: DbOrTx, agentId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`knowledge-terms:${agentId}`}))`);
}

/**
 * Adds a document's terms to its agent's statistics, from the chunks stored for it; called in the transaction that
 * stores them (or by the backfill of documents processed before ADR 0131), so a search sees all of a document or
 * none of it. Replaces any statistics the document had.
 */
export async function indexDocumentTerms(tx: DbOrTx, doc: DocumentRef, pause: () => Promise<void> = yieldOnBudget()): Promise<void> {
  await lockAgentTerms(tx, doc.agentId);
  await takeBack(tx, doc);
  const terms = new Map<string, { chunks: number; frequency: number; inTitle: boolean }>();
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
      // Forms of one verb are one term: counted once per chunk, with all their occurrences (ADR 0127).
      const inChunk = new Map<string, number>();
      scanTsvector(row.tsv ?? '', (stem, positions) => {
        const term = lemmaOf(stem);
        inChunk.set(term, (inChunk.get(term) ?? 0) + (positions.length || 1));
      });
      for (const [term, frequency] of inChunk) {
        const seen = terms.get(term);
        if (seen) {
          seen.chunks += 1;
          seen.frequency += frequency;
        } else terms.set(term, { chunks: 1, frequency, inTitle: false });
      }
    }
    if (rows.length < READ_BATCH) break;
    after = Number(rows[rows.length - 1]!.ordinal);
  }
  const { rows: titles } = await tx.execute<{ tsv: string }>(
    sql`select ${titleVector(sql`file_name`)}::text as tsv from agent_documents where id = ${doc.id}`,
  );
  // Title words join the vocabulary even when no chunk holds them: a question may name only the document.
  for (const stem of parseTsvector(titles[0]?.tsv ?? '').keys()) {
    const term = lemmaOf(stem);
    const seen = terms.get(term);
    if (seen) seen.inTitle = true;
    else terms.set(term, { chunks: 0, frequency: 0, inTitle: true });
  }

  const entries = [...terms.entries()];
  for (let i = 0; i < entries.length; i += WRITE_BATCH) {
    await pause();
    const part = entries.slice(i, i + WRITE_BATCH);
    const names = textArray(part.map(([term]) => term));
    const chunks = intArray(part.map(([, s]) => s.chunks));
    const inTitle = boolArray(part.map(([, s]) => s.inTitle));
    await tx.execute(sql`
      insert into knowledge_document_terms (document_id, term, chunks, frequency, in_title)
      select ${doc.id}, t.term, t.chunks, t.frequency, t.in_title
      from unnest(${names}::text[], ${chunks}::int[], ${intArray(part.map(([, s]) => s.frequency))}::int[], ${inTitle}::boolean[])
        as t(term, chunks, frequency, in_title)
    `);
    await tx.execute(sql`
      insert into knowledge_terms as k (account_id, agent_id, term, folded, chunks, documents, titles)
      select ${doc.accountId}, ${doc.agentId}, t.term, t.folded, t.chunks, (t.chunks > 0)::int, t.in_title::int
      from unnest(${names}::text[], ${textArray(part.map(([term]) => foldSpelling(term)))}::text[], ${chunks}::int[], ${inTitle}::boolean[])
        as t(term, folded, chunks, in_title)
      on conflict (agent_id, term) do update set
        chunks = k.chunks + excluded.chunks, documents = k.documents + excluded.documents, titles = k.titles + excluded.titles
    `);
  }
  await tx.execute(sql`update agent_documents set chunk_count = ${chunkCount}, text_length = ${textLength} where id = ${doc.id}`);
}

/**
 * Takes a document's terms back from its agent's statistics: before its chunks are replaced or the document deleted,
 * in the same transaction. Terms no document holds any more leave the vocabulary.
 */
export async function removeDocumentTerms(tx: DbOrTx, doc: DocumentRef): Promise<void> {
  await lockAgentTerms(tx, doc.agentId);
  await takeBack(tx, doc);
}

async function takeBack(tx: DbOrTx, doc: DocumentRef) {
  await tx.execute(sql`
    update knowledge_terms k set
      chunks = k.chunks - d.chunks, documents = k.documents - (d.chunks > 0)::int, titles = k.titles - d.in_title::int
    from knowledge_document_terms d
    where d.document_id = ${doc.id} and k.agent_id = ${doc.agentId} and k.term = d.term
  `);
  await tx.execute(sql`
    delete from knowledge_terms k using knowledge_document_terms d
    where d.document_id = ${doc.id} and k.agent_id = ${doc.agentId} and k.term = d.term and k.chunks <= 0 and k.titles <= 0
  `);
  await tx.execute(sql`delete from knowledge_document_terms where document_id = ${doc.id}`);
  await tx.execute(sql`update agent_documents set chunk_count = null, text_length = null where id = ${doc.id}`);
}
