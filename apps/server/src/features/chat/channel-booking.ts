import { and, eq } from 'drizzle-orm';
import type { MessagingChannel } from '@app/shared/channels';
import { mayUseMessagingChannels } from '@app/shared/plans';
import type { VisitorLanguage } from '@app/shared/visitor-language';
import type { AppContext } from '../../app-context.js';
import { newId } from '../../db/ids.js';
import { conversations } from '../../db/schema/chat.js';
import { getAccountPlan } from '../account/plan-state.js';
import { resolveModelSettings } from '../api-keys/resolve-model-settings.js';
import { bookingSettingsOf, servicesOf } from '../bookings/booking-setup.js';
import { heldRequest } from '../handoff/held-conversation.js';
import { isAgentActive, type ChatAgent } from './chat-agent.js';
import { conversationLanguage, firstMessageLanguage } from '../agents/visitor-language.js';
import { firstStep, nextStep, type Args } from './channel-booking-steps.js';
import { endFlow, flowOf, store, storedReply } from './channel-booking-store.js';

/** A flow left untouched this long is forgotten: the next message is a question again (ADR 0320). */
export const BOOKING_FLOW_TTL_MS = 30 * 60_000;

/** The channels where the numbered booking runs (the bookings' channel names them). */
const BOOKING_CHANNELS = new Set<MessagingChannel>(['whatsapp', 'telegram']);

const L = '(?<![\\p{L}\\p{N}])';
const R = '(?![\\p{L}\\p{N}])';
/** The visitor asks to book, in one of the visitor languages ('vorrei prenotare', 'I want to book', 'Termin buchen'…). */
const ASKS_TO_BOOK = new RegExp(
  `${L}(prenot\\p{L}*|appuntament[oi]|book|booking|appointment|reserve|reservation|buchen|termin|reservieren|réserver|reserver|réservation|rendez-vous|reservar|reserva|cita)${R}`,
  'iu',
);

export function asksToBook(text: string): boolean {
  return ASKS_TO_BOOK.test(text);
}

/**
 * Booking on WhatsApp and Telegram without a model (issue 46, ADR 0320): asked to book ('vorrei prenotare'), the agent
 * offers the services and then free slots as numbered choices, asks the name, an e-mail or a phone and consent, and
 * books by the same rules as the web (`tryBookSlot`). The step is kept in `booking_flows`, each message and reply
 * stored in the conversation. Null when the message is not part of a booking: the ordinary turn answers it.
 */
export async function channelBookingReply(ctx: AppContext, args: Args): Promise<{ text: string; choices?: string[] } | null> {
  if (!BOOKING_CHANNELS.has(args.channel)) return null;
  const { agent } = args;
  let flow = args.conversationId ? await flowOf(ctx, agent.accountId, args.conversationId) : undefined;
  if (flow && flow.updatedAt.getTime() < Date.now() - BOOKING_FLOW_TTL_MS) {
    await endFlow(ctx, flow);
    flow = undefined;
  }
  if (!flow && !asksToBook(args.text)) return null;

  // The same delivery answered again (a retry after a failed send): its stored reply, no second step.
  if (args.conversationId) {
    const again = await storedReply(ctx, agent, args.conversationId, args.deliveryId);
    if (again !== null) return { text: again };
  }
  if (!isAgentActive(agent)) return null;
  if (!flow && !(await mayStart(ctx, agent, args.conversationId))) return null;

  let conversationId = args.conversationId;
  let language: VisitorLanguage;
  if (conversationId) {
    const [row] = await ctx.db
      .select({ language: conversations.language })
      .from(conversations)
      .where(and(eq(conversations.id, conversationId), eq(conversations.accountId, agent.accountId)));
    language = conversationLanguage(agent, row?.language);
  } else {
    language = firstMessageLanguage(agent, args.text, {});
    conversationId = newId();
    await ctx.db.insert(conversations).values({
      id: conversationId,
      accountId: agent.accountId,
      agentId: agent.id,
      channel: args.channel,
      userId: null,
      visitorId: args.senderId,
      language,
    });
  }

  const step = flow
    ? await nextStep(ctx, { ...args, conversationId, language }, flow)
    : await firstStep(ctx, { ...args, conversationId, language });
  await store(ctx, { agent, conversationId, text: args.text, deliveryId: args.deliveryId, reply: step.reply, flow: step.flow });
  // The numbered choices again as Telegram's reply buttons; any other step takes earlier buttons away.
  return { text: step.reply, choices: step.choices ?? [] };
}

/** Bookings on, a service offered, no model to book through tools, the channel on the plan and no person holding the conversation. */
async function mayStart(ctx: AppContext, agent: ChatAgent, conversationId: string | undefined): Promise<boolean> {
  const settings = await bookingSettingsOf(ctx.db, agent.accountId, agent.id);
  if (!settings.enabled) return false;
  const model = await resolveModelSettings(ctx.db, ctx.config, { apiKeyId: agent.apiKeyId, rowCache: ctx.rowCache });
  if (model.kind !== 'offline') return false;
  const { plan } = await getAccountPlan(ctx.db, agent.accountId);
  if (!plan || !mayUseMessagingChannels(plan)) return false;
  if (conversationId && (await heldRequest(ctx, agent.accountId, conversationId))) return false;
  return (await servicesOf(ctx.db, agent.accountId, agent.id)).length > 0;
}
