import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endedSessionsSchema, sessionIdParamsSchema, userSessionsSchema } from '@app/shared/api/sessions';
import { OTHER_SESSIONS_ENDED, SESSION_ENDED } from '@app/shared/i18n/sessions';
import { apiErrorSchema } from '@app/shared/api/common';
import type { AppContext } from '../../app-context.js';
import { userCaller } from '../../base/request-caller.js';
import { listSessions } from './list-sessions.js';
import { endOtherSessions, endSession } from './end-sessions.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };

/** The profile's 'Sessioni attive' (user scope, issue 17). Mounted at /api/sessions. */
export function sessionsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/', { schema: { tags: ['sessions'], response: { 200: userSessionsSchema, ...errors } } }, async (request) => ({
      sessions: await listSessions(ctx, { caller: userCaller(request) }),
    }));

    r.delete(
      '/:sessionId',
      { schema: { tags: ['sessions'], params: sessionIdParamsSchema, response: { 200: endedSessionsSchema, ...errors } } },
      async (request) => {
        await endSession(ctx, { caller: userCaller(request), sessionId: request.params.sessionId });
        return { success: true as const, message: SESSION_ENDED, ended: 1 };
      },
    );

    r.post('/end-others', { schema: { tags: ['sessions'], response: { 200: endedSessionsSchema, ...errors } } }, async (request) => {
      const ended = await endOtherSessions(ctx, { caller: userCaller(request) });
      return { success: true as const, message: OTHER_SESSIONS_ENDED, ended };
    });
  };
}
