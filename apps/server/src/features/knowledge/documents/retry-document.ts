import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';
import { agentDocuments } from '../../../db/schema/documents.js';
import { conflict } from '../../../base/errors.js';
import { requireActivePlan } from '../../account/plan-state.js';
import { findManageableDocument } from './find-document.js';
import type { MemberCaller } from '@app/shared/roles';
import type { DocumentStatus } from '@app/shared/states/knowledge';
import { enqueueDocument } from '../ingestion/process-document-job.js';
import { toDocumentDto } from './document-dto.js';

export const NOTHING_TO_RETRY = 'Il documento non è in errore: non serve riprovare.';
const RETRYABLE: DocumentStatus[] = ['error', 'transcription_not_configured'];

/** 'Riprova': a document in error (or waiting for transcription) goes back to the queue. */
export async function retryDocument(
  ctx: AppContext,
  { caller, agentId, documentId }: { caller: MemberCaller; agentId: string; documentId: string },
) {
  const doc = await findManageableDocument(ctx.db, caller, agentId, documentId);
  await requireActivePlan(ctx.db, caller.accountId);
  const [updated] = await ctx.db
    .update(agentDocuments)
    .set({ status: 'pending', error: null, progress: 0 })
    .where(and(eq(agentDocuments.id, doc.id), eq(agentDocuments.accountId, caller.accountId), inArray(agentDocuments.status, RETRYABLE)))
    .returning();
  if (!updated) throw conflict(NOTHING_TO_RETRY, 'NOT_RETRYABLE');
  await enqueueDocument(ctx, updated);
  return toDocumentDto(updated);
}
