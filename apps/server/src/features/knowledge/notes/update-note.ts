import type { NoteInput } from '@app/shared/api/knowledge-notes';
import type { MemberCaller } from '@app/shared/roles';
import type { AppContext } from '../../../app-context.js';
import { requireAgent } from '../../agents/require-agent.js';
import { saveWrittenSource } from '../documents/written-source.js';
import { findNote, toNote } from './note-dto.js';

/** A note's new title and text: its passages and term statistics are replaced (indexed again) before the answer. */
export async function updateNote(
  ctx: AppContext,
  { caller, agentId, noteId, input }: { caller: MemberCaller; agentId: string; noteId: string; input: NoteInput },
) {
  const agent = await requireAgent(ctx.db, caller, agentId, 'manage');
  const existing = await findNote(ctx.db, { accountId: caller.accountId, agentId: agent.id, noteId });
  const row = await saveWrittenSource(ctx, {
    accountId: caller.accountId,
    agentId: agent.id,
    sourceType: 'note',
    existing,
    title: input.title,
    fileType: 'text/markdown',
    text: input.text,
  });
  return toNote(row, input.text);
}
