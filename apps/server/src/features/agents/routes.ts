import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  agentAppearanceSchema,
  agentListSchema,
  agentSchema,
  confirmAgentDeletionSchema,
  createAgentSchema,
  instructorListSchema,
  shareLinkSchema,
  updateAgentSchema,
} from '@app/shared/api/agents';
import { agentParamsSchema, apiErrorSchema } from '@app/shared/api/common';
import type { AppContext } from '../../app-context.js';
import { memberCaller } from '../../base/request-caller.js';
import { listAgents } from './list-agents.js';
import { requireAgent } from './require-agent.js';
import { toAgentView } from './agent-view.js';
import { createAgent } from './create-agent.js';
import { updateAgent } from './update-agent.js';
import { updateAgentAppearance } from './update-agent-appearance.js';
import { duplicateAgent } from './duplicate-agent.js';
import { getShareLink } from './share-link.js';
import { listPotentialInstructors } from './list-potential-instructors.js';
import { requestAgentDeletion } from './request-agent-deletion.js';
import { confirmAgentDeletion } from './confirm-agent-deletion.js';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  402: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const messageSchema = z.object({ success: z.literal(true), message: z.string() });

/** Agents (spec §2, §7; D3), member scope. Mounted at /api/agents. */
export function agentsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/', { schema: { tags: ['agents'], response: { 200: agentListSchema, ...errors } } }, async (request) => {
      return listAgents(ctx.db, { caller: memberCaller(request) });
    });

    r.get('/instructors', { schema: { tags: ['agents'], response: { 200: instructorListSchema, ...errors } } }, async (request) => {
      return { instructors: await listPotentialInstructors(ctx.db, { accountId: memberCaller(request).accountId }) };
    });

    r.post(
      '/',
      { schema: { tags: ['agents'], body: createAgentSchema, response: { 201: agentSchema, ...errors } } },
      async (request, reply) => {
        const agent = await createAgent(ctx, { caller: memberCaller(request), input: request.body });
        return reply.status(201).send(agent);
      },
    );

    r.get(
      '/:agentId',
      { schema: { tags: ['agents'], params: agentParamsSchema, response: { 200: agentSchema, ...errors } } },
      async (request) => {
        const caller = memberCaller(request);
        return toAgentView(await requireAgent(ctx.db, caller, request.params.agentId, 'see'), caller);
      },
    );

    r.put(
      '/:agentId',
      {
        config: { agentAction: 'manage' },
        schema: { tags: ['agents'], params: agentParamsSchema, body: updateAgentSchema, response: { 200: agentSchema, ...errors } },
      },
      async (request) => {
        return updateAgent(ctx, { caller: memberCaller(request), agentId: request.params.agentId, input: request.body });
      },
    );

    r.put(
      '/:agentId/appearance',
      {
        schema: {
          tags: ['agents'],
          description: "'Aspetto': the look of the agent's public link, widget and test chat.",
          params: agentParamsSchema,
          body: agentAppearanceSchema,
          response: { 200: agentSchema, ...errors },
        },
      },
      async (request) =>
        updateAgentAppearance(ctx, { caller: memberCaller(request), agentId: request.params.agentId, input: request.body }),
    );

    r.post(
      '/:agentId/duplicate',
      { schema: { tags: ['agents'], params: agentParamsSchema, response: { 201: agentSchema, ...errors } } },
      async (request, reply) => {
        const agent = await duplicateAgent(ctx, { caller: memberCaller(request), agentId: request.params.agentId });
        return reply.status(201).send(agent);
      },
    );

    r.get(
      '/:agentId/share-link',
      { schema: { tags: ['agents'], params: agentParamsSchema, response: { 200: shareLinkSchema, ...errors } } },
      async (request) => {
        return getShareLink(ctx.db, { appUrl: ctx.config.APP_URL, caller: memberCaller(request), agentId: request.params.agentId });
      },
    );

    r.post(
      '/:agentId/deletion-request',
      { schema: { tags: ['agents'], params: agentParamsSchema, response: { 200: messageSchema, ...errors } } },
      async (request) => {
        const result = await requestAgentDeletion(ctx, { caller: memberCaller(request), agentId: request.params.agentId });
        return { success: true as const, ...result };
      },
    );
  };
}

/** The e-mailed deletion link (public scope): the token is the proof, the link may open signed out. Mounted at /api/agents. */
export function agentDeletionLinkRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/deletion/confirm',
      {
        schema: {
          tags: ['agents'],
          body: confirmAgentDeletionSchema,
          response: { 200: messageSchema.extend({ agentId: z.string() }), ...errors },
        },
      },
      async (request) => {
        const result = await confirmAgentDeletion(ctx, { token: request.body.token });
        return { success: true as const, ...result };
      },
    );
  };
}
