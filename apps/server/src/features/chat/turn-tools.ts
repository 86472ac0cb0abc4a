import type { VisitorLanguage } from '@app/shared/visitor-language';
import { ACTION_LIMITS } from '@app/shared/api/actions';
import type { AppContext } from '../../app-context.js';
import type { TurnToolSet } from '../../llm/stream-completion.js';
import { listBookingTools } from '../bookings/booking-tools.js';
import { actionTools, type SelfLoggingTool } from '../actions/action-tools.js';
import { rateSubjectOf } from './chat-actions.js';
import { unsafeUsableActions } from '../actions/list-actions.js';
import { logToolCall } from '../actions/run-action.js';
import type { ToolCallPart } from '../../llm/stream-completion.js';
import type { ChatAgent } from './chat-agent.js';
import type { ChatParticipant } from './chat-types.js';

/**
 * The tools a turn offers the model (issue 46): the agent's custom actions and the booking steps, run for the turn's
 * account, agent and conversation; null when there are none (the model is called without tools).
 */
export async function turnTools(
  ctx: AppContext,
  args: { agent: ChatAgent; who: ChatParticipant; conversationId: string; language?: VisitorLanguage; signal?: AbortSignal },
): Promise<TurnToolSet | null> {
  const { agent, who, conversationId } = args;
  const context = {
    accountId: agent.accountId,
    agentId: agent.id,
    conversationId,
    channel: who.channel,
    language: args.language,
    signal: args.signal,
  };
  const [actions, bookings] = await Promise.all([unsafeUsableActions(ctx, agent.accountId, agent.id), listBookingTools(ctx, context)]);
  const tools = [...actionTools(ctx, actions, rateSubjectOf(who, conversationId)), ...bookings];
  return tools.length ? { tools, context, maxCalls: ACTION_LIMITS.callsPerTurn } : null;
}

/** Stores a call the model made, unless its tool stores its own (an action logs its HTTP status itself). */
export async function logTurnToolCall(ctx: AppContext, set: TurnToolSet, part: ToolCallPart): Promise<void> {
  if ((part.tool as SelfLoggingTool).logsItsCalls && part.citation) return;
  await logToolCall(ctx, {
    accountId: set.context.accountId,
    agentId: set.context.agentId,
    actionId: null,
    conversationId: set.context.conversationId,
    toolName: part.tool.name,
    kind: (part.tool as SelfLoggingTool).logsItsCalls ? 'action' : 'booking',
    source: 'model',
    outcome: part.citation ? 'ok' : 'error',
    httpStatus: null,
    durationMs: part.durationMs,
  });
}
