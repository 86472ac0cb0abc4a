import { Readable } from 'node:stream';
import type { KnowledgeSourceType } from '@app/shared/states/knowledge';
import { and, eq, sql } from 'drizzle-orm';
import { STORAGE_LIMIT_MESSAGE } from '@app/shared/i18n/knowledge';
import type { AppContext } from '../../../app-context.js';
import type { DbOrTx } from '../../../db/client.js';
import { agentDocuments } from '../../../db/schema/documents.js';
import { newId } from '../../../db/ids.js';
import { conflict, payloadTooLarge } from '../../../base/errors.js';
import { requireActivePlan } from '../../account/plan-state.js';
import { storageUsedBytes } from '../../account/account-usage.js';
import { lockAccount } from '../../account/lock-account.js';
import { queueFileRemoval, removeQueuedFiles } from '../../../storage/file-removals.js';
import { indexDocument, PROCESSING_FAILED, publishDocumentsChanged } from '../ingestion/process-document-job.js';
import { requireKnowledgeSource } from '../sources/source-registry.js';
import { sourceLimitReached } from '../sources/source-statistics.js';

type DocumentRow = typeof agentDocuments.$inferSelect;

/**
 * Knowledge written in the app rather than uploaded (ADR 0173): a note, a question-and-answer pair, or any kind of
 * the registry (ADR 0355) whose text is written rather than read from a file. Its text is kept
 * as a file like an upload's (the data export carries it, 'Riprova' and a restart read it again), counts towards the
 * storage limit by its UTF-8 length, and is indexed by the ingestion pipeline before the request answers, so it is
 * searchable as soon as it is saved. A new document is refused past its kind's limit per agent (a 409 with the kind's
 * message), checked under the account's lock.
 */
export async function saveWrittenSource(
  ctx: AppContext,
  args: {
    accountId: string;
    agentId: string;
    /** A registered kind (source-registry.ts). */
    sourceType: KnowledgeSourceType;
    /** The row to replace (an edit); a new one otherwise. */
    existing?: DocumentRow;
    /** What lists and citations name it. */
    title: string;
    fileType: 'text/markdown' | 'text/plain';
    text: string;
    /** Runs in the transaction that writes the row, under the account's lock (the pair's own row, its limit). */
    within?: (tx: DbOrTx, row: DocumentRow) => Promise<void>;
  },
): Promise<DocumentRow> {
  const { accountId, agentId, existing } = args;
  const source = requireKnowledgeSource(args.sourceType);
  const plan = await requireActivePlan(ctx.db, accountId);
  const data = Buffer.from(args.text, 'utf8');
  const id = existing?.id ?? newId();
  const extension = args.fileType === 'text/markdown' ? 'md' : 'txt';
  const key = `${accountId}/${agentId}/${Date.now()}-${id.slice(0, 8)}-${source.fileWord ?? source.type}.${extension}`;
  const overLimit = () => payloadTooLarge(STORAGE_LIMIT_MESSAGE(plan.storageLabel), 'STORAGE_LIMIT');
  // Refused before writing anything when the account is already past its storage.
  if ((await storageUsedBytes(ctx.db, accountId)) - (existing?.sizeBytes ?? 0) + data.length > plan.storageBytes) throw overLimit();
  await ctx.storage.put(key, Readable.from([data]), { maxBytes: data.length + 1 });

  let row: DocumentRow;
  try {
    row = await ctx.db.transaction(async (tx) => {
      // Checked again under the account's lock: two saves at once cannot pass the limit together.
      await lockAccount(tx, accountId);
      const used = await storageUsedBytes(tx, accountId);
      if (used - (existing?.sizeBytes ?? 0) + data.length > plan.storageBytes) throw overLimit();
      const limit = existing ? null : await sourceLimitReached(tx, { accountId, agentId, type: source.type, plan });
      if (limit) throw conflict(limit.message, limit.code);
      const values = {
        fileName: sanitizeTitle(args.title),
        filePath: key,
        fileType: args.fileType,
        sizeBytes: data.length,
        status: 'processing' as const,
        error: null,
        progress: 50,
      };
      const [saved] = existing
        ? await tx
            .update(agentDocuments)
            .set(values)
            .where(and(eq(agentDocuments.id, existing.id), eq(agentDocuments.accountId, accountId)))
            .returning()
        : await tx
            .insert(agentDocuments)
            .values({ id, accountId, agentId, sourceType: args.sourceType, uploadedAt: sql`now()`, ...values })
            .returning();
      if (!saved) throw new Error('written source vanished while saved');
      await args.within?.(tx, saved);
      if (existing) await queueFileRemoval(tx, { key: existing.filePath });
      return saved;
    });
  } catch (err) {
    await ctx.storage.remove(key);
    throw err;
  }
  if (existing) await removeQueuedFiles(ctx, { key: existing.filePath });

  try {
    await indexDocument(ctx, row, { text: args.text, pageStarts: [] }, new AbortController().signal);
  } catch (err) {
    // The text is saved: the list shows the failure and 'Riprova' indexes it again from its file.
    ctx.log.error({ err, documentId: row.id }, 'written source not indexed');
    await ctx.db
      .update(agentDocuments)
      .set({ status: 'error', error: PROCESSING_FAILED, progress: 0 })
      .where(eq(agentDocuments.id, row.id));
    await publishDocumentsChanged(ctx, row);
  }
  const [fresh] = await ctx.db
    .select()
    .from(agentDocuments)
    .where(and(eq(agentDocuments.id, row.id), eq(agentDocuments.accountId, accountId)));
  return fresh ?? row;
}

/**
 * A title as lists and citations show it (the written source's file name): one line, no control characters, no
 * slashes (the data export names its file after it).
 */
function sanitizeTitle(title: string): string {
  const line = title
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/[\\/]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
  return line.slice(0, 200) || 'Senza titolo';
}
