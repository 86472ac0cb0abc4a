import { appearanceOf } from '../agents/agent-view.js';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { type ChatHistory, type ChatMessage } from '@app/shared/api/chat';
import { displayName } from '@app/shared/display-name';
import { profiles } from '../../db/schema/accounts.js';
import { users } from '../../db/schema/auth.js';
import type { DbOrTx } from '../../db/client.js';
import { conversations, messages } from '../../db/schema/chat.js';
import type { ChatAgent } from './chat-agent.js';
import { toChatMessage, type ChatParticipant } from './chat-types.js';
import { ownConversations, requireOwnConversation } from '../agents/visitor-access.js';
import { completedMessages } from './completed-messages.js';
import { memberAnswerText, visitorAnswerText } from '../../llm/member-answer-text.js';

export const HISTORY_CONVERSATIONS = 20;

/** The caller's conversations with the agent (newest first) and the messages of one of them (default: the latest). */
export async function getChatHistory(
  db: DbOrTx,
  { accountId, agent, who, conversationId }: { accountId: string; agent: ChatAgent; who: ChatParticipant; conversationId?: string },
): Promise<Omit<ChatHistory, 'agent'> & { agent: Omit<ChatHistory['agent'], 'canManage'> }> {
  const list = await db
    .select()
    .from(conversations)
    .where(ownConversations(accountId, agent.id, who))
    .orderBy(desc(conversations.updatedAt))
    .limit(HISTORY_CONVERSATIONS);
  let selected = conversationId ?? list[0]?.id ?? null;
  if (conversationId && !list.some((c) => c.id === conversationId)) {
    selected = (await requireOwnConversation(db, { accountId, agentId: agent.id, who }, conversationId)).id;
  }
  const rows = selected ? await conversationMessages(db, accountId, selected) : [];
  const previews = list.length
    ? await db
        .selectDistinctOn([messages.conversationId], {
          conversationId: messages.conversationId,
          text: messages.text,
          attachmentName: messages.attachmentName,
        })
        .from(messages)
        .where(
          and(
            eq(messages.accountId, accountId),
            inArray(
              messages.conversationId,
              list.map((c) => c.id),
            ),
            eq(messages.sender, 'user'),
          ),
        )
        .orderBy(messages.conversationId, asc(messages.createdAt))
    : [];
  return {
    agent: { id: agent.id, name: agent.name, status: agent.status, appearance: appearanceOf(agent) },
    conversationId: selected,
    messages: rows.map((row) => toChatMessage(row)),
    conversations: list.map((c) => {
      const first = previews.find((p) => p.conversationId === c.id);
      return {
        id: c.id,
        createdAt: c.createdAt.toISOString(),
        updatedAt: c.updatedAt.toISOString(),
        preview: (first?.text || first?.attachmentName || '').slice(0, 80),
      };
    }),
  };
}

export function conversationMessages(db: DbOrTx, accountId: string, conversationId: string) {
  return db
    .select()
    .from(messages)
    .where(and(eq(messages.accountId, accountId), eq(messages.conversationId, conversationId), completedMessages))
    .orderBy(asc(messages.createdAt));
}

/**
 * A conversation as its reader sees it, with the names of the members who replied in it (issue 30): the public
 * chat's history, the widget's and (`forMembers`, with the reason of each automatic answer) the team inbox's.
 */
export async function conversationChatMessages(
  db: DbOrTx,
  accountId: string,
  conversationId: string,
  { forMembers = false }: { forMembers?: boolean } = {},
): Promise<ChatMessage[]> {
  const rows = await db
    .select({ message: messages, email: users.email, firstName: profiles.firstName, lastName: profiles.lastName })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.authorId))
    .leftJoin(profiles, eq(profiles.userId, messages.authorId))
    .where(and(eq(messages.accountId, accountId), eq(messages.conversationId, conversationId), completedMessages))
    .orderBy(asc(messages.createdAt));
  return rows.map((r) => {
    const message = toChatMessage(r.message, r.email ? authorName(r) : null);
    return { ...message, text: forMembers ? memberAnswerText(r.message) : visitorAnswerText(r.message.text) };
  });
}

/** What a visitor reads as a member's name: the first name, else the part of the address before '@'. */
export const authorName = (m: { firstName: string | null; email: string | null }) =>
  displayName({ firstName: m.firstName, email: m.email }).split(' ')[0]!;
