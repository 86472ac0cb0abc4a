import type { MemoryConflict } from '@app/shared/api/chat';
import type { MemoryTrigger } from '@app/shared/memory-trigger';
import type { AppContext } from '../../app-context.js';
import { collaborativeMemories } from '../../db/schema/agents.js';
import { newId } from '../../db/ids.js';
import type { ModelSettings } from '../../llm/model-settings.js';
import { conflictCandidates, findConflictOffline, findConflictWithModel } from './find-memory-conflict.js';
import { MEMORIES_CHANGED_EVENT } from '@app/shared/realtime-events';
import { and, eq } from 'drizzle-orm';
import { memoryNeedsApproval, normalizeRole } from '@app/shared/roles';
import { users } from '../../db/schema/auth.js';
import type { AgentRow } from '../agents/require-agent.js';
import { notifyApprovers } from './notify-approvers.js';

export interface MemoryCommandResult {
  /** 'pending': saved, waiting for approval (ADR 0132), not used in answers until then. */
  status: 'saved' | 'pending' | 'conflict';
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
  }: { accountId: string; userId: string; agent: AgentRow; trigger: MemoryTrigger; model: ModelSettings },
): Promise<MemoryCommandResult> {
  const statements = await conflictCandidates(ctx.db, { accountId, agent });
  let clash: ReturnType<typeof findConflictOffline> = null;
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
  // The author's role as it is now (the chat's caller, or a token's member): it decides whether the memory waits.
  const [author] = await ctx.db
    .select({ role: users.role })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.accountId, accountId)));
  const pending = memoryNeedsApproval({ userId, role: normalizeRole(author?.role) }, agent);
  const id = newId();
  await ctx.db.insert(collaborativeMemories).values({
    id,
    accountId,
    agentId: agent.id,
    userId,
    content: trigger.content,
    type: trigger.type,
    status: pending ? 'pending' : 'approved',
  });
  await ctx.realtime.publish({ type: MEMORIES_CHANGED_EVENT, accountId, payload: { agentId: agent.id } });
  if (pending) {
    await notifyApprovers(ctx, { accountId, authorId: userId, agent, content: trigger.content });
    return {
      status: 'pending',
      reply:
        `Ho ricevuto questa informazione: «${trigger.content}». ` +
        "La userò nelle risposte quando il proprietario o l'istruttore dell'agente l'avrà approvata.",
    };
  }
  return {
    status: 'saved',
    reply:
      trigger.type === 'procedure'
        ? `Ho memorizzato questa procedura: «${trigger.content}».`
        : `Ho salvato questa informazione nella memoria del team: «${trigger.content}».`,
  };
}
