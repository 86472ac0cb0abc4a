import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MEMORY_COPY } from '@app/shared/i18n/memories';
import { memoryListSchema, memoryParamsSchema, modificationRequestSchema } from '@app/shared/api/memories';
import { agentParamsSchema, apiErrorSchema, okSchema } from '@app/shared/api/common';
import type { AppContext } from '../../app-context.js';
import { memberCaller } from '../../base/request-caller.js';
import { requireAgent } from '../agents/require-agent.js';
import { approveMemory } from './approve-memory.js';
import { deleteMemory } from './delete-memory.js';
import { listMemories } from './list-memories.js';
import { sendModificationRequest } from './send-modification-request.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };

/**
 * The team memory (member scope): the settings tab's list and delete, and the modification request of the
 * conflict dialog. Mounted at /api/agents: /:agentId/memories/…
 */
export function memoriesRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/:agentId/memories',
      { schema: { tags: ['memories'], params: agentParamsSchema, response: { 200: memoryListSchema, ...errors } } },
      async (request) => {
        const caller = memberCaller(request);
        const agent = await requireAgent(ctx.db, caller, request.params.agentId, 'manage');
        return { memories: await listMemories(ctx.db, { accountId: caller.accountId, agentId: agent.id }) };
      },
    );

    r.delete(
      '/:agentId/memories/:memoryId',
      { schema: { tags: ['memories'], params: memoryParamsSchema, response: { 200: okSchema, ...errors } } },
      async (request) => {
        const { agentId, memoryId } = request.params;
        await deleteMemory(ctx, { caller: memberCaller(request), agentId, memoryId });
        return { success: true as const, message: MEMORY_COPY.deleted };
      },
    );

    // 'Approva' (ADR 0132): a memory waiting for approval becomes one the agent uses.
    r.post(
      '/:agentId/memories/:memoryId/approve',
      { schema: { tags: ['memories'], params: memoryParamsSchema, response: { 200: okSchema, ...errors, 409: apiErrorSchema } } },
      async (request) => {
        const { agentId, memoryId } = request.params;
        await approveMemory(ctx, { caller: memberCaller(request), agentId, memoryId });
        return { success: true as const, message: MEMORY_COPY.approved };
      },
    );

    // Anyone who may chat with the agent may ask its instructor for a change (it only sends an e-mail).
    r.post(
      '/:agentId/memories/modification-request',
      {
        config: { rateLimit: 'modificationRequest' },
        schema: {
          tags: ['memories'],
          params: agentParamsSchema,
          body: modificationRequestSchema,
          response: { 200: okSchema, ...errors },
        },
      },
      async (request) => {
        const caller = memberCaller(request);
        const agent = await requireAgent(ctx.db, caller, request.params.agentId, 'see');
        await sendModificationRequest(ctx, { userId: caller.userId, agent, input: request.body });
        return { success: true as const, message: MEMORY_COPY.requestSent };
      },
    );
  };
}
