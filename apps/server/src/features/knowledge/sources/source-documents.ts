import type { KnowledgeSourceType } from '@app/shared/states/knowledge';
import { and, eq } from 'drizzle-orm';
import type { MemberCaller } from '@app/shared/roles';
import type { AppContext } from '../../../app-context.js';
import type { DbOrTx } from '../../../db/client.js';
import { agentDocuments } from '../../../db/schema/documents.js';
import { notFound } from '../../../base/errors.js';
import { requireAgent } from '../../agents/require-agent.js';
import { deleteDocument } from '../documents/delete-document.js';
import { requireKnowledgeSource } from './source-registry.js';
import type { SourceDocument } from './knowledge-source.js';

/** One document of one kind of an agent already checked with requireAgent; another kind, agent or account is the kind's 404. */
export async function findSourceDocument(
  db: DbOrTx,
  { accountId, agentId, type, id }: { accountId: string; agentId: string; type: KnowledgeSourceType; id: string },
): Promise<SourceDocument> {
  const [row] = await db
    .select()
    .from(agentDocuments)
    .where(
      and(
        eq(agentDocuments.id, id),
        eq(agentDocuments.accountId, accountId),
        eq(agentDocuments.agentId, agentId),
        eq(agentDocuments.sourceType, type),
      ),
    );
  if (!row) throw notFound(requireKnowledgeSource(type).notFound);
  return row;
}

/** Removes a document of one kind like any document: its passages, terms, own rows (ON DELETE CASCADE) and file go with it. */
export async function deleteSourceDocument(
  ctx: AppContext,
  { caller, agentId, type, id }: { caller: MemberCaller; agentId: string; type: KnowledgeSourceType; id: string },
) {
  const agent = await requireAgent(ctx.db, caller, agentId, 'manage');
  await findSourceDocument(ctx.db, { accountId: caller.accountId, agentId: agent.id, type, id });
  await deleteDocument(ctx, { caller, agentId: agent.id, documentId: id });
}
