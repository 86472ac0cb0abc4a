import type { NoteInput } from '@app/shared/api/knowledge-notes';
import type { MemberCaller } from '@app/shared/roles';
import type { AppContext } from '../../../app-context.js';
import { requireAgent } from '../../agents/require-agent.js';
import { saveWrittenSource } from '../documents/written-source.js';
import { toNote } from './note-dto.js';

/** A note written in the app (issue 29): stored, counted towards storage and indexed before the answer. */
export async function createNote(ctx: AppContext, { caller, agentId, input }: { caller: MemberCaller; agentId: string; input: NoteInput }) {
  const agent = await requireAgent(ctx.db, caller, agentId, 'manage');
  const row = await saveWrittenSource(ctx, {
    accountId: caller.accountId,
    agentId: agent.id,
    sourceType: 'note',
    title: input.title,
    fileType: 'text/markdown',
    text: input.text,
  });
  return toNote(row, input.text);
}
