import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { legalInfoSchema, processorsSchema } from '@app/shared/api/legal';
import type { AppContext } from '../../app-context.js';
import { getLegalInfo } from './get-legal-info.js';
import { unsafeListProcessors } from './list-processors.js';

/** Public: the footer and the legal pages read the operator's company data. Mounted at /api/legal. */
export function legalRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app
      .withTypeProvider<ZodTypeProvider>()
      .get('/', { schema: { tags: ['legal'], response: { 200: legalInfoSchema } } }, async (_request, reply) => {
        // Configuration only changes with a restart: browsers and proxies may keep it for a while.
        void reply.header('cache-control', 'public, max-age=300');
        return getLegalInfo(ctx.config);
      })
      .get(
        '/processors',
        { schema: { tags: ['legal'], description: 'Sub-responsabili e trattamenti (issue 33).', response: { 200: processorsSchema } } },
        async (_request, reply) => {
          void reply.header('cache-control', 'public, max-age=300');
          return unsafeListProcessors(ctx.db, ctx.config);
        },
      );
  };
}
