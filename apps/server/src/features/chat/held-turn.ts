import type { ChatEvent, SendMessageInput } from '@app/shared/api/chat';
import { visitorCopy } from '@app/shared/i18n/visitor/index';
import { planAllowsChatAttachments, type Plan } from '@app/shared/plans';
import type { AppContext } from '../../app-context.js';
import { getAccountPlan } from '../account/plan-state.js';
import { requireVisitorConversation, type Visitor } from '../agents/visitor-access.js';
import { chosenLanguage, conversationLanguage, type VisitorLanguageHint } from '../agents/visitor-language.js';
import { takeVisitorMessage } from '../handoff/held-conversation.js';
import type { ChatAgent } from './chat-agent.js';
import type { Attachment } from './read-attachment.js';
import { VisitorRefusal } from './turn-refusals.js';

/**
 * A visitor's message in a conversation a person holds (the turn's admit stage, run-turn.ts): it goes to the team, the
 * agent stays silent. A resend (same client message id) gets the same events, storing and notifying nothing (ADR
 * 0213); null when the message resent is one the agent answered before the person took over, whose answer the agent's
 * turn gives again.
 */
export async function answerHeld(
  ctx: AppContext,
  turn: {
    agent: ChatAgent;
    visitor: Visitor;
    input: SendMessageInput;
    attachment: Attachment | null;
    language?: VisitorLanguageHint;
    /** What the channel needs of the plan besides an active one: throws to refuse. */
    requirePlan?: (plan: Plan) => void;
  },
  held: { conversationId: string; requestId: string },
): Promise<((signal: AbortSignal) => AsyncGenerator<ChatEvent>) | null> {
  const { agent, visitor } = turn;
  const own = await requireVisitorConversation(ctx.db, agent, visitor, held.conversationId);
  const copy = visitorCopy(chosenLanguage(agent, turn.language?.chosen) ?? conversationLanguage(agent, own.language));
  if (turn.requirePlan) {
    const { plan } = await getAccountPlan(ctx.db, agent.accountId);
    // An ended plan still collects the visitor's text (below); a plan without the channel does not.
    if (plan) turn.requirePlan(plan);
  }
  await ctx.rateLimits.consume('handoffVisitorMessage', visitor.visitorId);
  // The agent's turn refuses a file on the Base plan (spec §3): a person's conversation follows the same rule. An
  // ended plan still collects the visitor's text (issue 30), but not files: the plan that allowed them is over.
  if (turn.attachment && !planAllowsChatAttachments((await getAccountPlan(ctx.db, agent.accountId)).plan)) {
    throw new VisitorRefusal('attachments-off', 403, 'ATTACHMENT_PLAN', copy.refusals.attachmentsOff);
  }
  return takeVisitorMessage(ctx, {
    accountId: agent.accountId,
    agent,
    who: { ...visitor, userId: null },
    conversationId: held.conversationId,
    requestId: held.requestId,
    text: turn.input.text,
    attachment: turn.attachment,
    clientMessageId: turn.input.clientMessageId,
    notice: copy.handoff.agentSilent,
  });
}
