import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actionFormListSchema, actionResultSchema, publicRunActionSchema, runActionSchema } from '@app/shared/api/actions';
import { publicAgentParamsSchema } from '@app/shared/api/chat';
import { agentParamsSchema, apiErrorSchema, idSchema } from '@app/shared/api/common';
import { ACTION_VISITOR_TEXT } from '@app/shared/i18n/actions';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../base/errors.js';
import { memberCaller } from '../../base/request-caller.js';
import { requireAgent } from '../agents/require-agent.js';
import { requirePublicAgent } from '../agents/visitor-access.js';
import { chatActionForms, runChatAction } from './chat-actions.js';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  402: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  429: apiErrorSchema,
};
const actionParams = agentParamsSchema.extend({ actionId: idSchema });

/** The test chat's actions menu and forms (issue 46), for whoever may chat with the agent, at /api/agents/:agentId/chat/actions. */
export function agentChatActionRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/:agentId/chat/actions',
      { schema: { tags: ['actions'], params: agentParamsSchema, response: { 200: actionFormListSchema, ...errors } } },
      async (request) => chatActionForms(ctx, await requireAgent(ctx.db, memberCaller(request), request.params.agentId, 'see')),
    );
    r.post(
      '/:agentId/chat/actions/:actionId/run',
      { schema: { tags: ['actions'], params: actionParams, body: runActionSchema, response: { 200: actionResultSchema, ...errors } } },
      async (request) => {
        const m = memberCaller(request);
        const agent = await requireAgent(ctx.db, m, request.params.agentId, 'see');
        return runChatAction(ctx, {
          agent,
          who: { channel: 'test', userId: m.userId, visitorId: null },
          actionId: request.params.actionId,
          values: request.body.values,
          conversationId: request.body.conversationId,
        });
      },
    );
  };
}

/** The public chat's and the widget's actions menu and forms, at /api/public/agents/:id/actions. */
export function publicActionRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    // A deactivated agent has no actions to offer: its forms are not found.
    const activeAgent = (id: string) => requirePublicAgent(ctx, id, () => notFound(ACTION_VISITOR_TEXT.unavailable, 'ACTION_NOT_FOUND'));
    r.get(
      '/:id/actions',
      { schema: { tags: ['public-chat'], params: publicAgentParamsSchema, response: { 200: actionFormListSchema, ...errors } } },
      async (request) => chatActionForms(ctx, await activeAgent(request.params.id)),
    );
    r.post(
      '/:id/actions/:actionId/run',
      {
        config: { rateLimit: ['publicChatVisitor'] },
        schema: {
          tags: ['public-chat'],
          params: publicAgentParamsSchema.extend({ actionId: idSchema }),
          body: publicRunActionSchema,
          response: { 200: actionResultSchema, ...errors },
        },
      },
      async (request) =>
        runChatAction(ctx, {
          agent: await activeAgent(request.params.id),
          who: { channel: 'public', userId: null, visitorId: request.body.visitorId },
          actionId: request.params.actionId,
          values: request.body.values,
          conversationId: request.body.conversationId,
          language: request.body.language,
        }),
    );
  };
}
