import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { agentParamsSchema, apiErrorSchema, okSchema } from '@app/shared/api/common';
import { chatMessageSchema } from '@app/shared/api/chat';
import {
  assignBodySchema,
  handoffPreferencesSchema,
  handoffSettingsSchema,
  inboxCountSchema,
  inboxDetailSchema,
  inboxListSchema,
  inboxParamsSchema,
  inboxQuerySchema,
  handoffNoteSchema,
  noteBodySchema,
  replyBodySchema,
} from '@app/shared/api/handoff';
import type { AppContext } from '../../app-context.js';
import { memberCaller } from '../../base/request-caller.js';
import { assignRequest, replyToRequest, setRequestStatus, type ChannelReplyRoute } from './act-on-request.js';
import { getRequest } from './get-request.js';
import { addRequestNote } from './request-notes.js';
import { requireVisibleRequest } from './inbox-scope.js';
import { getHandoffSettings, updateHandoffSettings } from './handoff-settings.js';
import { countNewRequests, listInbox } from './list-inbox.js';
import { getHandoffPreferences, setHandoffPreferences } from './preferences.js';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

/** 'Richieste' (/inbox, issue 30): the team's hand-off requests, each member seeing what D17 allows. Mounted at /api/inbox. */
/**
 * One order everywhere (issue 33): the caller's access to the request before its body is read, so another account's
 * request (or one the caller may not see) answers 404 whatever the body carries.
 */
function requestAccessBeforeBody(ctx: AppContext) {
  return async (request: FastifyRequest) => {
    const requestId = (request.params as { requestId?: unknown } | undefined)?.requestId;
    if (typeof requestId === 'string' && requestId.length > 0 && requestId.length <= 64 && !requestId.includes('\u0000')) {
      await requireVisibleRequest(ctx.db, memberCaller(request), requestId);
    }
  };
}

/** `channelReplyRoute`: how a reply reaches a messaging app's visitor, features/channels' (composed in http/routes.ts). */
export function inboxRoutes(ctx: AppContext, { channelReplyRoute }: { channelReplyRoute: ChannelReplyRoute }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/',
      { schema: { tags: ['inbox'], querystring: inboxQuerySchema, response: { 200: inboxListSchema, ...errors } } },
      async (request) => ({ requests: await listInbox(ctx.db, { caller: memberCaller(request), query: request.query }) }),
    );
    r.get('/count', { schema: { tags: ['inbox'], response: { 200: inboxCountSchema, ...errors } } }, async (request) => ({
      new: await countNewRequests(ctx.db, memberCaller(request)),
    }));
    r.get('/preferences', { schema: { tags: ['inbox'], response: { 200: handoffPreferencesSchema, ...errors } } }, async (request) =>
      getHandoffPreferences(ctx.db, memberCaller(request)),
    );
    r.put(
      '/preferences',
      { schema: { tags: ['inbox'], body: handoffPreferencesSchema, response: { 200: handoffPreferencesSchema, ...errors } } },
      async (request) => setHandoffPreferences(ctx.db, memberCaller(request), request.body.notifyByEmail),
    );
    r.get(
      '/:requestId',
      { schema: { tags: ['inbox'], params: inboxParamsSchema, response: { 200: inboxDetailSchema, ...errors } } },
      async (request) => getRequest(ctx.db, { caller: memberCaller(request), requestId: request.params.requestId }),
    );
    r.post(
      '/:requestId/replies',
      {
        config: { rateLimit: 'handoffTeamReply' },
        preParsing: async (request, _reply, payload) => {
          await requestAccessBeforeBody(ctx)(request);
          return payload;
        },
        schema: { tags: ['inbox'], params: inboxParamsSchema, body: replyBodySchema, response: { 200: chatMessageSchema, ...errors } },
      },
      async (request) =>
        replyToRequest(
          ctx,
          { caller: memberCaller(request), requestId: request.params.requestId, text: request.body.text },
          channelReplyRoute,
        ),
    );
    r.post(
      '/:requestId/notes',
      {
        preParsing: async (request, _reply, payload) => {
          await requestAccessBeforeBody(ctx)(request);
          return payload;
        },
        schema: { tags: ['inbox'], params: inboxParamsSchema, body: noteBodySchema, response: { 200: handoffNoteSchema, ...errors } },
      },
      async (request) =>
        addRequestNote(ctx, { caller: memberCaller(request), requestId: request.params.requestId, text: request.body.text }),
    );
    r.put(
      '/:requestId/assignee',
      {
        preParsing: async (request, _reply, payload) => {
          await requestAccessBeforeBody(ctx)(request);
          return payload;
        },
        schema: { tags: ['inbox'], params: inboxParamsSchema, body: assignBodySchema, response: { 200: okSchema, ...errors } },
      },
      async (request) => {
        await assignRequest(ctx, {
          caller: memberCaller(request),
          requestId: request.params.requestId,
          assigneeId: request.body.assigneeId,
        });
        return { success: true as const };
      },
    );
    for (const [path, resolved] of [
      ['resolve', true],
      ['reopen', false],
    ] as const) {
      r.post(
        `/:requestId/${path}`,
        { schema: { tags: ['inbox'], params: inboxParamsSchema, response: { 200: okSchema, ...errors } } },
        async (request) => {
          await setRequestStatus(ctx, { caller: memberCaller(request), requestId: request.params.requestId, resolved });
          return { success: true as const };
        },
      );
    }
  };
}

/** An agent's hand-off settings (its settings page). Mounted at /api/agents. */
export function handoffSettingsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/:agentId/handoff-settings',
      { schema: { tags: ['inbox'], params: agentParamsSchema, response: { 200: handoffSettingsSchema, ...errors } } },
      async (request) => getHandoffSettings(ctx.db, { caller: memberCaller(request), agentId: request.params.agentId }),
    );
    r.put(
      '/:agentId/handoff-settings',
      {
        config: { agentAction: 'manage' },
        schema: {
          tags: ['inbox'],
          params: agentParamsSchema,
          body: handoffSettingsSchema,
          response: { 200: handoffSettingsSchema, ...errors },
        },
      },
      async (request) =>
        updateHandoffSettings(ctx.db, { caller: memberCaller(request), agentId: request.params.agentId, input: request.body }),
    );
  };
}
