import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { agentParamsSchema, apiErrorSchema } from '@app/shared/api/common';
import {
  assignBookingBodySchema,
  enterableServicesSchema,
  bookingListQuerySchema,
  bookingListSchema,
  bookingParamsSchema,
  bookingSchema,
  bookingSettingsSchema,
  bookingSetupSchema,
  bookingStatsQuerySchema,
  bookingStatsSchema,
  feedSchema,
  moveBodySchema,
  serviceInputSchema,
  serviceParamsSchema,
  slotsQuerySchema,
  slotsSchema,
  teamBookingBodySchema,
} from '@app/shared/api/bookings';
import type { AppContext } from '../../app-context.js';
import { memberCaller } from '../../base/request-caller.js';
import { addService, getBookingSetup, removeService, updateBookingSettings, updateService } from './booking-setup.js';
import { bookingView } from './booking-detail.js';
import { requireVisibleBooking } from './booking-scope.js';
import { cancelBooking, confirmBooking, moveBooking } from './change-booking.js';
import { exportBookingsCsv, listBookings } from './list-bookings.js';
import { bookingStats } from './booking-stats.js';
import { assignBooking, createTeamBooking, enterableServices, getBookingFeed, listTeamSlots, rotateBookingFeed } from './team-bookings.js';
import { assignableMembers } from '../account/assignable-members.js';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

/** An agent's 'Prenotazioni' settings and services (its settings page; owner, creator, instructor). Mounted at /api/agents. */
export function bookingSetupRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['bookings'];
    r.get(
      '/:agentId/bookings-setup',
      { config: { agentAction: 'manage' }, schema: { tags, params: agentParamsSchema, response: { 200: bookingSetupSchema, ...errors } } },
      async (request) => getBookingSetup(ctx.db, { caller: memberCaller(request), agentId: request.params.agentId }),
    );
    r.put(
      '/:agentId/booking-settings',
      {
        config: { agentAction: 'manage' },
        schema: { tags, params: agentParamsSchema, body: bookingSettingsSchema, response: { 200: bookingSetupSchema, ...errors } },
      },
      async (request) =>
        updateBookingSettings(ctx.db, { caller: memberCaller(request), agentId: request.params.agentId, input: request.body }),
    );
    r.post(
      '/:agentId/booking-services',
      {
        config: { agentAction: 'manage' },
        schema: { tags, params: agentParamsSchema, body: serviceInputSchema, response: { 200: bookingSetupSchema, ...errors } },
      },
      async (request) => addService(ctx.db, { caller: memberCaller(request), agentId: request.params.agentId, input: request.body }),
    );
    r.put(
      '/:agentId/booking-services/:serviceId',
      {
        config: { agentAction: 'manage' },
        schema: { tags, params: serviceParamsSchema, body: serviceInputSchema, response: { 200: bookingSetupSchema, ...errors } },
      },
      async (request) =>
        updateService(ctx.db, {
          caller: memberCaller(request),
          agentId: request.params.agentId,
          serviceId: request.params.serviceId,
          input: request.body,
        }),
    );
    r.delete(
      '/:agentId/booking-services/:serviceId',
      {
        config: { agentAction: 'manage' },
        schema: { tags, params: serviceParamsSchema, response: { 200: bookingSetupSchema, ...errors } },
      },
      async (request) =>
        removeService(ctx.db, { caller: memberCaller(request), agentId: request.params.agentId, serviceId: request.params.serviceId }),
    );
    r.get(
      '/:agentId/booking-slots',
      { schema: { tags, params: agentParamsSchema, querystring: slotsQuerySchema, response: { 200: slotsSchema, ...errors } } },
      async (request) => ({
        slots: await listTeamSlots(ctx.db, { caller: memberCaller(request), agentId: request.params.agentId, query: request.query }),
      }),
    );
  };
}

/** 'Prenotazioni' (/bookings): the bookings each member sees (D19), what they do with them, CSV and the calendar feed. Mounted at /api/bookings. */
export function bookingsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['bookings'];
    r.get(
      '/',
      { schema: { tags, querystring: bookingListQuerySchema, response: { 200: bookingListSchema, ...errors } } },
      async (request) => {
        const caller = memberCaller(request);
        const [list, assignable] = await Promise.all([
          listBookings(ctx.db, { caller, query: request.query }),
          assignableMembers(ctx.db, caller),
        ]);
        return { bookings: list, assignable };
      },
    );
    r.get('/export.csv', { schema: { tags, querystring: bookingListQuerySchema } }, async (request, reply) => {
      const csv = await exportBookingsCsv(ctx.db, { caller: memberCaller(request), query: request.query });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="prenotazioni.csv"')
        .send(csv);
    });
    r.post('/', { schema: { tags, body: teamBookingBodySchema, response: { 200: bookingSchema, ...errors } } }, async (request) =>
      createTeamBooking(ctx, { caller: memberCaller(request), input: request.body }),
    );
    r.get(
      '/stats',
      { schema: { tags, querystring: bookingStatsQuerySchema, response: { 200: bookingStatsSchema, ...errors } } },
      async (request) => bookingStats(ctx.db, { caller: memberCaller(request), ...request.query }),
    );
    r.get('/services', { schema: { tags, response: { 200: enterableServicesSchema, ...errors } } }, async (request) =>
      enterableServices(ctx.db, memberCaller(request)),
    );
    r.get('/feed', { schema: { tags, response: { 200: feedSchema, ...errors } } }, async (request) =>
      getBookingFeed(ctx, { caller: memberCaller(request) }),
    );
    r.post('/feed/rotate', { schema: { tags, response: { 200: feedSchema, ...errors } } }, async (request) =>
      rotateBookingFeed(ctx, { caller: memberCaller(request) }),
    );
    r.post(
      '/:bookingId/confirm',
      { schema: { tags, params: bookingParamsSchema, response: { 200: bookingSchema, ...errors } } },
      async (request) =>
        bookingView(await confirmBooking(ctx, await requireVisibleBooking(ctx.db, memberCaller(request), request.params.bookingId))),
    );
    r.post(
      '/:bookingId/cancel',
      { schema: { tags, params: bookingParamsSchema, response: { 200: bookingSchema, ...errors } } },
      async (request) =>
        bookingView(await cancelBooking(ctx, await requireVisibleBooking(ctx.db, memberCaller(request), request.params.bookingId), 'team')),
    );
    r.put(
      '/:bookingId/assignee',
      {
        // The caller's access to the booking before its body (issue 33), as for a move.
        preParsing: async (request, _reply, payload) => {
          const { bookingId } = request.params as { bookingId?: unknown };
          if (typeof bookingId === 'string' && bookingId.length <= 64 && !bookingId.includes('\u0000'))
            await requireVisibleBooking(ctx.db, memberCaller(request), bookingId);
          return payload;
        },
        schema: { tags, params: bookingParamsSchema, body: assignBookingBodySchema, response: { 200: bookingSchema, ...errors } },
      },
      async (request) =>
        assignBooking(ctx, { caller: memberCaller(request), bookingId: request.params.bookingId, assigneeId: request.body.assigneeId }),
    );
    r.post(
      '/:bookingId/move',
      {
        // The caller's access to the booking before its body (issue 33): another account's booking is 404 whatever is sent.
        preParsing: async (request, _reply, payload) => {
          const { bookingId } = request.params as { bookingId?: unknown };
          if (typeof bookingId === 'string' && bookingId.length <= 64 && !bookingId.includes('\u0000'))
            await requireVisibleBooking(ctx.db, memberCaller(request), bookingId);
          return payload;
        },
        schema: { tags, params: bookingParamsSchema, body: moveBodySchema, response: { 200: bookingSchema, ...errors } },
      },
      async (request) => {
        const booking = await requireVisibleBooking(ctx.db, memberCaller(request), request.params.bookingId);
        return bookingView(await moveBooking(ctx, booking, request.body, 'team'));
      },
    );
  };
}
