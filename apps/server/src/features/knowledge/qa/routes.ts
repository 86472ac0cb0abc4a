import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { agentParamsSchema, apiErrorSchema, okSchema } from '@app/shared/api/common';
import { agentQaPairParamsSchema, qaPairInputSchema, qaPairListSchema, qaPairSchema } from '@app/shared/api/knowledge-qa';
import { QA_MESSAGES } from '@app/shared/i18n/knowledge-qa';
import type { AppContext } from '../../../app-context.js';
import { memberCaller } from '../../../base/request-caller.js';
import { createQaPair } from './create-qa-pair.js';
import { updateQaPair } from './update-qa-pair.js';
import { listQaPairs } from './list-qa-pairs.js';
import { deleteSourceDocument } from '../sources/source-documents.js';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  402: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  413: apiErrorSchema,
};

/** Question-and-answer pairs of an agent ('Domande e risposte', issue 29), under /api/agents/:agentId/qa-pairs. */
export function qaPairRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/:agentId/qa-pairs',
      { schema: { tags: ['knowledge'], params: agentParamsSchema, response: { 200: qaPairListSchema, ...errors } } },
      async (request) => listQaPairs(ctx.db, { caller: memberCaller(request), agentId: request.params.agentId }),
    );

    r.post(
      '/:agentId/qa-pairs',
      {
        schema: {
          tags: ['knowledge'],
          params: agentParamsSchema,
          body: qaPairInputSchema,
          description:
            'A question (with up to 10 variants) and its exact answer: a visitor asking it closely enough gets that answer as written, cited as "Domande e risposte".',
          response: { 201: qaPairSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await createQaPair(ctx, { caller: memberCaller(request), agentId: request.params.agentId, input: request.body })),
    );

    r.put(
      '/:agentId/qa-pairs/:pairId',
      {
        schema: {
          tags: ['knowledge'],
          params: agentQaPairParamsSchema,
          body: qaPairInputSchema,
          response: { 200: qaPairSchema, ...errors },
        },
      },
      async (request) => updateQaPair(ctx, { caller: memberCaller(request), ...request.params, input: request.body }),
    );

    r.delete(
      '/:agentId/qa-pairs/:pairId',
      { schema: { tags: ['knowledge'], params: agentQaPairParamsSchema, response: { 200: okSchema, ...errors } } },
      async (request) => {
        await deleteSourceDocument(ctx, {
          caller: memberCaller(request),
          agentId: request.params.agentId,
          type: 'qa',
          id: request.params.pairId,
        });
        return { success: true as const, message: QA_MESSAGES.deleted };
      },
    );
  };
}
