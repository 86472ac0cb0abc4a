import { appearanceOf } from '../agents/agent-view.js';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { type ChatHistory } from '@app/shared/api/chat';
import type { DbOrTx } from '../../db/client.js';
import { conversations, messages } from '../../db/schema/chat.js';
import type { ChatAgent } from './chat-agent.js';
import type { ChatParticipant } from './chat-types.js';
import { toChatMessage } from '../chat-messages/chat-message.js';
import { ownConversations, requireOwnConversation } from '../agents/visitor-access.js';
import { conversationMessages } from '../chat-messages/conversation-messages.js';

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
