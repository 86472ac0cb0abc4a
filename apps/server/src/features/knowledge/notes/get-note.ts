import type { MemberCaller } from '@app/shared/roles';
import type { AppContext } from '../../../app-context.js';
import { requireAgent } from '../../agents/require-agent.js';
import { readAll } from '../documents/stored-file.js';
import { findNote, toNote } from './note-dto.js';

/** A note with its whole text, as written (what the edit form starts from). */
export async function getNote(ctx: AppContext, { caller, agentId, noteId }: { caller: MemberCaller; agentId: string; noteId: string }) {
  const agent = await requireAgent(ctx.db, caller, agentId, 'manage');
  const row = await findNote(ctx.db, { accountId: caller.accountId, agentId: agent.id, noteId });
  return toNote(row, (await readAll(ctx.storage, row.filePath)).toString('utf8'));
}
