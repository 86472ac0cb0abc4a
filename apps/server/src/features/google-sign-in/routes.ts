import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionSchema } from '@app/shared/api/auth';
import { apiErrorSchema } from '@app/shared/api/common';
import {
  googleConfigSchema,
  googlePendingLinkSchema,
  googleStartQuerySchema,
  linkGoogleSchema,
  type GoogleErrorCode,
  type GoogleIntent,
} from '@app/shared/api/google-sign-in';
import type { AppContext } from '../../app-context.js';
import { callerFromSessionToken } from '../../auth/authenticate.js';
import { DEACTIVATED_MESSAGE } from '@app/shared/i18n/auth';
import { ProviderUnavailableError } from '../../auth/openid-client.js';
import { AppError, RateLimitedError } from '../../base/errors.js';
import { optionalCaller } from '../../base/request-caller.js';
import { getSessionInfo } from '../auth/session-info.js';
import { signInMemberUnlessDeactivated } from '../team/sign-in-member.js';
import { googleClient, googleEnabled } from './google-settings.js';
import { createSignInState, STATE_TTL_SECONDS } from './sign-in-state.js';
import { finishGoogleSignIn } from './finish-google-sign-in.js';
import { getPendingLink, linkGoogleIdentity } from './link-google-identity.js';
import { LINK_TTL_SECONDS } from './pending-link.js';

const STATE_COOKIE = 'agenti.google_state';
const LINK_COOKIE = 'agenti.google_link';
const COOKIE_PATH = '/api/auth/google';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };
/** Whatever Google (or anyone) puts in the callback's address: read leniently, every failure becomes a redirect. */
const callbackQuerySchema = z.object({
  code: z.string().max(4096).optional().catch(undefined),
  state: z.string().max(512).optional().catch(undefined),
  error: z.string().max(256).optional().catch(undefined),
});

/** Google sign-in (issue 17), public scope, mounted at /api/auth/google. The browser navigates to start and callback. */
export function googleSignInRoutes(ctx: AppContext) {
  const secure = ctx.config.APP_URL.startsWith('https://');
  const cookieOptions = (maxAge: number) => ({ path: COOKIE_PATH, httpOnly: true, sameSite: 'lax' as const, secure, maxAge });
  const failedAt = (intent: GoogleIntent, code: GoogleErrorCode) =>
    `${intent === 'activate' ? '/auth/update-password' : '/auth/login'}?google=${code}`;

  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    // Public: the sign-in and registration pages show 'Accedi con Google' only when it is configured.
    r.get('/config', { schema: { tags: ['auth'], response: { 200: googleConfigSchema } } }, async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=300');
      return { enabled: googleEnabled(ctx.config) };
    });

    // The browser navigates here: past the limit it is sent back to its page with a message, not shown a 429.
    const backWhenLimited = (intentOf: (request: FastifyRequest) => GoogleIntent) => ({
      config: { rateLimit: 'googleSignIn' as const },
      errorHandler: (error: Error, request: FastifyRequest, reply: FastifyReply) => {
        if (error instanceof RateLimitedError) return reply.redirect(failedAt(intentOf(request), 'tooMany'));
        throw error;
      },
    });
    const startIntent = (request: FastifyRequest) => googleStartQuerySchema.safeParse(request.query ?? {}).data?.intent ?? 'signIn';

    r.get('/start', { schema: { tags: ['auth'], hide: true }, ...backWhenLimited(startIntent) }, async (request, reply) => {
      const { intent, remember } = googleStartQuerySchema.parse(request.query ?? {});
      const client = googleClient(ctx.config);
      if (!client) return reply.redirect(failedAt(intent, 'disabled'));
      const caller = optionalCaller(request);
      // Activation links Google to the invited member signed in on this browser, and only to them.
      if (intent === 'activate' && !caller) return reply.redirect(failedAt(intent, 'inviteSessionMissing'));
      const state = await createSignInState(ctx, {
        intent,
        userId: intent === 'activate' ? (caller?.userId ?? null) : null,
        rememberMe: remember,
      });
      try {
        const url = await client.authorizeUrl(state);
        void reply.setCookie(STATE_COOKIE, state.browserKey, cookieOptions(STATE_TTL_SECONDS));
        return reply.redirect(url);
      } catch (err) {
        if (!(err instanceof ProviderUnavailableError)) throw err;
        request.log.warn({ err: err.message }, 'Google sign-in: discovery unavailable');
        return reply.redirect(failedAt(intent, 'unavailable'));
      }
    });

    r.get('/callback', { schema: { tags: ['auth'], hide: true }, ...backWhenLimited(() => 'signIn') }, async (request, reply) => {
      void reply.clearCookie(STATE_COOKIE, { path: COOKIE_PATH });
      const query = callbackQuerySchema.parse(request.query ?? {});
      const outcome = await finishGoogleSignIn(ctx, {
        ...query,
        browserKey: request.cookies[STATE_COOKIE],
        signedIn: optionalCaller(request)?.userId ?? null,
      }).catch((err: unknown) => {
        // Never a 500 page in the middle of a sign-in: log it and say it did not work.
        request.log.error({ err }, 'Google sign-in callback failed');
        return { kind: 'failed' as const, code: 'invalidToken' as const, intent: 'signIn' as const };
      });
      switch (outcome.kind) {
        case 'failed':
          return reply.redirect(failedAt(outcome.intent, outcome.code));
        case 'activated':
          return reply.redirect('/dashboard');
        case 'link':
          void reply.setCookie(LINK_COOKIE, outcome.key, cookieOptions(LINK_TTL_SECONDS));
          return reply.redirect('/auth/google/collega');
        case 'signIn': {
          const cookies = await startSession(ctx, request, outcome);
          if (!cookies) return reply.redirect(failedAt('signIn', 'deactivated'));
          // @fastify/cookie appends its own cookies (state or link cleared) to this header when the reply is sent.
          void reply.header('set-cookie', cookies);
          return reply.redirect('/dashboard');
        }
      }
    });

    r.get('/link', { schema: { tags: ['auth'], response: { 200: googlePendingLinkSchema, ...errors } } }, async (request) =>
      getPendingLink(ctx, { key: request.cookies[LINK_COOKIE] }),
    );

    r.post(
      '/link',
      {
        config: { rateLimit: 'googleLink' },
        schema: { tags: ['auth'], body: linkGoogleSchema, response: { 200: sessionSchema, ...errors } },
      },
      async (request, reply) => {
        const linked = await linkGoogleIdentity(ctx, {
          key: request.cookies[LINK_COOKIE],
          password: request.body.password,
          address: request.ip,
        });
        const cookies = await startSession(ctx, request, linked);
        if (!cookies) throw new AppError(403, 'ACCOUNT_DEACTIVATED', DEACTIVATED_MESSAGE);
        void reply.clearCookie(LINK_COOKIE, { path: COOKIE_PATH });
        void reply.header('set-cookie', cookies);
        return getSessionInfo(ctx.db, await callerFromSessionToken(ctx, sessionTokenOf(cookies[0]!)));
      },
    );
  };
}

/**
 * A better-auth session for the user, as the login form opens one, 'Ricordami' included (ADR 0123); null for a
 * deactivated user (refused by its hook).
 */
async function startSession(
  ctx: AppContext,
  request: FastifyRequest,
  { userId, rememberMe }: { userId: string; rememberMe: boolean },
): Promise<string[] | null> {
  return signInMemberUnlessDeactivated(ctx, { userId, ipAddress: request.ip, userAgent: request.headers['user-agent'] ?? '', rememberMe });
}

/** The token inside the signed `agenti.session_token=<token>.<signature>; …` cookie. */
const sessionTokenOf = (cookie: string): string => decodeURIComponent(cookie.split(';')[0]!.split('=')[1]!).split('.')[0]!;
