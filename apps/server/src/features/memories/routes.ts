import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { agentIdParamsSchema } from '@app/shared/api/chat';
import { MEMORY_COPY, memoryListSchema, memoryParamsSchema, modificationRequestSchema } from '@app/shared/api/memories';
import { apiErrorSchema, okSchema } from '@app/shared/api/common';
import type { AppContext } from '../../app-context.js';
import { requireMember } from '../../auth/session.js';
import { loadChatAgent } from '../chat/chat-agent.js';
import { deleteMemory } from './delete-memory.js';
import { listMemories } from './list-memories.js';
import { loadManageableAgent } from './manageable-agent.js';
import { sendModificationRequest } from './send-modification-request.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };

/** The team memory: the settings tab's list and delete, and the modification request of the conflict dialog. */
export function memoriesRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/agents/:agentId',
      { schema: { tags: ['memories'], params: agentIdParamsSchema, response: { 200: memoryListSchema, ...errors } } },
      async (request) => {
        const m = await requireMember(ctx, request);
        const agent = await loadManageableAgent(ctx.db, {
          accountId: m.accountId,
          userId: m.userId,
          role: m.role,
          agentId: request.params.agentId,
        });
        return { memories: await listMemories(ctx.db, { accountId: m.accountId, agentId: agent.id }) };
      },
    );

    r.delete(
      '/:memoryId',
      { schema: { tags: ['memories'], params: memoryParamsSchema, response: { 200: okSchema, ...errors } } },
      async (request) => {
        const m = await requireMember(ctx, request);
        await deleteMemory(ctx, { accountId: m.accountId, userId: m.userId, role: m.role, memoryId: request.params.memoryId });
        return { success: true as const, message: MEMORY_COPY.deleted };
      },
    );

    r.post(
      '/agents/:agentId/modification-request',
      {
        config: { rateLimit: 'modificationRequest' },
        schema: {
          tags: ['memories'],
          params: agentIdParamsSchema,
          body: modificationRequestSchema,
          response: { 200: okSchema, ...errors },
        },
      },
      async (request) => {
        const m = await requireMember(ctx, request);
        const agent = await loadChatAgent(ctx.db, {
          accountId: m.accountId,
          userId: m.userId,
          role: m.role,
          agentId: request.params.agentId,
        });
        await sendModificationRequest(ctx, { userId: m.userId, agent, input: request.body });
        return { success: true as const, message: MEMORY_COPY.requestSent };
      },
    );
  };
}
