import { appearanceOf } from '../agents/agent-view.js';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { ChatHistory } from '@app/shared/api/chat';
import type { DbOrTx } from '../../db/client.js';
import { conversations, messages } from '../../db/schema/chat.js';
import { notFound } from '../../http/errors.js';
import type { ChatAgent } from './chat-agent.js';
import { toChatMessage, type ChatParticipant } from './chat-types.js';
import { ownConversations } from './conversation-scope.js';
import { completedMessages } from './completed-messages.js';

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
    const [own] = await db
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.id, conversationId), ownConversations(accountId, agent.id, who)));
    if (!own) throw notFound('Conversazione non trovata.');
    selected = own.id;
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
    messages: rows.map(toChatMessage),
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
