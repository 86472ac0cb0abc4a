import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { VISITOR_CHANNELS, type Channel } from '@app/shared/channels';
import { CHAT_MESSAGES } from '@app/shared/i18n/chat';
import { MESSAGES } from '@app/shared/i18n/common';
import type { AppContext } from '../../app-context.js';
import { AppError, notFound } from '../../base/errors.js';
import type { DbOrTx } from '../../db/client.js';
import { agents } from '../../db/schema/agents.js';
import { conversations } from '../../db/schema/chat.js';
import type { AgentRow } from './agent-view.js';

/**
 * What a visitor may reach (issue 50, ADR 0363), as `requireAgent` is for a member: the agent a public link, the widget
 * or a channel names, and the visitor's own conversation with it. Every visitor path goes through these two; here
 * because every feature with a visitor route (chat, handoff, bookings, integrations, channels) may import agents.
 */

/** Who is talking: a signed-in member (test chat, API), a browser's visitor, or a messaging app's sender. */
export interface ConversationParticipant {
  channel: Channel;
  userId: string | null;
  visitorId: string | null;
}

/**
 * The channels of the conversations a participant may continue, read, recall and rate: a visitor's public-chat and
 * widget conversations are theirs alike (the widget's frame reads and rates through the public chat's routes, and
 * was recorded as the public chat before ADR 0048); a member's, a token's or a messaging app's, their own channel's.
 */
export const ownChannels = (channel: Channel): Channel[] =>
  (VISITOR_CHANNELS as readonly Channel[]).includes(channel) ? [...VISITOR_CHANNELS] : [channel];

export const isAgentActive = (agent: Pick<AgentRow, 'status'>) => agent.status === 'Attivo';

/** The public chat knows only the agent id from the link: the account is whatever the agent belongs to. */
export async function unsafeLoadPublicAgent(db: DbOrTx, agentId: string): Promise<AgentRow> {
  const [agent] = await db.select().from(agents).where(eq(agents.id, agentId));
  if (!agent) throw notFound(MESSAGES.agentNotFound, 'AGENT_NOT_FOUND');
  return agent;
}

/** The refusal of a deactivated agent to a visitor, in the words (and language) the caller chose. */
export const agentInactive = (message: string) => new AppError(409, 'AGENT_INACTIVE', message);

/**
 * The agent a visitor's link names, by id alone (no session: the id is public), read through the row cache (ADR 0034);
 * a missing one answers 404 'Agente non trovato.'. `refuseInactive`: what a deactivated agent answers on this path
 * (paths that tell the visitor so themselves, or show a page, leave it out).
 */
export async function requirePublicAgent(
  ctx: Pick<AppContext, 'db' | 'rowCache'>,
  agentId: string,
  refuseInactive?: (agent: AgentRow) => AppError,
): Promise<AgentRow> {
  const agent = await ctx.rowCache.read('agents', agentId, () => unsafeLoadPublicAgent(ctx.db, agentId));
  if (refuseInactive && !isAgentActive(agent)) throw refuseInactive(agent);
  return agent;
}

/**
 * The conversations a participant owns with an agent: a member sees their own test chats, a visitor the
 * public-chat and widget conversations started from their browser (ADR 0048). Nobody reads anyone else's conversation.
 */
export function ownConversations(accountId: string, agentId: string, who: ConversationParticipant): SQL {
  return and(
    eq(conversations.accountId, accountId),
    eq(conversations.agentId, agentId),
    inArray(conversations.channel, ownChannels(who.channel)),
    who.userId ? eq(conversations.userId, who.userId) : isNull(conversations.userId),
    who.visitorId ? eq(conversations.visitorId, who.visitorId) : isNull(conversations.visitorId),
  )!;
}

/** What the callers of `requireOwnConversation` read of the conversation. */
export interface OwnConversation {
  id: string;
  channel: string;
  language: string | null;
}

/**
 * The participant's own conversation with the agent, or a 404 'Conversazione non trovata.' (with `code` when the path
 * always said one): another visitor's, another agent's or another account's conversation is not found, whatever its
 * id. `touch`: the turn's way in, found and marked updated (its language set when chosen) in the same statement.
 */
export async function requireOwnConversation(
  db: DbOrTx,
  scope: { accountId: string; agentId: string; who: ConversationParticipant },
  conversationId: string,
  options: { code?: string; touch?: { language?: string | null } } = {},
): Promise<OwnConversation> {
  const where = and(eq(conversations.id, conversationId), ownConversations(scope.accountId, scope.agentId, scope.who));
  const columns = { id: conversations.id, channel: conversations.channel, language: conversations.language };
  const language = options.touch?.language;
  const [own] = options.touch
    ? await db
        .update(conversations)
        .set({ updatedAt: new Date(), ...(language ? { language } : {}) })
        .where(where)
        .returning(columns)
    : await db.select(columns).from(conversations).where(where);
  if (!own) throw notFound(CHAT_MESSAGES.conversationNotFound, options.code);
  return own;
}

/** A visitor (browser or messaging sender, known by their secret id) and the channel they write from. */
export interface Visitor {
  channel: Channel;
  visitorId: string;
}

/** The visitor's own conversation with the agent (public link and widget alike), or 404: `requireOwnConversation` for a visitor. */
export function requireVisitorConversation(
  db: DbOrTx,
  agent: Pick<AgentRow, 'id' | 'accountId'>,
  visitor: Visitor,
  conversationId: string,
  code?: string,
): Promise<OwnConversation> {
  const who = { channel: visitor.channel, userId: null, visitorId: visitor.visitorId };
  return requireOwnConversation(db, { accountId: agent.accountId, agentId: agent.id, who }, conversationId, { code });
}
