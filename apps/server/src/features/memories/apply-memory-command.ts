import type { MemoryConflict } from '@app/shared/api/chat';
import type { MemoryTrigger } from '@app/shared/memory-trigger';
import type { AppContext } from '../../app-context.js';
import { collaborativeMemories } from '../../db/schema/agents.js';
import { newId } from '../../db/ids.js';
import type { ModelSettings } from '../../llm/model-settings.js';
import { conflictCandidates, findConflictOffline, findConflictWithModel } from './find-memory-conflict.js';
import { MEMORIES_CHANGED_EVENT } from '@app/shared/api/memories';

export interface MemoryCommandResult {
  status: 'saved' | 'conflict';
  /** What the agent answers in the chat. */
  reply: string;
  conflict?: MemoryConflict;
}

/**
 * Spec §4 chat memory flow: the memory is checked against the agent's instructions and saved memories;
 * on conflict nothing is saved and the client offers a modification request, otherwise it is saved.
 */
export async function applyMemoryCommand(
  ctx: AppContext,
  {
    accountId,
    userId,
    agent,
    trigger,
    model,
  }: { accountId: string; userId: string; agent: { id: string; instructions: string }; trigger: MemoryTrigger; model: ModelSettings },
): Promise<MemoryCommandResult> {
  const statements = await conflictCandidates(ctx.db, { accountId, agent });
  let clash = null;
  if (model.kind === 'provider') {
    try {
      clash = await findConflictWithModel(model, trigger.content, statements);
    } catch (error) {
      ctx.log.warn({ err: error }, 'memory conflict check by model failed; using the offline rule');
      clash = findConflictOffline(trigger.content, statements);
    }
  } else {
    clash = findConflictOffline(trigger.content, statements);
  }
  if (clash) {
    const where = clash.source === 'instructions' ? "con le istruzioni dell'agente" : 'con una memoria già salvata';
    return {
      status: 'conflict',
      reply:
        `Non ho salvato questa informazione perché è in conflitto ${where}: «${clash.text}». ` +
        "Puoi inviare una richiesta di modifica all'istruttore dell'agente.",
      conflict: { newInstruction: trigger.content, existingInstruction: clash.text, source: clash.source },
    };
  }
  await ctx.db
    .insert(collaborativeMemories)
    .values({ id: newId(), accountId, agentId: agent.id, userId, content: trigger.content, type: trigger.type });
  await ctx.realtime.publish({ type: MEMORIES_CHANGED_EVENT, accountId, payload: { agentId: agent.id } });
  return {
    status: 'saved',
    reply:
      trigger.type === 'procedure'
        ? `Ho memorizzato questa procedura: «${trigger.content}».`
        : `Ho salvato questa informazione nella memoria del team: «${trigger.content}».`,
  };
}
