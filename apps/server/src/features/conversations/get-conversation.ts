import { and, eq, inArray } from 'drizzle-orm';
import { CONVERSATION_MESSAGES } from '@app/shared/i18n/conversations';
import { visitorLabel, type ConversationDetail } from '@app/shared/api/conversations';
import type { ChatSource } from '@app/shared/api/chat';
import { MESSAGES } from '@app/shared/i18n/common';
import { canReviewAgentConversations, canSeeAgent, type MemberCaller } from '@app/shared/roles';
import { displayName } from '@app/shared/display-name';
import { users } from '../../db/schema/auth.js';
import { profiles } from '../../db/schema/accounts.js';
import type { DbOrTx } from '../../db/client.js';
import { agents } from '../../db/schema/agents.js';
import { conversations, messages } from '../../db/schema/chat.js';
import { agentDocuments } from '../../db/schema/documents.js';
import { forbidden, notFound } from '../../base/errors.js';
import { isGapAnswer } from './conversation-sql.js';
import { memberAnswerText } from '../../llm/member-answer-text.js';
import { unsafeConversationToolCalls } from '../actions/list-actions.js';
import { citationLabelOf } from '../knowledge/sources/source-registry.js';

/**
 * One conversation of the review, every finished message with its sources and rating. Its agent decides who may
 * read it (`canReviewAgentConversations`): another account's conversation, or one of an agent the caller does
 * not see, answers 404 like a missing one; an agent seen but not analysed (a plain user's colleague's) 403.
 */
export async function getConversation(
  db: DbOrTx,
  { caller, conversationId }: { caller: MemberCaller; conversationId: string },
): Promise<ConversationDetail> {
  const [found] = await db
    .select({
      conversation: conversations,
      agent: { id: agents.id, name: agents.name, userId: agents.userId, instructorId: agents.instructorId },
    })
    .from(conversations)
    .innerJoin(agents, and(eq(agents.id, conversations.agentId), eq(agents.accountId, conversations.accountId)))
    .where(and(eq(conversations.id, conversationId), eq(conversations.accountId, caller.accountId)));
  if (!found || !canSeeAgent(caller, found.agent)) throw notFound(CONVERSATION_MESSAGES.notFound, 'CONVERSATION_NOT_FOUND');
  if (!canReviewAgentConversations(caller, found.agent)) throw forbidden(MESSAGES.accessDenied, 'CONVERSATION_FORBIDDEN');

  // A member's reply (issue 30) names its author, joined on the author only: a member removed since reads as the team.
  const joined = await db
    .select({ message: messages, email: users.email, firstName: profiles.firstName, lastName: profiles.lastName })
    .from(messages)
    .leftJoin(users, and(eq(users.id, messages.authorId), eq(messages.sender, 'team')))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(messages.conversationId, conversationId), eq(messages.accountId, caller.accountId)))
    .orderBy(messages.createdAt, messages.id);
  const authors = new Map(joined.flatMap((r) => (r.email ? [[r.message.id, displayName(r)] as const] : [])));
  const rows = joined.map((r) => r.message);
  const finished = rows.filter((m) => m.sender === 'user' || m.latencyMs !== null);

  // A public visitor may not have been shown the sources (ADR 0025): the review still names the documents used. And
  // a visitor's sources name documents by their titles (issue 44): the review names their files.
  const documentIds = [
    ...new Set(
      finished.flatMap((m) =>
        m.sources?.length ? m.sources.flatMap((s) => (s.documentId ? [s.documentId] : [])) : (m.answerBasis?.documents ?? []),
      ),
    ),
  ];
  const files = documentIds.length
    ? new Map(
        (
          await db
            .select({ id: agentDocuments.id, fileName: agentDocuments.fileName, sourceType: agentDocuments.sourceType })
            .from(agentDocuments)
            .where(and(eq(agentDocuments.accountId, caller.accountId), inArray(agentDocuments.id, documentIds)))
        ).map((d) => [d.id, d] as const),
      )
    : new Map<string, { fileName: string; sourceType: string }>();
  const fileOf = (source: ChatSource): ChatSource => {
    const doc = files.get(source.documentId);
    // A kind with a label of its own is cited so to members too (a pair's file name is only its question, ADR 0355).
    return doc && !citationLabelOf(doc.sourceType) ? { ...source, file: doc.fileName } : source;
  };
  const sourcesOf = (m: (typeof finished)[number]): ChatSource[] =>
    m.sources?.length
      ? m.sources.map(fileOf)
      : (m.answerBasis?.documents ?? []).flatMap((id) =>
          files.has(id) ? [{ kind: 'document' as const, documentId: id, file: files.get(id)!.fileName, page: null }] : [],
        );

  const { conversation, agent } = found;
  return {
    id: conversation.id,
    agentId: agent.id,
    agentName: agent.name,
    channel: conversation.channel as ConversationDetail['channel'],
    visitor: visitorLabel(conversation.channel, conversation.visitorId),
    startedAt: conversation.createdAt.toISOString(),
    messages: finished.map((m) => ({
      id: m.id,
      sender: m.sender as 'user' | 'agent' | 'team',
      ...(m.sender === 'team' ? { authorName: authors.get(m.id) ?? null } : {}),
      text: memberAnswerText(m),
      attachmentName: m.attachmentName,
      sources: m.sender === 'agent' ? sourcesOf(m) : [],
      rating: m.rating === 1 || m.rating === -1 ? m.rating : null,
      gap: isGapAnswer(m),
      outcome: m.sender === 'agent' ? (m.outcome ?? null) : null,
      createdAt: m.createdAt.toISOString(),
    })),
    toolCalls: await unsafeConversationToolCalls({ db }, caller.accountId, conversation.id),
  };
}
