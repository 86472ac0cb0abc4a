import { and, eq } from 'drizzle-orm';
import { visitorCopy, visitorDateTime } from '@app/shared/i18n/visitor/index';
import { DEFAULT_VISITOR_LANGUAGE, VISITOR_LANGUAGES, type VisitorLanguage } from '@app/shared/visitor-language';
import { type HandoffRequested } from '@app/shared/api/handoff';
import type { Channel } from '@app/shared/channels';
import type { AppContext } from '../../app-context.js';
import { conversations } from '../../db/schema/chat.js';
import { handoffRequests } from '../../db/schema/handoff.js';
import { newId } from '../../db/ids.js';
import { requireVisitorConversation } from '../agents/visitor-access.js';
import { handoffSettingsOf } from './handoff-settings.js';
import { italianWhen } from '../../base/rome-time.js';
import { openingState } from './opening-hours.js';
import { notifyTeam } from './notify-team.js';
import { afterLeadRecorded, recordLead } from '../leads/record-lead.js';

export interface HandoffRequestArgs {
  agent: { id: string; accountId: string; name: string };
  /** The visitor's channel (public link, widget; later WhatsApp, Telegram). */
  channel: Channel;
  visitorId: string;
  conversationId?: string;
  /** `email` null: a WhatsApp or Telegram sender, reached on their channel (ADR 0186). */
  contact: { name: string; email: string | null; phone?: string };
  /**
   * The visitor's language (issue 48): `chosen` (what the chat shows, among the agent's languages) becomes the
   * conversation's; else the conversation keeps its own; a new one without a choice takes `fallback` (the browser's).
   */
  language?: { chosen: VisitorLanguage | null; fallback: VisitorLanguage };
}

/** The language a conversation is kept in after a visitor's request or contact, and whether to write it. */
const languageFor = (args: HandoffRequestArgs, stored: string | null | undefined): VisitorLanguage => {
  const kept = VISITOR_LANGUAGES.find((language) => language === stored);
  return args.language?.chosen ?? kept ?? args.language?.fallback ?? DEFAULT_VISITOR_LANGUAGE;
};

/**
 * 'Parla con una persona': the visitor's request, with their contact and consent, on their conversation (a new, empty
 * one when they asked before writing). One request per conversation: asking again while it is open changes nothing;
 * asking after it was resolved opens it again. Taken whatever the account's plan and outside opening hours too; then the
 * visitor is told when to expect an answer. The contact also becomes a lead (issue 30 'Contatti').
 */
export async function requestHandoff(ctx: AppContext, args: HandoffRequestArgs): Promise<HandoffRequested> {
  const { agent } = args;
  const settings = await handoffSettingsOf(ctx.db, agent.accountId, agent.id);
  const now = new Date();
  const hours = openingState(settings.openingHours, settings.holidays, now);

  const result = await ctx.db.transaction(async (tx) => {
    let conversationId = args.conversationId;
    let language: VisitorLanguage;
    if (conversationId) {
      const own = await requireVisitorConversation(tx, agent, args, conversationId);
      language = languageFor(args, own.language);
      if (args.language && language !== own.language)
        await tx.update(conversations).set({ language }).where(eq(conversations.id, conversationId));
    } else {
      conversationId = newId();
      language = languageFor(args, null);
      await tx.insert(conversations).values({
        id: conversationId,
        accountId: agent.accountId,
        agentId: agent.id,
        channel: args.channel,
        userId: null,
        visitorId: args.visitorId,
        language,
      });
    }
    const [existing] = await tx
      .select()
      .from(handoffRequests)
      .where(and(eq(handoffRequests.conversationId, conversationId), eq(handoffRequests.accountId, agent.accountId)))
      .for('update');
    if (existing && existing.status !== 'resolved') return { request: existing, created: false, lead: null, language };
    const contact = {
      name: args.contact.name,
      email: args.contact.email,
      phone: args.contact.phone ?? null,
      consentAt: now,
      outsideHours: !hours.open,
      updatedAt: now,
    };
    let request;
    if (existing) {
      [request] = await tx
        .update(handoffRequests)
        .set({ ...contact, status: 'new', resolvedAt: null, assigneeId: null, firstResponseAt: null, createdAt: now })
        .where(eq(handoffRequests.id, existing.id))
        .returning();
    } else {
      [request] = await tx
        .insert(handoffRequests)
        .values({ id: newId(), accountId: agent.accountId, agentId: agent.id, conversationId, status: 'new', createdAt: now, ...contact })
        .returning();
    }
    // The contact becomes a lead ('Contatti'), in the same transaction as the request.
    const lead = await recordLead(tx, {
      accountId: agent.accountId,
      agentId: agent.id,
      conversationId,
      name: args.contact.name,
      email: args.contact.email,
      phone: args.contact.phone ?? null,
      consent: true,
      source: 'handoff',
    });
    return { request: request!, created: true, lead, language };
  });

  const { request } = result;
  if (result.lead) await afterLeadRecorded(ctx, result.lead);
  if (result.created) {
    await ctx.realtime.publish(
      { type: 'handoff.changed', accountId: agent.accountId, payload: { requestId: request.id, agentId: agent.id } },
      { type: 'visitor.handoff', conversationId: request.conversationId, payload: { status: 'new' } },
    );
    await notifyTeam(ctx, {
      accountId: agent.accountId,
      requestId: request.id,
      assigneeId: null,
      agentId: agent.id,
      agentName: agent.name,
      visitorName: request.name,
      kind: 'request',
      text: '',
      outsideHours: request.outsideHours,
    });
  }
  // What the visitor reads, in their language (issue 48); the team's copy stays Italian.
  const copy = visitorCopy(result.language).handoff;
  const notice = !result.created
    ? copy.alreadyRequested
    : request.outsideHours && hours.nextOpening
      ? copy.requestedClosed(
          result.language === 'it' ? italianWhen(hours.nextOpening) : visitorDateTime(result.language, hours.nextOpening),
        )
      : copy.requested;
  return {
    conversationId: request.conversationId,
    status: request.status as HandoffRequested['status'],
    outsideHours: request.outsideHours,
    notice,
  };
}

/**
 * 'Chiedi i contatti prima della chat': the visitor's contact and consent before their first message. It opens their
 * conversation and records the contact as a lead; the agent answers as usual (no request is made until the visitor asks
 * for a person).
 */
export async function leaveContact(ctx: AppContext, args: HandoffRequestArgs): Promise<{ conversationId: string }> {
  const { agent } = args;
  const { conversationId, lead } = await ctx.db.transaction(async (tx) => {
    const conversationId = newId();
    await tx.insert(conversations).values({
      id: conversationId,
      accountId: agent.accountId,
      agentId: agent.id,
      channel: args.channel,
      userId: null,
      visitorId: args.visitorId,
      language: languageFor(args, null),
    });
    // The contact left before the chat is a lead ('Contatti').
    const lead = await recordLead(tx, {
      accountId: agent.accountId,
      agentId: agent.id,
      conversationId,
      name: args.contact.name,
      email: args.contact.email,
      phone: args.contact.phone ?? null,
      consent: true,
      source: 'prechat',
    });
    return { conversationId, lead };
  });
  await afterLeadRecorded(ctx, lead);
  return { conversationId };
}
