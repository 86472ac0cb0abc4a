import type { MemberCaller } from '@app/shared/roles';
import type { AppContext } from '../../../app-context.js';
import { requireAgent } from '../../agents/require-agent.js';
import { deleteDocument } from '../documents/delete-document.js';
import { findQaPair } from './qa-pair-dto.js';

/** Removes a pair like any document (its own row goes with it, ON DELETE CASCADE). */
export async function deleteQaPair(
  ctx: AppContext,
  { caller, agentId, pairId }: { caller: MemberCaller; agentId: string; pairId: string },
) {
  const agent = await requireAgent(ctx.db, caller, agentId, 'manage');
  await findQaPair(ctx.db, { accountId: caller.accountId, agentId: agent.id, pairId });
  await deleteDocument(ctx, { caller, agentId: agent.id, documentId: pairId });
}
