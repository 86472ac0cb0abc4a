import { BOOKING_STATUSES } from '../states/bookings.js';
import { z } from 'zod';
import { BOOKING_MESSAGES, BOOKING_VISITOR_MESSAGES as V } from '../i18n/bookings.js';
import { emailSchema, idSchema } from './common.js';
import { openingHoursSchema } from './handoff.js';
import { VISITOR_LANGUAGES } from '../visitor-language.js';
import { SLOT_MINUTES } from '../booking-slots.js';
export { SLOT_MINUTES } from '../booking-slots.js';

/** 'Prenotazioni' (issue 46): an agent's booking settings and services, the visitor's booking, the team's list. */

export { BOOKING_CHANNELS, type BookingChannel, BOOKING_STATUSES, type BookingStatus } from '../states/bookings.js';

export const dateSchema = z.string(V.dateInvalid).regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, V.dateInvalid);
export const timeSchema = z.string(V.timeInvalid).regex(/^([01]\d|2[0-3]):[0-5]\d$/, V.timeInvalid);

export const bookingSettingsSchema = z.object({
  enabled: z.boolean(),
  weeklyHours: openingHoursSchema,
  holidays: z.array(dateSchema).max(200),
  capacity: z.number().int().min(1, BOOKING_MESSAGES.capacityInvalid).max(500, BOOKING_MESSAGES.capacityInvalid),
  slotMinutes: z
    .number()
    .int()
    .refine((n) => (SLOT_MINUTES as readonly number[]).includes(n), BOOKING_MESSAGES.slotMinutesInvalid),
  minNoticeMinutes: z
    .number()
    .int()
    .min(0, BOOKING_MESSAGES.noticeInvalid)
    .max(30 * 24 * 60, BOOKING_MESSAGES.noticeInvalid),
  horizonDays: z.number().int().min(1, BOOKING_MESSAGES.horizonInvalid).max(365, BOOKING_MESSAGES.horizonInvalid),
  requireConfirmation: z.boolean(),
});
export type BookingSettings = z.infer<typeof bookingSettingsSchema>;

export const serviceInputSchema = z.object({
  name: z.string().trim().min(1, BOOKING_MESSAGES.serviceNameRequired).max(100, BOOKING_MESSAGES.serviceNameTooLong),
  durationMinutes: z.number().int().min(5, BOOKING_MESSAGES.durationInvalid).max(720, BOOKING_MESSAGES.durationInvalid),
  priceCents: z.number().int().min(0, BOOKING_MESSAGES.priceInvalid).max(10_000_000, BOOKING_MESSAGES.priceInvalid).nullable(),
  description: z.string().trim().max(1000, BOOKING_MESSAGES.descriptionTooLong).nullable(),
  /** Null: the agent's shared hours. */
  weeklyHours: openingHoursSchema.nullable(),
});
export type ServiceInput = z.infer<typeof serviceInputSchema>;
export const serviceSchema = serviceInputSchema.extend({ id: z.string() });
export type BookingService = z.infer<typeof serviceSchema>;

export const bookingSetupSchema = z.object({ settings: bookingSettingsSchema, services: z.array(serviceSchema) });
export type BookingSetup = z.infer<typeof bookingSetupSchema>;
export const serviceParamsSchema = z.object({ agentId: idSchema, serviceId: idSchema });

export const slotSchema = z.object({
  /** Rome wall clock. */
  date: z.string(),
  time: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  remaining: z.number(),
});
export type Slot = z.infer<typeof slotSchema>;

export const slotsQuerySchema = z.object({
  serviceId: idSchema,
  from: dateSchema,
  days: z.coerce.number().int().min(1).max(14, V.rangeTooLong).default(7),
});
export const slotsSchema = z.object({ slots: z.array(slotSchema) });

/** The visitor's language (issue 48): the refusals of a public request are written in it; Italian when absent. */
const visitorLanguageField = z.enum(VISITOR_LANGUAGES).optional();

/** The public chat's slots: the same query with the visitor's language. */
export const publicSlotsQuerySchema = slotsQuerySchema.extend({ language: visitorLanguageField });

/** The visitor's details: a name, an e-mail or a phone, and consent. */
export const bookingContactSchema = z
  .object({
    name: z.string(V.nameRequired).trim().min(1, V.nameRequired).max(100, V.nameTooLong),
    email: emailSchema.optional().or(z.literal('').transform(() => undefined)),
    phone: z
      .string(V.phoneInvalid)
      .trim()
      .regex(/^$|^\+?[0-9 ().-]{6,20}$/, V.phoneInvalid)
      .optional()
      .transform((v) => (v ? v : undefined)),
    consent: z.literal(true, { error: V.consentRequired }),
  })
  .refine((c) => Boolean(c.email || c.phone), { message: V.contactRequired, path: ['email'] });
export type BookingContact = z.input<typeof bookingContactSchema>;

export const slotChoiceSchema = z.object({ serviceId: idSchema, date: dateSchema, time: timeSchema });
export type SlotChoice = z.infer<typeof slotChoiceSchema>;

/** The visitor's booking from the public chat or the widget (the conversation's own secret names the visitor). */
export const publicBookingBodySchema = z.intersection(
  slotChoiceSchema.extend({
    visitorId: z.uuid(),
    conversationId: z.uuid().optional(),
    channel: z.enum(['public', 'widget']).optional(),
    language: visitorLanguageField,
  }),
  bookingContactSchema,
);

export const bookingSchema = z.object({
  id: z.string(),
  agentId: z.string(),
  agentName: z.string(),
  serviceId: z.string(),
  serviceName: z.string(),
  channel: z.string(),
  status: z.enum(BOOKING_STATUSES),
  startsAt: z.string(),
  endsAt: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  note: z.string().nullable(),
  conversationId: z.string().nullable(),
  /** The member the booking is handed to (a user sees only those assigned to them, D19). */
  assigneeId: z.string().nullable(),
  createdAt: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;
/** The bookings, and who the caller may assign them to (owner and admin: any active member; others: themselves). */
export const bookingListSchema = z.object({
  bookings: z.array(bookingSchema),
  assignable: z.array(z.object({ id: z.string(), name: z.string() })),
});
/** The agents whose bookings the caller may enter by hand (a phone call), each with its services. */
export const enterableServicesSchema = z.object({
  agents: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      services: z.array(z.object({ id: z.string(), name: z.string(), durationMinutes: z.number().int() })),
    }),
  ),
});
export type EnterableServices = z.infer<typeof enterableServicesSchema>;
export const assignBookingBodySchema = z.object({ assigneeId: idSchema.nullable() });

export const bookingListQuerySchema = z.object({
  from: dateSchema.optional(),
  to: dateSchema.optional(),
  agentId: idSchema.optional(),
  status: z.enum(BOOKING_STATUSES, { error: BOOKING_MESSAGES.statusInvalid }).optional(),
  q: z.string().max(100).optional(),
});
export type BookingListQuery = z.infer<typeof bookingListQuerySchema>;
export const bookingParamsSchema = z.object({ bookingId: idSchema });
export const moveBodySchema = z.object({ date: dateSchema, time: timeSchema });

/** A booking entered by a person (a phone call): consent is not asked, the member is noted. */
export const teamBookingBodySchema = slotChoiceSchema.extend({
  agentId: idSchema,
  name: z.string(V.nameRequired).trim().min(1, V.nameRequired).max(100, V.nameTooLong),
  email: emailSchema.optional().or(z.literal('').transform(() => undefined)),
  phone: z
    .string(V.phoneInvalid)
    .trim()
    .regex(/^$|^\+?[0-9 ().-]{6,20}$/, V.phoneInvalid)
    .optional()
    .transform((v) => (v ? v : undefined)),
  note: z.string().trim().max(1000).optional(),
});

export const visitorBookingSchema = z.object({
  status: z.enum(BOOKING_STATUSES),
  serviceId: z.string(),
  serviceName: z.string(),
  agentName: z.string(),
  startsAt: z.string(),
  when: z.string(),
  /** The language of the booking's conversation (issue 48): the manage page speaks it. */
  language: z.enum(VISITOR_LANGUAGES),
});
export type VisitorBooking = z.infer<typeof visitorBookingSchema>;
export const bookedSchema = z.object({ id: z.string(), status: z.enum(BOOKING_STATUSES), startsAt: z.string(), notice: z.string() });
export type Booked = z.infer<typeof bookedSchema>;
export const feedSchema = z.object({ url: z.string() });

/** Bookings per day and per channel, and conversion from conversations, between two Rome dates (inclusive). */
export const bookingStatsQuerySchema = z.object({ from: dateSchema, to: dateSchema });
export const bookingStatsSchema = z.object({
  perDay: z.array(z.object({ date: z.string(), count: z.number() })),
  perChannel: z.array(z.object({ channel: z.string(), count: z.number() })),
  conversations: z.number(),
  converted: z.number(),
});
