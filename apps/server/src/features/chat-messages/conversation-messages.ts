import { and, asc, eq } from 'drizzle-orm';
import type { ChatMessage } from '@app/shared/api/chat';
import { profiles } from '../../db/schema/accounts.js';
import { users } from '../../db/schema/auth.js';
import type { DbOrTx } from '../../db/client.js';
import { messages } from '../../db/schema/chat.js';
import { memberAnswerText, visitorAnswerText } from '../../llm/member-answer-text.js';
import { authorName, toChatMessage } from './chat-message.js';
import { completedMessages } from './completed-messages.js';

/** A conversation's stored rows that really exist for its reader, oldest first. */
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
