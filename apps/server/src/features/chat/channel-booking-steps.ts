/** The steps of a booking on a messaging channel: the numbered choices offered, and what each reply makes of the flow. */
import type { MessagingChannel } from '@app/shared/channels';
import { emailSchema } from '@app/shared/api/common';
import type { VisitorLanguage } from '@app/shared/visitor-language';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../base/errors.js';
import type { BookingFlowChoice } from '../../db/schema/bookings.js';
import { tryBookSlot } from '../bookings/book-slot.js';
import { bookingCopy, visitorWhen } from '../bookings/booking-language.js';
import { servicesOf } from '../bookings/booking-setup.js';
import { listSlots } from '../bookings/list-slots.js';
import type { ChatAgent } from './chat-agent.js';
import type { FlowChange, FlowRow } from './channel-booking-store.js';
import { romeInstantIfExists, romeToday } from '../../base/rome-time.js';

/** The free slots offered at once: at most this many, and at most SLOTS_PER_DAY of one day, over SLOT_DAYS days. */
const MAX_SLOT_CHOICES = 9;
const SLOTS_PER_DAY = 3;
const SLOT_DAYS = 14;

const CANCEL = new RegExp(`^\\s*(annulla|stop|basta|esci|cancel|abbrechen|annuler|cancelar)\\s*[.!]*\\s*$`, 'iu');
const YES = new RegExp(`^\\s*(s[iìí]|yes|y|ok|okay|ja|oui|confermo|certo|va bene)\\s*[.!]*\\s*$`, 'iu');
const NO = new RegExp(`^\\s*(no|nein|non)\\s*[.!]*\\s*$`, 'iu');
const PHONE = /^\+?[0-9 ().-]{6,20}$/;

export interface Args {
  agent: ChatAgent;
  channel: MessagingChannel;
  senderId: string;
  /** The sender's conversation on the channel (they wrote within a day), if any. */
  conversationId: string | undefined;
  text: string;
  /** The delivery's id: the visitor's message's client id, so a delivery answered again is not a second step. */
  deliveryId: string;
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

export async function firstStep(ctx: AppContext, args: StepArgs): Promise<Step> {
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

export async function nextStep(ctx: AppContext, args: StepArgs, flow: FlowRow): Promise<Step> {
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
