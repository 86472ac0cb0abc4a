import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { agentParamsSchema, apiErrorSchema, okSchema } from '@app/shared/api/common';
import {
  agentWebsiteParamsSchema,
  createWebsiteSchema,
  updateWebsiteSchema,
  websiteListSchema,
  websitePageListSchema,
  websitePagesQuerySchema,
  websiteSchema,
} from '@app/shared/api/knowledge-website';
import { WEBSITE_MESSAGES } from '@app/shared/i18n/knowledge-website';
import type { AppContext } from '../../../app-context.js';
import { memberCaller } from '../../../base/request-caller.js';
import { listWebsites } from './list-websites.js';
import { createWebsite } from './create-website.js';
import { listWebsitePages } from './list-website-pages.js';
import { cancelWebsite, deleteWebsite, refreshWebsite, updateWebsite } from './manage-website.js';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  402: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
/** Owner, admin and the agent's instructor (requireAgent 'manage'), checked before the body is read. */
const manage = { agentAction: 'manage' as const };

/** Websites of an agent's knowledge (issue 29, 'Sito web'), under /api/agents/:agentId/websites (member scope). */
export function websiteRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/:agentId/websites',
      { config: manage, schema: { tags: ['knowledge'], params: agentParamsSchema, response: { 200: websiteListSchema, ...errors } } },
      async (request) => listWebsites(ctx.db, { caller: memberCaller(request), agentId: request.params.agentId }),
    );

    r.post(
      '/:agentId/websites',
      {
        config: manage,
        schema: {
          tags: ['knowledge'],
          params: agentParamsSchema,
          body: createWebsiteSchema,
          description:
            'Adds a website (a start page or a sitemap.xml) and queues its crawl; progress arrives as `websites.changed` events.',
          response: { 201: websiteSchema, ...errors },
        },
      },
      async (request, reply) => {
        const website = await createWebsite(ctx, { caller: memberCaller(request), agentId: request.params.agentId, input: request.body });
        return reply.status(201).send(website);
      },
    );

    r.get(
      '/:agentId/websites/:websiteId/pages',
      {
        config: manage,
        schema: {
          tags: ['knowledge'],
          params: agentWebsiteParamsSchema,
          querystring: websitePagesQuerySchema,
          response: { 200: websitePageListSchema, ...errors },
        },
      },
      async (request) => listWebsitePages(ctx.db, { caller: memberCaller(request), ...request.params, state: request.query.state }),
    );

    r.patch(
      '/:agentId/websites/:websiteId',
      {
        config: manage,
        schema: {
          tags: ['knowledge'],
          params: agentWebsiteParamsSchema,
          body: updateWebsiteSchema,
          response: { 200: websiteSchema, ...errors },
        },
      },
      async (request) => updateWebsite(ctx, { caller: memberCaller(request), ...request.params, input: request.body }),
    );

    r.post(
      '/:agentId/websites/:websiteId/refresh',
      {
        config: manage,
        schema: {
          tags: ['knowledge'],
          params: agentWebsiteParamsSchema,
          description: "'Aggiorna': crawls again and processes only the pages whose content changed; pages gone from the site are removed.",
          response: { 200: websiteSchema, ...errors },
        },
      },
      async (request) => refreshWebsite(ctx, { caller: memberCaller(request), ...request.params }),
    );

    r.post(
      '/:agentId/websites/:websiteId/cancel',
      { config: manage, schema: { tags: ['knowledge'], params: agentWebsiteParamsSchema, response: { 200: websiteSchema, ...errors } } },
      async (request) => cancelWebsite(ctx, { caller: memberCaller(request), ...request.params }),
    );

    r.delete(
      '/:agentId/websites/:websiteId',
      { config: manage, schema: { tags: ['knowledge'], params: agentWebsiteParamsSchema, response: { 200: okSchema, ...errors } } },
      async (request) => {
        await deleteWebsite(ctx, { caller: memberCaller(request), ...request.params });
        return { success: true as const, message: WEBSITE_MESSAGES.deleted };
      },
    );
  };
}
