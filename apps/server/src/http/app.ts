import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import { configureItalianValidation } from '@app/shared/validation-messages';
import type { AppContext } from '../app-context.js';
import { registerErrorHandler } from './error-handler.js';
import { csrfGuard } from './csrf.js';
import { registerNotFound, registerWebApp } from './web-app.js';
import { registerFeatureRoutes } from './routes.js';
import { validatorCompiler } from '../base/validation.js';
import { registerRouteLimits } from '../rate-limit/route-limits.js';
import { registerHealthRoutes } from './readiness.js';
import { registerWidgetPage } from '../features/integrations/widget-page.js';
import { recordRoutes } from './route-table.js';
import { registerMetrics } from './metrics-route.js';

export const BODY_LIMIT = 1024 * 1024;
/** A request id taken from a proxy: letters, digits, dashes, up to 64 characters. */
const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

/** The HTTP server: security plugins, the API, its OpenAPI document, and the built web app. */
export async function buildApp(ctx: AppContext, options: { serveWeb?: boolean } = {}): Promise<FastifyInstance> {
  configureItalianValidation();
  const app = Fastify({
    loggerInstance: ctx.log,
    bodyLimit: BODY_LIMIT,
    trustProxy: ctx.config.TRUST_PROXY,
    // Long ids reach our validation (an Italian 400) instead of the router's bare 414.
    routerOptions: { maxParamLength: 1000 },
    // Every request has an id, in each of its log lines, its X-Request-Id header and its error answers (ADR 0144):
    // the one a proxy (nginx $request_id) sent when it looks like one, else a new UUID.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  });
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  registerMetrics(app, ctx);
  recordRoutes(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app, (route) => ctx.metrics.rateLimited(route));

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // https: for the avatar an agent's owner chose ('Aspetto', ADR 0135); answers never render images (MarkdownAnswer).
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: ctx.config.APP_URL.startsWith('https://') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: ctx.config.APP_URL.startsWith('https://'),
  });
  await app.register(cookie);
  registerRouteLimits(app, ctx.rateLimits);
  await app.register(multipart, { limits: { fileSize: ctx.config.MAX_UPLOAD_MB * 1024 * 1024, files: 1, fields: 20 } });
  app.addHook('onRequest', csrfGuard(ctx));
  // API answers are personal (or about to be): no browser or proxy cache may keep them, unless a route says otherwise.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) void reply.header('cache-control', 'private, no-store');
    return payload;
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Agenti AI API', version: '1.0.3', description: 'API della piattaforma Agenti AI.' },
      components: {
        securitySchemes: {
          cookieAuth: { type: 'apiKey', in: 'cookie', name: 'agenti.session_token' },
          // /api/v1 (issue 14): account API tokens created on /integrations.
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'Token API creato su /integrations (agt_…).' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  registerHealthRoutes(app, ctx);

  await app.register(async (api) => registerFeatureRoutes(api, ctx), { prefix: '/api' });

  if (options.serveWeb) {
    await registerWebApp(app);
    registerWidgetPage(app, ctx);
  }
  registerNotFound(app, Boolean(options.serveWeb));
  app.addHook('onClose', async () => {
    for (const close of ctx.onClose) await close();
  });
  return app;
}
