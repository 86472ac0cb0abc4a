import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  actionCallLogSchema,
  actionInputSchema,
  actionListSchema,
  actionResultSchema,
  actionSchema,
  runActionSchema,
} from '@app/shared/api/actions';
import { agentParamsSchema, apiErrorSchema, idSchema, okSchema } from '@app/shared/api/common';
import type { AppContext } from '../../app-context.js';
import { memberCaller } from '../../base/request-caller.js';
import { listActions, listAgentToolCalls } from './list-actions.js';
import { createAction, deleteAction, updateAction } from './save-action.js';
import { testAction } from './test-action.js';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  402: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};
const actionParams = agentParamsSchema.extend({ actionId: idSchema });
const saved = z.object({ action: actionSchema, message: z.string() });

/** 'Azioni' (issue 46) in the member scope, at /api/agents/:agentId/…: for who manages the agent: definitions, 'Prova', the call log. */
export function actionRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const manage = { agentAction: 'manage' as const };
    r.get(
      '/:agentId/actions',
      { config: manage, schema: { tags: ['actions'], params: agentParamsSchema, response: { 200: actionListSchema, ...errors } } },
      async (request) => listActions(ctx, { caller: memberCaller(request), agentId: request.params.agentId }),
    );
    r.post(
      '/:agentId/actions',
      {
        config: manage,
        schema: { tags: ['actions'], params: agentParamsSchema, body: actionInputSchema, response: { 201: saved, ...errors } },
      },
      async (request, reply) => {
        const result = await createAction(ctx, { caller: memberCaller(request), agentId: request.params.agentId, input: request.body });
        return reply.code(201).send(result);
      },
    );
    r.put(
      '/:agentId/actions/:actionId',
      { config: manage, schema: { tags: ['actions'], params: actionParams, body: actionInputSchema, response: { 200: saved, ...errors } } },
      async (request) =>
        updateAction(ctx, {
          caller: memberCaller(request),
          agentId: request.params.agentId,
          actionId: request.params.actionId,
          input: request.body,
        }),
    );
    r.delete(
      '/:agentId/actions/:actionId',
      { config: manage, schema: { tags: ['actions'], params: actionParams, response: { 200: okSchema, ...errors } } },
      async (request) => {
        await deleteAction(ctx, { caller: memberCaller(request), agentId: request.params.agentId, actionId: request.params.actionId });
        return { success: true as const };
      },
    );
    r.post(
      '/:agentId/actions/:actionId/test',
      {
        config: { ...manage, rateLimit: ['actionTest'] },
        schema: {
          tags: ['actions'],
          description: "'Prova': runs the action now with sample values; answers the chosen fields of the answer, or why it failed.",
          params: actionParams,
          body: runActionSchema,
          response: { 200: actionResultSchema, ...errors },
        },
      },
      async (request) =>
        testAction(ctx, {
          caller: memberCaller(request),
          agentId: request.params.agentId,
          actionId: request.params.actionId,
          values: request.body.values,
        }),
    );
    r.get(
      '/:agentId/action-calls',
      { config: manage, schema: { tags: ['actions'], params: agentParamsSchema, response: { 200: actionCallLogSchema, ...errors } } },
      async (request) => listAgentToolCalls(ctx, { caller: memberCaller(request), agentId: request.params.agentId }),
    );
  };
}
