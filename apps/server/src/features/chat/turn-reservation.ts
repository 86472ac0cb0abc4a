/** The reservation of a chat turn: what it is given and what it gives back, whichever way it is made. */
import type { Plan } from '@app/shared/plans';
import type { messages } from '../../db/schema/chat.js';
import { newId } from '../../db/ids.js';
import type { Attachment } from './read-attachment.js';
import type { ChatParticipant } from './chat-types.js';

export interface ReservedTurn {
  plan: Plan;
  conversationId: string;
  userMessage: typeof messages.$inferSelect;
  /** The agent's reply row, empty until the answer is complete (it already counts toward the month). */
  replyId: string;
  /** Nothing was said before in this conversation (no need to read its history). */
  isNewConversation: boolean;
  /** The message was sent before (same client message id) and answered: the answer is given again, nothing is stored. */
  answered?: typeof messages.$inferSelect;
  /** The conversation's visitor language (issue 48), null for members' conversations and older ones. */
  language: string | null;
  /**
   * The conversation's latest completed messages before this one, newest first, when the reservation read them
   * (ADR 0389): the answer's context then does not read them again.
   */
  recent?: RecentMessage[];
}

/** A message of the conversation as the answer's context reads it. */
export interface RecentMessage {
  id: string;
  sender: string;
  text: string;
}

/** What a turn's reservation is given: who writes, where, what, and what the channel requires. */
export interface ReserveTurnArgs {
  accountId: string;
  agentId: string;
  who: ChatParticipant;
  conversationId?: string;
  text: string;
  attachment: Attachment | null;
  retryOfMessageId?: string;
  /** The client's id of the message (ADR 0162). */
  clientMessageId?: string;
  /** The instance that will stream the reply (ADR 0074). */
  instanceId: string;
  /** Throws to refuse the turn for the plan read under the lock (a channel the plan does not have): rolled back. */
  requirePlan?: (plan: Plan) => void;
  /** The client message id was never sent before (the caller knows): no lookup of a resent message. */
  newClientMessage?: boolean;
  /**
   * A visitor's language (issue 48): the one chosen in the chat's selector replaces the conversation's; a new
   * conversation without a choice starts in `firstLanguage()` (its first message, the browser).
   */
  language?: { chosen: string | null; firstLanguage: () => string };
}

/** The reply row of a turn, reserved by this instance a millisecond after `after` at the earliest. */
export function replyRow(args: ReserveTurnArgs, conversationId: string, after: number) {
  return {
    id: newId(),
    conversationId,
    accountId: args.accountId,
    agentId: args.agentId,
    sender: 'agent',
    text: '',
    reservedBy: args.instanceId,
    createdAt: new Date(after + 1),
  };
}

/** A conversation started by a turn: the participant's, in the visitor's language (chosen, else the first guess). */
export function newConversationRow(args: ReserveTurnArgs, id: string) {
  return {
    id,
    accountId: args.accountId,
    agentId: args.agentId,
    channel: args.who.channel,
    userId: args.who.userId,
    visitorId: args.who.visitorId,
    language: args.language ? (args.language.chosen ?? args.language.firstLanguage()) : null,
  };
}
