import { and, asc, eq, gt } from 'drizzle-orm';
import type { MessagingChannel } from '@app/shared/channels';
import { emailSchema } from '@app/shared/api/common';
import { mayUseMessagingChannels } from '@app/shared/plans';
import type { VisitorLanguage } from '@app/shared/visitor-language';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../base/errors.js';
import { newId } from '../../db/ids.js';
import { bookingFlows, type BookingFlowChoice } from '../../db/schema/bookings.js';
import { conversations, messages } from '../../db/schema/chat.js';
import { getAccountPlan } from '../account/plan-state.js';
import { resolveModelSettings } from '../api-keys/resolve-model-settings.js';
import { tryBookSlot } from '../bookings/book-slot.js';
import { bookingCopy, visitorWhen } from '../bookings/booking-language.js';
import { bookingSettingsOf, servicesOf } from '../bookings/booking-setup.js';
import { listSlots } from '../bookings/list-slots.js';
import { heldRequest } from '../handoff/held-conversation.js';
import { isAgentActive, type ChatAgent } from './chat-agent.js';
import { conversationLanguage, firstMessageLanguage } from '../agents/visitor-language.js';
import { romeInstantIfExists, romeToday } from '../../base/rome-time.js';

/** A flow left untouched this long is forgotten: the next message is a question again (ADR 0320). */
export const BOOKING_FLOW_TTL_MS = 30 * 60_000;
/** The free slots offered at once: at most this many, and at most SLOTS_PER_DAY of one day, over SLOT_DAYS days. */
const MAX_SLOT_CHOICES = 9;
const SLOTS_PER_DAY = 3;
const SLOT_DAYS = 14;

/** The channels where the numbered booking runs (the bookings' channel names them). */
const BOOKING_CHANNELS = new Set<MessagingChannel>(['whatsapp', 'telegram']);

const L = '(?<![\\p{L}\\p{N}])';
const R = '(?![\\p{L}\\p{N}])';
/** The visitor asks to book, in one of the visitor languages ('vorrei prenotare', 'I want to book', 'Termin buchen'…). */
const ASKS_TO_BOOK = new RegExp(
  `${L}(prenot\\p{L}*|appuntament[oi]|book|booking|appointment|reserve|reservation|buchen|termin|reservieren|réserver|reserver|réservation|rendez-vous|reservar|reserva|cita)${R}`,
  'iu',
);
const CANCEL = new RegExp(`^\\s*(annulla|stop|basta|esci|cancel|abbrechen|annuler|cancelar)\\s*[.!]*\\s*$`, 'iu');
const YES = new RegExp(`^\\s*(s[iìí]|yes|y|ok|okay|ja|oui|confermo|certo|va bene)\\s*[.!]*\\s*$`, 'iu');
const NO = new RegExp(`^\\s*(no|nein|non)\\s*[.!]*\\s*$`, 'iu');
const PHONE = /^\+?[0-9 ().-]{6,20}$/;

export function asksToBook(text: string): boolean {
  return ASKS_TO_BOOK.test(text);
}

type FlowRow = typeof bookingFlows.$inferSelect;
type FlowChange = Partial<Omit<FlowRow, 'conversationId' | 'accountId'>>;

interface Args {
  agent: ChatAgent;
  channel: MessagingChannel;
  senderId: string;
  /** The sender's conversation on the channel (they wrote within a day), if any. */
  conversationId: string | undefined;
  text: string;
  /** The delivery's id: the visitor's message's client id, so a delivery answered again is not a second step. */
  deliveryId: string;
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

interface StepArgs extends Args {
  conversationId: string;
  language: VisitorLanguage;
}
/** What to answer, and the flow afterwards: a change to it, or null when it ends. */
interface Step {
  reply: string;
  flow: FlowChange | null;
  /** The numbered choices offered, as their lines ('1. Taglio (30 min)'). */
  choices?: string[];
}

async function firstStep(ctx: AppContext, args: StepArgs): Promise<Step> {
  const V = bookingCopy(args.language);
  const services = await servicesOf(ctx.db, args.agent.accountId, args.agent.id);
  if (services.length === 1) return slotStep(ctx, args, services[0]!.id, { hint: V.channelCancelHint });
  const lines = numbered(services.map((s) => `${s.name} (${s.durationMinutes} min)`));
  return {
    reply: [V.channelChooseService, lines.join('\n'), V.channelCancelHint].join('\n\n'),
    flow: { step: 'service', choices: services.map((s) => ({ serviceId: s.id })) },
    choices: lines,
  };
}

/** The next free slots of the service as numbered choices (after `intro`, before `hint`); none: the flow ends saying so. */
async function slotStep(
  ctx: AppContext,
  args: StepArgs,
  serviceId: string,
  { intro, hint }: { intro?: string; hint?: string } = {},
): Promise<Step> {
  const V = bookingCopy(args.language);
  const slots = await listSlots(ctx.db, {
    accountId: args.agent.accountId,
    agentId: args.agent.id,
    serviceId,
    from: romeToday(),
    days: SLOT_DAYS,
    language: args.language,
  });
  const perDay = new Map<string, number>();
  const offered = slots
    .filter((s) => {
      const n = perDay.get(s.date) ?? 0;
      perDay.set(s.date, n + 1);
      return n < SLOTS_PER_DAY;
    })
    .slice(0, MAX_SLOT_CHOICES);
  if (offered.length === 0) return { reply: intro ? `${intro}\n\n${V.noSlots}` : V.noSlots, flow: null };
  const lines = numbered(offered.map((s) => visitorWhen(args.language, new Date(s.startsAt))));
  return {
    reply: [intro, V.channelChooseSlot, lines.join('\n'), hint].filter(Boolean).join('\n\n'),
    flow: { step: 'slot', serviceId, choices: offered.map((s) => ({ date: s.date, time: s.time })) },
    choices: lines,
  };
}

async function nextStep(ctx: AppContext, args: StepArgs, flow: FlowRow): Promise<Step> {
  const V = bookingCopy(args.language);
  const text = args.text.trim();
  if (CANCEL.test(text) || (flow.step === 'consent' && NO.test(text))) return { reply: V.channelCancelled, flow: null };
  switch (flow.step) {
    case 'service': {
      const choice = pick(flow.choices, text);
      if (!choice?.serviceId) return invalidChoice(ctx, args, flow);
      return slotStep(ctx, args, choice.serviceId);
    }
    case 'slot': {
      const choice = pick(flow.choices, text);
      if (!choice?.date || !choice.time) return invalidChoice(ctx, args, flow);
      const chosen = { date: choice.date, time: choice.time, choices: [] };
      // Chosen again after the first slot was taken: the name and contact given before stand.
      if (flow.name && (flow.email || flow.phone)) {
        return {
          reply: [await summaryOf(ctx, args, { ...flow, ...chosen }), V.channelAskConsent].join('\n\n'),
          flow: { step: 'consent', ...chosen },
        };
      }
      return { reply: V.channelAskName, flow: { step: 'name', ...chosen } };
    }
    case 'name': {
      if (!text) return { reply: V.nameRequired, flow: {} };
      if (text.length > 100) return { reply: V.nameTooLong, flow: {} };
      return { reply: V.channelAskContact, flow: { step: 'contact', name: text } };
    }
    case 'contact': {
      const email = emailSchema.safeParse(text);
      const contact = email.success ? { email: email.data, phone: null } : PHONE.test(text) ? { email: null, phone: text } : null;
      if (!contact) return { reply: `${V.contactRequired}\n${V.channelAskContact}`, flow: {} };
      const summary = await summaryOf(ctx, args, flow);
      return { reply: [summary, V.channelAskConsent].join('\n\n'), flow: { step: 'consent', ...contact } };
    }
    default: {
      if (!YES.test(text)) return { reply: V.channelAskConsent, flow: {} };
      return book(ctx, args, flow);
    }
  }
}

async function book(ctx: AppContext, args: StepArgs, flow: FlowRow): Promise<Step> {
  try {
    const result = await tryBookSlot(ctx, {
      agent: args.agent,
      serviceId: flow.serviceId!,
      date: flow.date!,
      time: flow.time!,
      contact: { name: flow.name!, email: flow.email, phone: flow.phone },
      channel: args.channel as 'whatsapp' | 'telegram',
      conversationId: args.conversationId,
      language: args.language,
    });
    // Taken meanwhile, or no longer bookable (notice, hours changed): the free slots again, the details kept.
    if ('refused' in result) return slotStep(ctx, args, flow.serviceId!, { intro: result.message });
    return { reply: result.notice, flow: null };
  } catch (err) {
    // Any other refusal (bookings turned off, the service gone, the plan's monthly limit) ends the flow with its words.
    if (!(err instanceof AppError)) throw err;
    return { reply: err.message, flow: null };
  }
}

/** What is about to be booked: "Mario Rossi: Taglio, lunedì 7 dicembre alle 10:00." */
async function summaryOf(ctx: AppContext, args: StepArgs, flow: Pick<FlowRow, 'serviceId' | 'date' | 'time' | 'name'>): Promise<string> {
  const V = bookingCopy(args.language);
  const service = (await servicesOf(ctx.db, args.agent.accountId, args.agent.id)).find((s) => s.id === flow.serviceId);
  const at = romeInstantIfExists(flow.date!, flow.time!);
  const when = at ? visitorWhen(args.language, at) : `${flow.date} ${flow.time}`;
  return `${flow.name}: ${V.mailWhat(service?.name ?? '', when)}`;
}

const numbered = (labels: string[]) => labels.map((label, i) => `${i + 1}. ${label}`);

/** The choice a reply names: its number alone ('2', '2.'), or a whole line of the list (a tapped Telegram button). */
function pick(choices: BookingFlowChoice[], text: string): BookingFlowChoice | undefined {
  const match = /^\s*(\d{1,2})\s*(?:[.)](?:\s.*)?)?\s*$/s.exec(text);
  if (!match) return undefined;
  return choices[Number(match[1]) - 1];
}

/** A reply that names none of the choices: said so, the same choices offered again (Telegram keeps its buttons). */
async function invalidChoice(ctx: AppContext, args: StepArgs, flow: FlowRow): Promise<Step> {
  const V = bookingCopy(args.language);
  const services = flow.step === 'service' ? await servicesOf(ctx.db, args.agent.accountId, args.agent.id) : [];
  const labels = flow.choices.map((c) => {
    if (c.serviceId) {
      const service = services.find((s) => s.id === c.serviceId);
      return service ? `${service.name} (${service.durationMinutes} min)` : '';
    }
    const at = romeInstantIfExists(c.date ?? '', c.time ?? '');
    return at ? visitorWhen(args.language, at) : `${c.date} ${c.time}`;
  });
  return { reply: `${V.channelChoiceInvalid} (1-${flow.choices.length})`, flow: {}, choices: numbered(labels) };
}

async function flowOf(ctx: AppContext, accountId: string, conversationId: string): Promise<FlowRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(bookingFlows)
    .where(and(eq(bookingFlows.conversationId, conversationId), eq(bookingFlows.accountId, accountId)));
  return row;
}

async function endFlow(ctx: AppContext, flow: FlowRow) {
  await ctx.db
    .delete(bookingFlows)
    .where(and(eq(bookingFlows.conversationId, flow.conversationId), eq(bookingFlows.accountId, flow.accountId)));
}

/** The reply stored after the delivery's message, when it was handled before; null when it is new. */
async function storedReply(ctx: AppContext, agent: ChatAgent, conversationId: string, deliveryId: string): Promise<string | null> {
  const [question] = await ctx.db
    .select({ createdAt: messages.createdAt })
    .from(messages)
    .where(
      and(
        eq(messages.accountId, agent.accountId),
        eq(messages.agentId, agent.id),
        eq(messages.conversationId, conversationId),
        eq(messages.clientMessageId, deliveryId),
      ),
    );
  if (!question) return null;
  const [answer] = await ctx.db
    .select({ text: messages.text })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.sender, 'agent'), gt(messages.createdAt, question.createdAt)))
    .orderBy(asc(messages.createdAt))
    .limit(1);
  return answer?.text ?? '';
}

/** The visitor's message, the reply and the flow's new step, in one transaction. */
async function store(
  ctx: AppContext,
  args: { agent: ChatAgent; conversationId: string; text: string; deliveryId: string; reply: string; flow: FlowChange | null },
) {
  const { agent, conversationId } = args;
  const now = Date.now();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(messages).values([
      {
        id: newId(),
        conversationId,
        accountId: agent.accountId,
        agentId: agent.id,
        sender: 'user',
        text: args.text,
        clientMessageId: args.deliveryId,
        createdAt: new Date(now),
      },
      {
        id: newId(),
        conversationId,
        accountId: agent.accountId,
        agentId: agent.id,
        sender: 'agent',
        text: args.reply,
        latencyMs: 0,
        createdAt: new Date(now + 1),
      },
    ]);
    await tx
      .update(conversations)
      .set({ updatedAt: new Date(now) })
      .where(eq(conversations.id, conversationId));
    if (args.flow === null) {
      await tx
        .delete(bookingFlows)
        .where(and(eq(bookingFlows.conversationId, conversationId), eq(bookingFlows.accountId, agent.accountId)));
      return;
    }
    const change = { ...args.flow, updatedAt: new Date(now) };
    await tx
      .insert(bookingFlows)
      .values({ conversationId, accountId: agent.accountId, step: 'service', ...change })
      .onConflictDoUpdate({ target: bookingFlows.conversationId, set: change });
  });
}
