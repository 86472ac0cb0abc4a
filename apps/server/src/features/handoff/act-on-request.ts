import { and, eq, sql } from 'drizzle-orm';
import { HANDOFF_MESSAGES } from '@app/shared/i18n/handoff';
import { visitorCopy } from '@app/shared/i18n/visitor/index';
import { DEFAULT_VISITOR_LANGUAGE, VISITOR_LANGUAGES } from '@app/shared/visitor-language';
import type { ChatMessage } from '@app/shared/api/chat';
import type { MemberCaller } from '@app/shared/roles';
import type { AppContext } from '../../app-context.js';
import { messages } from '../../db/schema/chat.js';
import { handoffRequests } from '../../db/schema/handoff.js';
import { users } from '../../db/schema/auth.js';
import { profiles } from '../../db/schema/accounts.js';
import { newId } from '../../db/ids.js';
import { badRequest, conflict, forbidden } from '../../base/errors.js';
import { authorName, toChatMessage } from '../chat-messages/chat-message.js';
import { assignableMembers } from '../account/assignable-members.js';
import { requireVisibleRequest, type RequestRow } from './inbox-scope.js';
import { replyLinkToken } from './reply-link.js';
import { composeEmail } from '../../mail/templates.js';

/**
 * How a person's reply reaches a visitor who wrote on a messaging app (WhatsApp, Telegram, …), or null for the browser
 * channels; it refuses before anything is stored. Hand-off knows no messaging app: features/channels' `channelReplyRoute`
 * is handed in by the composition root (http/routes.ts), so the arrow runs from channels to hand-off only (ADR 0379).
 */
export type ChannelReplyRoute = (
  ctx: AppContext,
  where: { accountId: string; conversationId: string },
) => Promise<{ send: (text: string) => Promise<void> } | null>;

const changed = (ctx: AppContext, request: RequestRow) =>
  ctx.realtime.publish({
    type: 'handoff.changed',
    accountId: request.account_id,
    payload: { requestId: request.id, agentId: request.agent_id },
  });

/**
 * A member's reply: a 'team' message in the visitor's conversation (never counted as an agent message, D18), shown
 * live in the visitor's open chat, or e-mailed with a link that reopens the conversation when it is closed; on WhatsApp
 * and Telegram, sent through the app. A reply to
 * a new request takes it (in carico, to the replier when nobody has it).
 */
export async function replyToRequest(
  ctx: AppContext,
  { caller, requestId, text }: { caller: MemberCaller; requestId: string; text: string },
  channelReplyRoute: ChannelReplyRoute,
): Promise<ChatMessage> {
  const request = await requireVisibleRequest(ctx.db, caller, requestId);
  if (request.status === 'resolved') throw conflict(HANDOFF_MESSAGES.resolvedCannotReply, 'REQUEST_RESOLVED');
  // A visitor on WhatsApp or Telegram gets the reply there (issue 31): sent first, so a refusal stores nothing.
  const channel = await channelReplyRoute(ctx, { accountId: request.account_id, conversationId: request.conversation_id });
  if (channel) await channel.send(text);
  const now = new Date();
  const { row, online } = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(messages)
      .values({
        id: newId(),
        conversationId: request.conversation_id,
        accountId: request.account_id,
        agentId: request.agent_id,
        sender: 'team',
        authorId: caller.userId,
        text,
        latencyMs: 0,
        createdAt: now,
      })
      .returning();
    const [updated] = await tx
      .update(handoffRequests)
      .set({
        status: 'open',
        assigneeId: sql`coalesce(${handoffRequests.assigneeId}, ${caller.userId})`,
        firstResponseAt: sql`coalesce(${handoffRequests.firstResponseAt}, ${now})`,
        updatedAt: now,
      })
      .where(and(eq(handoffRequests.id, request.id), eq(handoffRequests.accountId, request.account_id)))
      .returning({ onlineUntil: handoffRequests.visitorOnlineUntil });
    await tx.execute(sql`update conversations set updated_at = ${now} where id = ${request.conversation_id}`);
    return { row: row!, online: Boolean(updated?.onlineUntil && updated.onlineUntil > now) };
  });
  const [me] = await ctx.db
    .select({ email: users.email, firstName: profiles.firstName })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, caller.userId));
  const message = toChatMessage(row, authorName({ firstName: me?.firstName ?? null, email: me?.email ?? null }));
  await ctx.realtime.publish(
    { type: 'visitor.message', conversationId: request.conversation_id, payload: { message } },
    { type: 'visitor.handoff', conversationId: request.conversation_id, payload: { status: 'open' } },
  );
  await changed(ctx, request);
  if (!online && !channel && request.email) await mailReplyToVisitor(ctx, { ...request, email: request.email }, message);
  return message;
}

/** The visitor's chat is closed: the reply by e-mail, with a signed link that reopens this conversation only. */
async function mailReplyToVisitor(ctx: AppContext, request: RequestRow & { email: string }, message: ChatMessage) {
  const token = replyLinkToken(ctx.config.AUTH_SECRET, { agentId: request.agent_id, conversationId: request.conversation_id });
  const url = `${ctx.config.APP_URL}/agent/public-chat/${request.agent_id}?ripresa=${encodeURIComponent(token)}`;
  // Written in the visitor's language (issue 48): the team replies in whatever language it chose, the frame follows them.
  const language = VISITOR_LANGUAGES.find((l) => l === request.language) ?? DEFAULT_VISITOR_LANGUAGE;
  const t = visitorCopy(language).email;
  const agentName = request.agent_name.replace(/[\r\n]+/g, ' ');
  try {
    await ctx.mailer.send(
      composeEmail(
        request.email,
        t.replySubject(agentName),
        {
          greeting: t.greeting(request.name),
          paragraphs: [t.replied(message.authorName ?? t.team, request.agent_name), message.text],
          action: { label: t.continue, url },
          footer: t.footer,
        },
        { lang: language, signOff: t.signOff, buttonFallback: t.buttonFallback },
      ),
    );
  } catch (err) {
    ctx.log.warn({ err, requestId: request.id }, 'hand-off reply e-mail not sent');
  }
}

/** 'Assegna': owner and admin to any active member, the others only to themselves; null gives it back (ADR 0150). */
export async function assignRequest(
  ctx: AppContext,
  { caller, requestId, assigneeId }: { caller: MemberCaller; requestId: string; assigneeId: string | null },
) {
  const request = await requireVisibleRequest(ctx.db, caller, requestId);
  const mayAssignOthers = caller.role === 'owner' || caller.role === 'admin';
  if (assigneeId && assigneeId !== caller.userId && !mayAssignOthers) throw forbidden(HANDOFF_MESSAGES.assignForbidden, 'ASSIGN_FORBIDDEN');
  if (!assigneeId && !mayAssignOthers && request.assignee_id !== caller.userId)
    throw forbidden(HANDOFF_MESSAGES.assignForbidden, 'ASSIGN_FORBIDDEN');
  if (assigneeId && !(await assignableMembers(ctx.db, caller)).some((m) => m.id === assigneeId))
    throw badRequest(HANDOFF_MESSAGES.assigneeInvalid, 'ASSIGNEE_INVALID');
  const status = request.status === 'resolved' ? 'resolved' : assigneeId ? 'open' : 'new';
  await ctx.db
    .update(handoffRequests)
    .set({ assigneeId, status, updatedAt: new Date() })
    .where(and(eq(handoffRequests.id, request.id), eq(handoffRequests.accountId, request.account_id)));
  await changed(ctx, request);
  if (status !== request.status)
    await ctx.realtime.publish({ type: 'visitor.handoff', conversationId: request.conversation_id, payload: { status } });
}

/** 'Risolvi' and 'Riapri': resolved gives the conversation back to the agent; reopened it is a person's again. */
export async function setRequestStatus(
  ctx: AppContext,
  { caller, requestId, resolved }: { caller: MemberCaller; requestId: string; resolved: boolean },
) {
  const request = await requireVisibleRequest(ctx.db, caller, requestId);
  const now = new Date();
  const [row] = await ctx.db
    .update(handoffRequests)
    .set(
      resolved
        ? { status: 'resolved', resolvedAt: now, updatedAt: now }
        : { status: sql`case when ${handoffRequests.assigneeId} is null then 'new' else 'open' end`, resolvedAt: null, updatedAt: now },
    )
    .where(and(eq(handoffRequests.id, request.id), eq(handoffRequests.accountId, request.account_id)))
    .returning({ status: handoffRequests.status });
  await changed(ctx, request);
  const status = row!.status;
  await ctx.realtime.publish({ type: 'visitor.handoff', conversationId: request.conversation_id, payload: { status } });
}
