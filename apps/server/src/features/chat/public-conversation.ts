import { type ChatEvent, type SendMessageInput } from '@app/shared/api/chat';
import { planAllowsChatAttachments, type Plan } from '@app/shared/plans';
import type { AppContext } from '../../app-context.js';
import { getAccountPlan, PlanExpired } from '../account/plan-state.js';
import { heldRequest, takeVisitorMessage } from '../handoff/held-conversation.js';
import { isAgentActive, requireVisitorConversation } from '../agents/visitor-access.js';
import type { ChatAgent } from './chat-agent.js';
import type { ChatChannel } from './chat-types.js';
import { shouldOfferHandoff } from './handoff-offer.js';
import type { Attachment } from './read-attachment.js';
import { startChatTurn } from './run-chat-turn.js';
import { AttachmentsNotInPlan, MonthlyLimitReached, VisitorRefusal } from './turn-refusals.js';
import { visitorCopy } from '@app/shared/i18n/visitor/index';
import { chosenLanguage, conversationLanguage, firstMessageLanguage, type VisitorLanguageHint } from '../agents/visitor-language.js';

export interface VisitorTurn {
  agent: ChatAgent;
  /** public | widget today; WhatsApp and Telegram later: the core does not depend on where the visitor writes. */
  channel: ChatChannel;
  /** The visitor's secret id: it alone proves a conversation is theirs. */
  visitorId: string;
  input: SendMessageInput;
  /**
   * The caller knows its client message id was never sent before (a channel delivery's first hold): the turn does not
   * look for it (ADR 0162's lookup), one statement less. A mistake costs a 409 (unique index), never a second answer.
   */
  newClientMessage?: boolean;
  attachment: Attachment | null;
  /** When the request arrived (performance.now()), for the turn's timings. */
  receivedAt?: number;
  /**
   * What the channel needs of the plan besides an active one (WhatsApp and Telegram: Pro or Avanzato): throws to
   * refuse. Checked on the plan the turn reads anyway, under the account's lock, so a refused turn stores nothing.
   */
  requirePlan?: (plan: Plan) => void;
  /** What the visitor's browser and selector say of their language (issue 48); channels have neither. */
  language?: VisitorLanguageHint;
}

/**
 * The public conversation core (issue 30): one visitor message, from any channel without a signed-in member, and what
 * follows. A deactivated agent refuses; in a conversation a person has taken over, the message goes to the team and the
 * agent stays silent; otherwise the agent answers (streamed ChatEvents), and its last event says whether to offer a
 * person. A visitor is never told about the account's plan or quota. Every refusal is a `VisitorRefusal` (its kind typed).
 */
export async function answerVisitor(ctx: AppContext, turn: VisitorTurn): Promise<(signal: AbortSignal) => AsyncGenerator<ChatEvent>> {
  const { agent } = turn;
  const hint = turn.language ?? {};
  // A refusal before the conversation has a language is said in the one its first message would get.
  const refusals = () => visitorCopy(firstMessageLanguage(agent, turn.input.text, hint)).refusals;
  // D3: a deactivated agent answers politely and no model is called.
  if (!isAgentActive(agent)) throw new VisitorRefusal('agent-inactive', 409, 'AGENT_INACTIVE', refusals().agentInactive);
  const who = { channel: turn.channel, userId: null, visitorId: turn.visitorId };

  const conversationId = turn.input.conversationId;
  if (conversationId) {
    const held = await heldRequest(ctx, agent.accountId, conversationId);
    const toTeam = held ? await answerHeld(ctx, turn, { conversationId, requestId: held.id }) : null;
    if (toTeam) return toTeam;
  }

  let run: Awaited<ReturnType<typeof startChatTurn>>;
  try {
    run = await startChatTurn(ctx, {
      accountId: agent.accountId,
      agent,
      who,
      input: turn.input,
      attachment: turn.attachment,
      memoryCommands: false,
      receivedAt: turn.receivedAt,
      requirePlan: turn.requirePlan,
      newClientMessage: turn.newClientMessage,
      language: { chosen: chosenLanguage(agent, hint.chosen), firstLanguage: () => firstMessageLanguage(agent, turn.input.text, hint) },
    });
  } catch (error) {
    if (error instanceof PlanExpired || error instanceof MonthlyLimitReached)
      throw new VisitorRefusal('unavailable', error.statusCode, error.code, refusals().unavailable);
    if (error instanceof AttachmentsNotInPlan)
      throw new VisitorRefusal('attachments-off', error.statusCode, error.code, refusals().attachmentsOff);
    throw error;
  }
  return async function* withOffer(signal) {
    let question = turn.input.text;
    for await (const event of run(signal)) {
      if (event.type === 'start') question = event.userMessage.text;
      if (event.type === 'done' && shouldOfferHandoff(question, event.message.text, event.message.outcome))
        yield { ...event, offerHandoff: true };
      else yield event;
    }
  };
}

/**
 * A visitor's message in a conversation a person holds: it goes to the team, the agent stays silent. A resend (same
 * client message id) gets the same events, storing and notifying nothing (ADR 0213); null when the message resent is
 * one the agent answered before the person took over, whose answer the agent's turn gives again.
 */
async function answerHeld(
  ctx: AppContext,
  turn: VisitorTurn,
  held: { conversationId: string; requestId: string },
): Promise<((signal: AbortSignal) => AsyncGenerator<ChatEvent>) | null> {
  const { agent } = turn;
  const who = { channel: turn.channel, userId: null, visitorId: turn.visitorId };
  const own = await requireVisitorConversation(ctx.db, agent, turn, held.conversationId);
  const copy = visitorCopy(chosenLanguage(agent, turn.language?.chosen) ?? conversationLanguage(agent, own.language));
  if (turn.requirePlan) {
    const { plan } = await getAccountPlan(ctx.db, agent.accountId);
    // An ended plan still collects the visitor's text (below); a plan without the channel does not.
    if (plan) turn.requirePlan(plan);
  }
  await ctx.rateLimits.consume('handoffVisitorMessage', turn.visitorId);
  // The agent's turn refuses a file on the Base plan (spec §3): a person's conversation follows the same rule. An
  // ended plan still collects the visitor's text (issue 30), but not files: the plan that allowed them is over.
  if (turn.attachment && !planAllowsChatAttachments((await getAccountPlan(ctx.db, agent.accountId)).plan)) {
    throw new VisitorRefusal('attachments-off', 403, 'ATTACHMENT_PLAN', copy.refusals.attachmentsOff);
  }
  return takeVisitorMessage(ctx, {
    accountId: agent.accountId,
    agent,
    who,
    conversationId: held.conversationId,
    requestId: held.requestId,
    text: turn.input.text,
    attachment: turn.attachment,
    clientMessageId: turn.input.clientMessageId,
    notice: copy.handoff.agentSilent,
  });
}
