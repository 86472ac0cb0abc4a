import { and, count, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { PRIVACY_MESSAGES, type VisitorConversations, type VisitorQuery } from '@app/shared/api/privacy';
import type { OwnerCaller } from '@app/shared/roles';
import type { AppContext } from '../../app-context.js';
import { agents } from '../../db/schema/agents.js';
import { conversations, messages } from '../../db/schema/chat.js';
import { agentWidgets } from '../../db/schema/integrations.js';
import { analyticsDailyVisitors } from '../../db/schema/analytics.js';
import { notFound } from '../../http/errors.js';
import { recordAudit } from '../admin/record-audit.js';
import { customerVisitorId, openSecret } from '../integrations/widget-secret.js';

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The visitor ids a widget customer id stands for: one per agent of the account with an identity secret (the same
 * customer has another id on each agent, ADR 0083).
 */
async function customerVisitorIds(ctx: AppContext, accountId: string, customerId: string): Promise<string[]> {
  const rows = await ctx.db
    .select({ secret: agentWidgets.identitySecret })
    .from(agentWidgets)
    .where(and(eq(agentWidgets.accountId, accountId), isNotNull(agentWidgets.identitySecret)));
  return rows.flatMap((row) => {
    try {
      return [customerVisitorId(openSecret(ctx.config.AUTH_SECRET, row.secret!), customerId)];
    } catch {
      return [];
    }
  });
}

/** Which conversations of the account belong to the visitor: by widget customer id, or an e-mail they wrote. */
async function visitorFilter(ctx: AppContext, accountId: string, who: VisitorQuery): Promise<SQL | null> {
  const parts: SQL[] = [];
  if (who.customerId) {
    const ids = await customerVisitorIds(ctx, accountId, who.customerId);
    if (ids.length) parts.push(inArray(conversations.visitorId, ids));
  }
  if (who.email) {
    const written = ctx.db
      .select({ id: messages.conversationId })
      .from(messages)
      .where(and(eq(messages.accountId, accountId), eq(messages.sender, 'user'), ilike(messages.text, `%${literal(who.email)}%`)));
    parts.push(inArray(conversations.id, written));
  }
  if (!parts.length) return null;
  // Visitors only: the team's test chats and the API are not a visitor's data.
  return and(eq(conversations.accountId, accountId), inArray(conversations.channel, ['public', 'widget']), or(...parts))!;
}

/** The visitor's conversations in the owner's account, newest first. */
export async function findVisitorConversations(
  ctx: AppContext,
  args: { caller: OwnerCaller; who: VisitorQuery },
): Promise<VisitorConversations> {
  const filter = await visitorFilter(ctx, args.caller.accountId, args.who);
  if (!filter) return { conversations: [] };
  const rows = await ctx.db
    .select({
      id: conversations.id,
      agentId: conversations.agentId,
      agentName: agents.name,
      channel: conversations.channel,
      createdAt: conversations.createdAt,
      messages: sql<number>`(select count(*)::int from ${messages} where ${messages.conversationId} = ${conversations.id})`,
    })
    .from(conversations)
    .innerJoin(agents, and(eq(agents.id, conversations.agentId), eq(agents.accountId, conversations.accountId)))
    .where(filter)
    .orderBy(sql`${conversations.createdAt} desc`)
    .limit(500);
  return { conversations: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
}

/**
 * Erases the visitor's conversations (their messages go with them) and their daily-visitor marks, and records who
 * did it in the audit log, in one transaction. Nothing found is a 404 and changes nothing.
 */
export async function eraseVisitorData(ctx: AppContext, args: { caller: OwnerCaller; who: VisitorQuery }): Promise<number> {
  const filter = await visitorFilter(ctx, args.caller.accountId, args.who);
  if (!filter) throw notFound(PRIVACY_MESSAGES.nothingFound, 'VISITOR_NOT_FOUND');
  return ctx.db.transaction(async (tx) => {
    const found = await tx.select({ id: conversations.id, visitorId: conversations.visitorId }).from(conversations).where(filter);
    if (!found.length) throw notFound(PRIVACY_MESSAGES.nothingFound, 'VISITOR_NOT_FOUND');
    const [messageCount] = await tx
      .select({ n: count() })
      .from(messages)
      .where(
        and(
          eq(messages.accountId, args.caller.accountId),
          inArray(
            messages.conversationId,
            found.map((c) => c.id),
          ),
        ),
      );
    await tx.delete(conversations).where(
      and(
        eq(conversations.accountId, args.caller.accountId),
        inArray(
          conversations.id,
          found.map((c) => c.id),
        ),
      ),
    );
    const visitorIds = [...new Set(found.flatMap((c) => (c.visitorId ? [c.visitorId] : [])))];
    if (visitorIds.length) {
      await tx
        .delete(analyticsDailyVisitors)
        .where(and(eq(analyticsDailyVisitors.accountId, args.caller.accountId), inArray(analyticsDailyVisitors.visitorId, visitorIds)));
    }
    await recordAudit(tx, {
      caller: args.caller,
      action: 'visitor_data.erased',
      targetType: 'visitor',
      targetId: args.caller.accountId,
      // Not the address or id itself: the log must not keep what was erased.
      targetLabel: args.who.email ? 'per e-mail' : 'per id cliente del widget',
      before: null,
      after: { accountId: args.caller.accountId, conversations: found.length, messages: messageCount?.n ?? 0 },
    });
    return found.length;
  });
}
