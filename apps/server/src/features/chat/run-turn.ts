import type { ChatEvent, SendMessageInput } from '@app/shared/api/chat';
import { CHAT_MESSAGES } from '@app/shared/i18n/chat';
import { visitorCopy } from '@app/shared/i18n/visitor/index';
import type { Plan } from '@app/shared/plans';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../base/errors.js';
import { PlanExpired } from '../account/plan-state.js';
import { isAgentActive } from '../agents/visitor-access.js';
import { chosenLanguage, firstMessageLanguage, type VisitorLanguageHint } from '../agents/visitor-language.js';
import { heldRequest } from '../handoff/held-conversation.js';
import type { HandoffRequestArgs } from '../handoff/request-handoff.js';
import type { ChatAgent } from './chat-agent.js';
import type { ChatChannel, ChatParticipant } from './chat-types.js';
import { requestHandoffIfAsked, shouldOfferHandoff } from './handoff-offer.js';
import { answerHeld } from './held-turn.js';
import type { Attachment } from './read-attachment.js';
import { startChatTurn } from './run-chat-turn.js';
import { AttachmentsNotInPlan, ChannelNotInPlan, MonthlyLimitReached, VisitorRefusal } from './turn-refusals.js';
import { planAllowsChannel, turnPolicy, type TurnPolicy } from './turn-policy.js';

export interface TurnRequest {
  agent: ChatAgent;
  channel: ChatChannel;
  /** The member writing in the test chat. */
  userId?: string;
  /** A visitor's secret id (public link, widget: it alone proves a conversation is theirs), or their id on a messaging app. */
  visitorId?: string;
  input: SendMessageInput;
  attachment: Attachment | null;
  /** When the request arrived (performance.now()), for the turn's timings. */
  receivedAt?: number;
  /**
   * The caller knows its client message id was never sent before (a channel delivery's first hold): the turn does not
   * look for it (ADR 0162's lookup), one statement less. A mistake costs a 409 (unique index), never a second answer.
   */
  newClientMessage?: boolean;
  /** What the visitor's browser and selector say of their language (issue 48); channels have neither. */
  language?: VisitorLanguageHint;
  /** Where the hand-off is a request made at once (a messaging app): how the team reaches the sender. */
  contact?: HandoffRequestArgs['contact'];
}

/**
 * What the transports read: the chat's events, and on a messaging app the request for a person the turn made, whose
 * notice the sender gets instead of the answer (ADR 0186). Only channels whose policy is 'request' see the latter.
 */
export type TurnEvent = ChatEvent | { type: 'person-requested'; notice: string };
export type TurnStream = (signal: AbortSignal) => AsyncGenerator<TurnEvent>;

/**
 * The one chat turn of every way in (issue 49, ADR 0384): the test chat, the public link, the widget, /api/v1 and each
 * messaging app are thin transports over it. Its stages, in order:
 *   admit: the agent is active (where the channel refuses a deactivated one), a person does not hold the conversation
 *     (else the message goes to the team), and under the account's lock the plan, the channel's plan feature and the
 *     month's replies (`startChatTurn`'s reservation): every refusal is thrown before anything streams;
 *   gather and answer: memory command, direct reply, Q&A pair, model or offline, and persist (`startChatTurn`);
 *   after: the hand-off the channel gives (the chat's offer, or the request a messaging app makes at once).
 * What differs per channel is its row of the turn policy (turn-policy.ts), not a flag passed down.
 */
export async function runTurn(ctx: AppContext, turn: TurnRequest): Promise<TurnStream> {
  const policy = turnPolicy(turn.channel);
  const { agent } = turn;
  const who: ChatParticipant = { channel: turn.channel, userId: turn.userId ?? null, visitorId: turn.visitorId ?? null };
  const hint = turn.language ?? {};
  // A refusal before the conversation has a language is said in the one its first message would get.
  const refusals = () => visitorCopy(firstMessageLanguage(agent, turn.input.text, hint)).refusals;
  const requirePlan = (plan: Plan) => {
    if (!planAllowsChannel(policy, plan)) throw new ChannelNotInPlan();
  };

  // Admit. D3: a deactivated agent answers politely and no model is called.
  if (policy.inactiveAgent === 'refuse' && !isAgentActive(agent)) {
    if (policy.refusals === 'visitor') throw new VisitorRefusal('agent-inactive', 409, 'AGENT_INACTIVE', refusals().agentInactive);
    throw new AppError(409, 'AGENT_INACTIVE', CHAT_MESSAGES.agentInactive);
  }
  const conversationId = turn.input.conversationId;
  if (policy.heldByPerson && conversationId && turn.visitorId) {
    const held = await heldRequest(ctx, agent.accountId, conversationId);
    const visitor = { channel: turn.channel, visitorId: turn.visitorId };
    const planNeeded = policy.planFeature ? requirePlan : undefined;
    const toTeam = held
      ? await answerHeld(ctx, { ...turn, visitor, requirePlan: planNeeded }, { conversationId, requestId: held.id })
      : null;
    if (toTeam) return toTeam;
  }

  let answer: Awaited<ReturnType<typeof startChatTurn>>;
  try {
    answer = await startChatTurn(ctx, {
      accountId: agent.accountId,
      agent,
      who,
      policy,
      input: turn.input,
      attachment: turn.attachment,
      receivedAt: turn.receivedAt,
      requirePlan: policy.planFeature ? requirePlan : undefined,
      newClientMessage: turn.newClientMessage,
      language:
        policy.refusals === 'visitor'
          ? { chosen: chosenLanguage(agent, hint.chosen), firstLanguage: () => firstMessageLanguage(agent, turn.input.text, hint) }
          : undefined,
    });
  } catch (error) {
    throw policy.refusals === 'visitor' ? toVisitorRefusal(error, refusals) : error;
  }
  return after(ctx, policy, turn, answer);
}

/** A visitor is never told about the account's plan or quota: the member's refusals, in the visitor's words. */
function toVisitorRefusal(error: unknown, refusals: () => ReturnType<typeof visitorCopy>['refusals']): unknown {
  if (error instanceof PlanExpired || error instanceof MonthlyLimitReached)
    return new VisitorRefusal('unavailable', error.statusCode, error.code, refusals().unavailable);
  if (error instanceof AttachmentsNotInPlan)
    return new VisitorRefusal('attachments-off', error.statusCode, error.code, refusals().attachmentsOff);
  return error;
}

/** The after stage: the hand-off the channel's policy gives once the answer is stored. */
function after(
  ctx: AppContext,
  policy: TurnPolicy,
  turn: TurnRequest,
  answer: (signal: AbortSignal) => AsyncGenerator<ChatEvent>,
): TurnStream {
  if (policy.handoff === 'none') return answer;
  return async function* withHandoff(signal) {
    let question = turn.input.text;
    let conversationId = turn.input.conversationId;
    for await (const event of answer(signal)) {
      if (event.type === 'start')
        ({
          conversationId,
          userMessage: { text: question },
        } = event);
      if (event.type === 'done' && policy.handoff === 'offer' && shouldOfferHandoff(question, event.message.text, event.message.outcome)) {
        yield { ...event, offerHandoff: true };
        continue;
      }
      yield event;
      // Asking for a person on a messaging app makes the request at once (ADR 0186): no form to fill there.
      if (event.type === 'done' && policy.handoff === 'request' && turn.contact && conversationId && !signal.aborted) {
        const requested = await requestHandoffIfAsked(ctx, {
          question,
          agent: turn.agent,
          channel: turn.channel,
          visitorId: turn.visitorId!,
          conversationId,
          contact: turn.contact,
        });
        if (requested) yield { type: 'person-requested', notice: requested.notice };
      }
    }
  };
}
