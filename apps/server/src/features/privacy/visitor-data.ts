import { and, count, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { PRIVACY_AUDIT_LABELS, PRIVACY_MESSAGES } from '@app/shared/i18n/privacy';
import { type VisitorConversations, type VisitorQuery } from '@app/shared/api/privacy';
import type { OwnerCaller } from '@app/shared/roles';
import type { AppContext } from '../../app-context.js';
import { agents } from '../../db/schema/agents.js';
import { conversations, messages } from '../../db/schema/chat.js';
import { agentWidgets } from '../../db/schema/integrations.js';
import { analyticsDailyVisitors } from '../../db/schema/analytics.js';
import { channelConnections, channelDeliveries, channelLimitNotices } from '../../db/schema/channels.js';
import { leads as leadRows, leadWebhookDeliveries } from '../../db/schema/leads.js';
import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../base/errors.js';
import { recordAudit } from '../admin/record-audit.js';
import { customerVisitorId, openSecret } from '../integrations/widget-secret.js';
import { deleteVisitorLeads, findVisitorLeads, visitorLeadConversationIds } from '../leads/visitor-leads.js';
import type { MessagingChannel } from '@app/shared/states/channels';

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
    // The conversations where they left this address in the contact form (issue 30's leads).
    parts.push(inArray(conversations.id, visitorLeadConversationIds(ctx.db, accountId, who.email)));
  }
  const web = parts.length ? and(inArray(conversations.channel, ['public', 'widget']), or(...parts)) : undefined;
  // WhatsApp and Telegram (ADR 0188): the sender's id on the channel is the conversation's visitor id.
  const senders = channelSenders(who).map(({ channel, senderId }) =>
    and(eq(conversations.channel, channel), eq(conversations.visitorId, senderId)),
  );
  if (!web && !senders.length) return null;
  // Visitors only: the team's test chats and the API are not a visitor's data.
  return and(eq(conversations.accountId, accountId), or(web, ...senders))!;
}

/**
 * How the query names a sender on each messaging channel (ADR 0188): a WhatsApp number, a Telegram chat id, a Messenger
 * PSID, an Instagram IGSID, and an e-mail address for who wrote to a connected mailbox (its sender id is the address in
 * lower case); and how the audit log names the lookup, never the id itself. A new channel adds its line here.
 */
const SENDER_FIELDS = {
  whatsapp: { field: 'phone', auditLabel: PRIVACY_AUDIT_LABELS.whatsapp },
  telegram: { field: 'telegramId', auditLabel: PRIVACY_AUDIT_LABELS.telegram },
  messenger: { field: 'messengerId', auditLabel: PRIVACY_AUDIT_LABELS.messenger },
  instagram: { field: 'instagramId', auditLabel: PRIVACY_AUDIT_LABELS.instagram },
  email: { field: 'email', auditLabel: PRIVACY_AUDIT_LABELS.email, normalize: (address: string) => address.trim().toLowerCase() },
} satisfies Record<MessagingChannel, { field: keyof VisitorQuery; auditLabel: string; normalize?: (id: string) => string }>;

/** How the audit log names an erasure: by the first id the query gave (e-mail first, as before), else the widget's id. */
function auditLabel(who: VisitorQuery): string {
  if (who.email) return SENDER_FIELDS.email.auditLabel;
  const channel = channelSenders(who)[0]?.channel;
  return channel ? SENDER_FIELDS[channel].auditLabel : PRIVACY_AUDIT_LABELS.widgetCustomer;
}

/** The sender ids the query names on the messaging channels. */
function channelSenders(who: VisitorQuery): { channel: MessagingChannel; senderId: string }[] {
  return (Object.entries(SENDER_FIELDS) as [MessagingChannel, (typeof SENDER_FIELDS)[MessagingChannel]][]).flatMap(([channel, how]) => {
    const id = who[how.field];
    if (!id) return [];
    return [{ channel, senderId: 'normalize' in how ? how.normalize(id) : id }];
  });
}

/**
 * A messaging sender's own rows besides their conversations: the deliveries (their messages as received), the monthly
 * limit notices, and the leads of their hand-off requests (no e-mail to find them by) with those leads' webhook deliveries.
 */
async function eraseChannelSender(tx: DbOrTx, accountId: string, who: VisitorQuery, conversationIds: string[]): Promise<number> {
  for (const { channel, senderId } of channelSenders(who)) {
    const connections = tx
      .select({ id: channelConnections.id })
      .from(channelConnections)
      .where(and(eq(channelConnections.accountId, accountId), eq(channelConnections.kind, channel)));
    await tx
      .delete(channelDeliveries)
      .where(
        and(
          eq(channelDeliveries.accountId, accountId),
          eq(channelDeliveries.senderId, senderId),
          inArray(channelDeliveries.connectionId, connections),
        ),
      );
    await tx
      .delete(channelLimitNotices)
      .where(
        and(
          eq(channelLimitNotices.accountId, accountId),
          eq(channelLimitNotices.senderId, senderId),
          inArray(channelLimitNotices.connectionId, connections),
        ),
      );
  }
  if (!conversationIds.length || !channelSenders(who).length) return 0;
  const found = await tx
    .select({ id: leadRows.id })
    .from(leadRows)
    .innerJoin(conversations, eq(conversations.id, leadRows.conversationId))
    .where(
      and(
        eq(leadRows.accountId, accountId),
        inArray(leadRows.conversationId, conversationIds),
        inArray(
          conversations.channel,
          channelSenders(who).map((s) => s.channel),
        ),
      ),
    );
  const ids = found.map((row) => row.id);
  if (!ids.length) return 0;
  await tx
    .delete(leadWebhookDeliveries)
    .where(and(eq(leadWebhookDeliveries.accountId, accountId), inArray(leadWebhookDeliveries.leadId, ids)));
  await tx.delete(leadRows).where(and(eq(leadRows.accountId, accountId), inArray(leadRows.id, ids)));
  return ids.length;
}

/** The visitor's conversations in the owner's account, newest first, and the contacts they left (by e-mail). */
export async function findVisitorConversations(
  ctx: AppContext,
  args: { caller: OwnerCaller; who: VisitorQuery },
): Promise<VisitorConversations> {
  const filter = await visitorFilter(ctx, args.caller.accountId, args.who);
  const leads = args.who.email ? await findVisitorLeads(ctx.db, args.caller.accountId, args.who.email) : [];
  if (!filter) return { conversations: [], leads };
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
  return { conversations: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })), leads };
}

/**
 * Erases the visitor's conversations (their messages go with them), their daily-visitor marks and the contacts they
 * left (by e-mail), and records who did it in the audit log, in one transaction. Nothing found is a 404 and changes
 * nothing.
 */
export async function eraseVisitorData(
  ctx: AppContext,
  args: { caller: OwnerCaller; who: VisitorQuery },
): Promise<{ conversations: number; leads: number }> {
  const filter = await visitorFilter(ctx, args.caller.accountId, args.who);
  if (!filter) throw notFound(PRIVACY_MESSAGES.nothingFound, 'VISITOR_NOT_FOUND');
  return ctx.db.transaction(async (tx) => {
    const found = await tx.select({ id: conversations.id, visitorId: conversations.visitorId }).from(conversations).where(filter);
    // Their leads go first: the conversations' deletion would otherwise only unlink them.
    const leadCount =
      (args.who.email ? await deleteVisitorLeads(tx, args.caller.accountId, args.who.email) : 0) +
      (await eraseChannelSender(
        tx,
        args.caller.accountId,
        args.who,
        found.map((c) => c.id),
      ));
    if (!found.length && leadCount === 0) throw notFound(PRIVACY_MESSAGES.nothingFound, 'VISITOR_NOT_FOUND');
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
      targetLabel: auditLabel(args.who),
      before: null,
      after: { accountId: args.caller.accountId, conversations: found.length, messages: messageCount?.n ?? 0, leads: leadCount },
    });
    return { conversations: found.length, leads: leadCount };
  });
}
