import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@app/shared/api/common';
import { chooseGoogleCalendarSchema, googleCalendarConnectSchema, googleCalendarStatusSchema } from '@app/shared/api/google-calendar';
import type { AppContext } from '../../app-context.js';
import { memberCaller, optionalCaller } from '../../base/request-caller.js';
import { chooseCalendar, disconnect, finishConnect, googleCalendarStatus, startConnect, STATE_TTL_SECONDS } from './connect.js';

const STATE_COOKIE = 'agenti.gcal_state';
const COOKIE_PATH = '/api/google-calendar';
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  402: apiErrorSchema,
  403: apiErrorSchema,
  409: apiErrorSchema,
  503: apiErrorSchema,
};

/** The account's Google Calendar connection (issue 46, ADR 0330): owner and admin. Mounted at /api/google-calendar. */
export function googleCalendarRoutes(ctx: AppContext) {
  const secure = ctx.config.APP_URL.startsWith('https://');
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['bookings'];
    r.get('/', { schema: { tags, response: { 200: googleCalendarStatusSchema, ...errors } } }, async (request) =>
      googleCalendarStatus(ctx, memberCaller(request)),
    );
    r.post(
      '/connect',
      {
        schema: {
          tags,
          body: z.object({ returnTo: z.string().max(300).optional() }).optional(),
          response: { 200: googleCalendarConnectSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { url, browserKey } = await startConnect(ctx, memberCaller(request), request.body?.returnTo);
        void reply.setCookie(STATE_COOKIE, browserKey, {
          path: COOKIE_PATH,
          httpOnly: true,
          sameSite: 'lax',
          secure,
          maxAge: STATE_TTL_SECONDS,
        });
        return { url };
      },
    );
    r.put(
      '/calendar',
      { schema: { tags, body: chooseGoogleCalendarSchema, response: { 200: googleCalendarStatusSchema, ...errors } } },
      async (request) => chooseCalendar(ctx, memberCaller(request), request.body.calendarId),
    );
    r.delete('/', { schema: { tags, response: { 200: googleCalendarStatusSchema, ...errors } } }, async (request) =>
      disconnect(ctx, memberCaller(request)),
    );
  };
}

/** Whatever Google (or anyone) puts in the callback's address: read leniently, every failure becomes a redirect. */
const callbackQuerySchema = z.object({
  code: z.string().max(4096).optional().catch(undefined),
  state: z.string().max(512).optional().catch(undefined),
  error: z.string().max(256).optional().catch(undefined),
});

/** Google's redirect back (public scope: the browser navigates here; the session is checked inside). */
export function googleCalendarCallbackRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get('/callback', { schema: { tags: ['bookings'], hide: true } }, async (request, reply) => {
      void reply.clearCookie(STATE_COOKIE, { path: COOKIE_PATH });
      const query = callbackQuerySchema.parse(request.query ?? {});
      const { outcome, returnTo } = await finishConnect(ctx, {
        ...query,
        browserKey: request.cookies[STATE_COOKIE],
        caller: optionalCaller(request),
      }).catch((err: unknown) => {
        // Never a 500 page in the middle of a connection: log it and say it did not work.
        request.log.warn({ err: (err as Error).message }, 'Google Calendar callback failed');
        return { outcome: 'failed' as const, returnTo: '/bookings' };
      });
      return reply.redirect(`${returnTo}?googleCalendar=${outcome}`);
    });
  };
}
