import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';
import type { DbOrTx } from '../../../db/client.js';
import { indexDocumentTerms } from './term-statistics.js';
import { lemmatizedVector } from './chunk-vectors.js';

/**
 * Documents processed before the search moved into the database (ADR 0147) get their statistics once, and their
 * chunks' vectors the lemmas new documents are stored with (ADR 0148) (lemmatizing is idempotent: a vector already stored so
 * stays as it is).
 */
export const INDEX_TERMS_QUEUE = 'index-document-terms';

/** Starts the worker and queues every processed document without statistics (once, however many instances start). */
export async function registerTermStatisticsBackfill(ctx: AppContext) {
  await ctx.jobs.work<{ documentId: string }>(INDEX_TERMS_QUEUE, (data) => unsafeBackfillDocument(ctx, data.documentId), {
    concurrency: 1,
  });
  await ctx.jobs.sendMissing(
    INDEX_TERMS_QUEUE,
    (await unsafeListDocumentsWithoutStatistics(ctx)).map((r) => ({ documentId: r.id })),
    'documentId',
  );
}

/** Every account's processed documents that have no statistics yet (background work, no caller). */
async function unsafeListDocumentsWithoutStatistics(ctx: AppContext) {
  const { rows } = await ctx.db.execute<{ id: string }>(
    sql`select id from agent_documents where status = 'processed' and chunk_count is null`,
  );
  return rows;
}

/** Background work has no caller: the document is found by id, and its statistics go to its own account and agent. */
async function unsafeBackfillDocument(ctx: AppContext, documentId: string) {
  const doc = await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: string; account_id: string; agent_id: string }>(sql`
      select id, account_id, agent_id from agent_documents
      where id = ${documentId} and status = 'processed' and chunk_count is null for update
    `);
    const found = rows[0];
    if (!found) return null;
    await lemmatizeStoredVectors(tx, found.id);
    await indexDocumentTerms(tx, { id: found.id, accountId: found.account_id, agentId: found.agent_id });
    return found;
  });
  // The agent's search index snapshot of ADRs 0073 and 0075 is read by nobody any more.
  if (doc) await ctx.storage.remove(`${doc.account_id}/${doc.agent_id}/${OLD_SNAPSHOT_FILE}`).catch(() => undefined);
}

const OLD_SNAPSHOT_FILE = 'indice-ricerca.bin';

const BATCH = 500;

/** Rewrites the document's chunk vectors with verb forms as one lexeme, a batch of chunks at a time. */
async function lemmatizeStoredVectors(tx: DbOrTx, documentId: string) {
  for (let after = -1; ;) {
    const { rows } = await tx.execute<{ id: string; ordinal: number; tsv: string | null }>(sql`
      select id, ordinal, tsv::text as tsv from document_chunks where document_id = ${documentId} and ordinal > ${after}
      order by ordinal limit ${BATCH}
    `);
    for (const row of rows) {
      const lemmatized = lemmatizedVector(row.tsv ?? '');
      if (lemmatized !== row.tsv) await tx.execute(sql`update document_chunks set tsv = ${lemmatized}::tsvector where id = ${row.id}`);
    }
    if (rows.length < BATCH) return;
    after = Number(rows[rows.length - 1]!.ordinal);
  }
}
