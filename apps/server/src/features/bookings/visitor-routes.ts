import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CHAT_MESSAGES } from '@app/shared/i18n/chat';
import { publicAgentParamsSchema } from '@app/shared/api/chat';
import { apiErrorSchema } from '@app/shared/api/common';
import {
  bookedSchema,
  moveBodySchema,
  publicBookingBodySchema,
  publicSlotsQuerySchema,
  serviceSchema,
  slotsQuerySchema,
  slotsSchema,
  visitorBookingSchema,
  type VisitorBooking,
} from '@app/shared/api/bookings';
import type { AppContext } from '../../app-context.js';
import { isVisitorLanguage } from '@app/shared/visitor-language';
import { notFound } from '../../base/errors.js';
import { agentInactive, isAgentActive, requirePublicAgent, requireVisitorConversation } from '../agents/visitor-access.js';
import { bookingCopy, languageOfBooking, requestLanguage, visitorWhen } from './booking-language.js';
import { bookSlot } from './book-slot.js';
import { bookingSettingsOf, servicesOf } from './booking-setup.js';
import { readBookingLinkToken } from './booking-link.js';
import { unsafeBookingById, type BookingRow } from './booking-detail.js';
import { cancelBooking, moveBooking } from './change-booking.js';
import { listSlots } from './list-slots.js';
import { unsafeFeedBySecret } from './team-bookings.js';

const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };
const tags = ['public-chat'];

/**
 * The visitor's side of 'Prenotazioni' (issue 46) for the public link and the widget's frame alike: the services,
 * the free slots, the booking. Mounted at /api/public/agents.
 */
export function bookingVisitorRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/:id/bookings/services',
      {
        schema: {
          tags,
          params: publicAgentParamsSchema,
          response: { 200: z.object({ enabled: z.boolean(), services: z.array(serviceSchema) }), ...errors },
        },
      },
      async (request) => {
        const agent = await requirePublicAgent(ctx, request.params.id);
        const settings = await bookingSettingsOf(ctx.db, agent.accountId, agent.id);
        if (!settings.enabled || !isAgentActive(agent)) return { enabled: false, services: [] };
        return { enabled: true, services: await servicesOf(ctx.db, agent.accountId, agent.id) };
      },
    );
    r.get(
      '/:id/bookings/slots',
      { schema: { tags, params: publicAgentParamsSchema, querystring: publicSlotsQuerySchema, response: { 200: slotsSchema, ...errors } } },
      async (request) => {
        const agent = await requirePublicAgent(ctx, request.params.id);
        return { slots: await listSlots(ctx.db, { accountId: agent.accountId, agentId: agent.id, ...request.query }) };
      },
    );
    r.post(
      '/:id/bookings',
      {
        config: { rateLimit: ['bookingAddress', 'bookingVisitor'] },
        schema: { tags, params: publicAgentParamsSchema, body: publicBookingBodySchema, response: { 200: bookedSchema, ...errors } },
      },
      async (request) => {
        const agent = await requirePublicAgent(ctx, request.params.id, () => agentInactive(CHAT_MESSAGES.agentInactive));
        const { visitorId, conversationId, serviceId, date, time, name, email, phone } = request.body;
        const own = conversationId
          ? await requireVisitorConversation(ctx.db, agent, { channel: 'public', visitorId }, conversationId)
          : null;
        const channel = (own?.channel as 'public' | 'widget' | undefined) ?? request.body.channel ?? 'public';
        // The conversation's language, else the one the request carries (a booking before any message), else the
        // browser's, among the languages the agent offers; stored on the booking for every later e-mail (issue 48).
        const language =
          (isVisitorLanguage(own?.language) ? own.language : null) ??
          requestLanguage(agent, request.body.language, request.headers['accept-language']);
        const contact = { name, email, phone };
        const result = await bookSlot(ctx, { agent, serviceId, date, time, contact, channel, conversationId, language });
        return {
          id: result.booking.id,
          status: result.booking.status,
          startsAt: new Date(result.booking.starts_at).toISOString(),
          notice: result.notice,
        };
      },
    );
  };
}

const tokenParamsSchema = z.object({ token: z.string().min(1).max(300) });

/** The booking a signed link opens, or 404 in the visitor's words. */
async function bookingOfLink(ctx: AppContext, token: string): Promise<BookingRow> {
  const bookingId = readBookingLinkToken(ctx.config.AUTH_SECRET, token);
  const booking = bookingId ? await unsafeBookingById(ctx.db, bookingId) : undefined;
  if (!booking) throw notFound(bookingCopy('it').linkInvalid, 'BOOKING_LINK_INVALID');
  return booking;
}

const visitorView = (b: BookingRow): VisitorBooking => ({
  status: b.status,
  serviceId: b.service_id,
  serviceName: b.service_name,
  agentName: b.agent_name,
  startsAt: new Date(b.starts_at).toISOString(),
  when: visitorWhen(languageOfBooking(b), new Date(b.starts_at)),
  language: languageOfBooking(b),
});

/**
 * The e-mailed link to see, cancel or move a booking (/prenotazione/:token), and the team's private calendar feed.
 * Mounted at /api/public/bookings.
 */
export function bookingLinkRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const config = { rateLimit: 'bookingLink' as const };
    r.get(
      '/manage/:token',
      { config, schema: { tags, params: tokenParamsSchema, response: { 200: visitorBookingSchema, ...errors } } },
      async (request) => visitorView(await bookingOfLink(ctx, request.params.token)),
    );
    r.get(
      '/manage/:token/slots',
      {
        config,
        schema: {
          tags,
          params: tokenParamsSchema,
          querystring: slotsQuerySchema.omit({ serviceId: true }),
          response: { 200: slotsSchema, ...errors },
        },
      },
      async (request) => {
        const b = await bookingOfLink(ctx, request.params.token);
        return {
          slots: await listSlots(ctx.db, {
            accountId: b.account_id,
            agentId: b.agent_id,
            serviceId: b.service_id,
            ...request.query,
            language: languageOfBooking(b),
          }),
        };
      },
    );
    r.post(
      '/manage/:token/cancel',
      { config, schema: { tags, params: tokenParamsSchema, response: { 200: visitorBookingSchema, ...errors } } },
      async (request) => visitorView(await cancelBooking(ctx, await bookingOfLink(ctx, request.params.token), 'visitor')),
    );
    r.post(
      '/manage/:token/move',
      { config, schema: { tags, params: tokenParamsSchema, body: moveBodySchema, response: { 200: visitorBookingSchema, ...errors } } },
      async (request) => visitorView(await moveBooking(ctx, await bookingOfLink(ctx, request.params.token), request.body, 'visitor')),
    );
    r.get('/feed/:file', { config, schema: { tags, params: z.object({ file: z.string().max(100) }) } }, async (request, reply) => {
      const secret = request.params.file.replace(/\.ics$/, '');
      const ics = await unsafeFeedBySecret(ctx.db, secret);
      if (!ics) throw notFound(bookingCopy('it').linkInvalid, 'FEED_NOT_FOUND');
      return reply.header('content-type', 'text/calendar; charset=utf-8').header('cache-control', 'private, max-age=300').send(ics);
    });
  };
}
