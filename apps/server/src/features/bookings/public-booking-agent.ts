import { isVisitorLanguage, type VisitorLanguage } from '@app/shared/visitor-language';
import { and, eq, inArray } from 'drizzle-orm';
import { CHAT_MESSAGES } from '@app/shared/i18n/chat';
import { MESSAGES } from '@app/shared/i18n/common';
import type { AppContext } from '../../app-context.js';
import { agents } from '../../db/schema/agents.js';
import { conversations } from '../../db/schema/chat.js';
import { notFound } from '../../base/errors.js';

export type PublicBookingAgent = Pick<typeof agents.$inferSelect, 'id' | 'accountId' | 'name' | 'status' | 'visitorLanguages'>;

/**
 * The agent a public booking names, by id alone (`unsafe…`: the public link and the widget carry no session; the
 * agent's id is public), through the row cache as the public chat reads it. A missing one answers 404.
 */
export function unsafePublicBookingAgent(ctx: Pick<AppContext, 'db' | 'rowCache'>, agentId: string): Promise<PublicBookingAgent> {
  return ctx.rowCache.read('agents', `booking:${agentId}`, async () => {
    const [agent] = await ctx.db
      .select({
        id: agents.id,
        accountId: agents.accountId,
        name: agents.name,
        status: agents.status,
        visitorLanguages: agents.visitorLanguages,
      })
      .from(agents)
      .where(eq(agents.id, agentId));
    if (!agent) throw notFound(MESSAGES.agentNotFound, 'AGENT_NOT_FOUND');
    return agent;
  });
}

/** The visitor's own public or widget conversation with the agent (its channel and language), or 404: the conversation's secret is the visitor id. */
export async function visitorConversationChannel(
  ctx: Pick<AppContext, 'db'>,
  agent: PublicBookingAgent,
  conversationId: string,
  visitorId: string,
): Promise<{ channel: 'public' | 'widget'; language: VisitorLanguage | null }> {
  const [own] = await ctx.db
    .select({ channel: conversations.channel, language: conversations.language })
    .from(conversations)
    .where(
      and(
        eq(conversations.id, conversationId),
        eq(conversations.accountId, agent.accountId),
        eq(conversations.agentId, agent.id),
        inArray(conversations.channel, ['public', 'widget']),
        eq(conversations.visitorId, visitorId),
      ),
    );
  if (!own) throw notFound(CHAT_MESSAGES.conversationNotFound);
  return { channel: own.channel as 'public' | 'widget', language: isVisitorLanguage(own.language) ? own.language : null };
}
