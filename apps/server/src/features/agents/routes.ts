import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  agentListSchema,
  agentSchema,
  confirmAgentDeletionSchema,
  createAgentSchema,
  instructorListSchema,
  shareLinkSchema,
  updateAgentSchema,
} from '@app/shared/api/agents';
import { apiErrorSchema, idParamSchema } from '@app/shared/api/common';
import type { Actor } from '@app/shared/roles';
import type { AppContext } from '../../app-context.js';
import { requireMember, type MemberContext } from '../../auth/session.js';
import { listAgents } from './list-agents.js';
import { findVisibleAgent } from './find-visible-agent.js';
import { toAgentView } from './agent-view.js';
import { createAgent } from './create-agent.js';
import { updateAgent } from './update-agent.js';
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

const actorOf = (member: MemberContext): Actor => ({ id: member.userId, role: member.role });

/** Agents (spec §2, §7; D3). Mounted at /api/agents. */
export function agentsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    // The session is checked before the body, so a signed-out caller or a stranger learns nothing from validation.
    const member = {
      preValidation: async (request: FastifyRequest) => {
        await requireMember(ctx, request);
      },
    };
    const session = (request: FastifyRequest) => request.sessionContext as MemberContext;

    r.get('/', { ...member, schema: { tags: ['agents'], response: { 200: agentListSchema, ...errors } } }, async (request) => {
      const m = session(request);
      return listAgents(ctx.db, { accountId: m.accountId, actor: actorOf(m) });
    });

    r.get(
      '/instructors',
      { ...member, schema: { tags: ['agents'], response: { 200: instructorListSchema, ...errors } } },
      async (request) => {
        return { instructors: await listPotentialInstructors(ctx.db, { accountId: session(request).accountId }) };
      },
    );

    r.post(
      '/',
      { ...member, schema: { tags: ['agents'], body: createAgentSchema, response: { 201: agentSchema, ...errors } } },
      async (request, reply) => {
        const m = session(request);
        const agent = await createAgent(ctx, { accountId: m.accountId, actor: actorOf(m), input: request.body });
        return reply.status(201).send(agent);
      },
    );

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

    r.get(
      '/:id',
      { ...member, schema: { tags: ['agents'], params: idParamSchema, response: { 200: agentSchema, ...errors } } },
      async (request) => {
        const m = session(request);
        const actor = actorOf(m);
        return toAgentView(await findVisibleAgent(ctx.db, { accountId: m.accountId, actor, agentId: request.params.id }), actor);
      },
    );

    r.put(
      '/:id',
      {
        ...member,
        schema: { tags: ['agents'], params: idParamSchema, body: updateAgentSchema, response: { 200: agentSchema, ...errors } },
      },
      async (request) => {
        const m = session(request);
        return updateAgent(ctx, { accountId: m.accountId, actor: actorOf(m), agentId: request.params.id, input: request.body });
      },
    );

    r.post(
      '/:id/duplicate',
      { ...member, schema: { tags: ['agents'], params: idParamSchema, response: { 201: agentSchema, ...errors } } },
      async (request, reply) => {
        const m = session(request);
        const agent = await duplicateAgent(ctx, { accountId: m.accountId, actor: actorOf(m), agentId: request.params.id });
        return reply.status(201).send(agent);
      },
    );

    r.get(
      '/:id/share-link',
      { ...member, schema: { tags: ['agents'], params: idParamSchema, response: { 200: shareLinkSchema, ...errors } } },
      async (request) => {
        const m = session(request);
        return getShareLink(ctx.db, { appUrl: ctx.config.APP_URL, accountId: m.accountId, actor: actorOf(m), agentId: request.params.id });
      },
    );

    r.post(
      '/:id/deletion-request',
      { ...member, schema: { tags: ['agents'], params: idParamSchema, response: { 200: messageSchema, ...errors } } },
      async (request) => {
        const m = session(request);
        const result = await requestAgentDeletion(ctx, {
          accountId: m.accountId,
          actor: actorOf(m),
          email: m.email,
          agentId: request.params.id,
        });
        return { success: true as const, ...result };
      },
    );
  };
}
