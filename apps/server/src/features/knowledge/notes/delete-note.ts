import type { MemberCaller } from '@app/shared/roles';
import type { AppContext } from '../../../app-context.js';
import { requireAgent } from '../../agents/require-agent.js';
import { deleteDocument } from '../documents/delete-document.js';
import { findNote } from './note-dto.js';

/** Removes a note like any document: its passages, terms and file go with it. */
export async function deleteNote(ctx: AppContext, { caller, agentId, noteId }: { caller: MemberCaller; agentId: string; noteId: string }) {
  const agent = await requireAgent(ctx.db, caller, agentId, 'manage');
  await findNote(ctx.db, { accountId: caller.accountId, agentId: agent.id, noteId });
  await deleteDocument(ctx, { caller, agentId: agent.id, documentId: noteId });
}
