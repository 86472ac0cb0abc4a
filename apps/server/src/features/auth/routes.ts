import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  currentSessionSchema,
  forgotPasswordSchema,
  loginSchema,
  registerResponseSchema,
  registerSchema,
  sessionSchema,
  unlockSignInSchema,
  updatePasswordSchema,
  verifyEmailSchema,
} from '@app/shared/api/auth';
import { apiErrorSchema, okSchema } from '@app/shared/api/common';
import { INVALID_LINK, LOGOUT_DONE, PASSWORD_UPDATED, REGISTRATION_PENDING_MESSAGE, RESET_LINK_SENT } from '@app/shared/i18n/common';
import type { AppContext } from '../../app-context.js';
import { callerFromSessionToken, requestHeaders } from '../../auth/authenticate.js';
import { optionalCaller } from '../../base/request-caller.js';
import { forwardAuthHeaders, translateAuthError } from '../../auth/forward.js';
import { AppError, badRequest, unauthorized } from '../../base/errors.js';
import { registerAccount } from './register.js';
import { isDeactivated } from './deactivated.js';
import { isPendingInvitee } from './pending-invitee.js';
import { DEACTIVATED_MESSAGE } from '@app/shared/i18n/auth';
import { getSessionInfo } from './session-info.js';
import { activateProfile, setOwnPassword } from './passwords.js';
import { recordSignIn } from '../../auth/session-activity.js';
import { clearSignInFailures, clearSignInFailuresOfUser, recordFailedSignIn, refuseBlockedSignIn, unlockSignIn } from './sign-in-guard.js';
import { EMAIL_NOT_VERIFIED, LOGIN_FAILED } from '@app/shared/i18n/auth';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema };

/** Sign-up, sign-in and the links e-mailed for them (public scope). Mounted at /api/auth. */
export function authRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/register',
      {
        config: { rateLimit: 'register' },
        schema: { tags: ['auth'], body: registerSchema, response: { 201: registerResponseSchema, ...errors } },
      },
      async (request, reply) => {
        await registerAccount(ctx, request.body);
        return reply.status(201).send({ user: null, message: REGISTRATION_PENDING_MESSAGE });
      },
    );

    r.post(
      '/login',
      {
        config: { rateLimit: 'login' },
        schema: { tags: ['auth'], body: loginSchema, response: { 200: sessionSchema, ...errors } },
      },
      async (request, reply) => {
        const { email, password, rememberMe } = request.body;
        const attempt = { address: request.ip, email };
        await refuseBlockedSignIn(ctx, attempt);
        const result = await ctx.auth.api
          .signInEmail({ body: { email, password, rememberMe }, headers: requestHeaders(request), returnHeaders: true })
          .catch(async (err: unknown) =>
            translateAuthError(err, {
              INVALID_EMAIL_OR_PASSWORD: unauthorized(LOGIN_FAILED, 'INVALID_CREDENTIALS'),
              // better-auth checks verification before our ban hook; the password was right, so say the real reason,
              // except to an invitee, who is told what an address in use elsewhere is told (ADR 0111).
              EMAIL_NOT_VERIFIED: (await isPendingInvitee(ctx, email))
                ? unauthorized(LOGIN_FAILED, 'INVALID_CREDENTIALS')
                : (await isDeactivated(ctx, email))
                  ? new AppError(403, 'ACCOUNT_DEACTIVATED', DEACTIVATED_MESSAGE)
                  : new AppError(403, 'EMAIL_NOT_VERIFIED', EMAIL_NOT_VERIFIED),
              PASSWORD_TOO_LONG: unauthorized(LOGIN_FAILED, 'INVALID_CREDENTIALS'),
            }),
          )
          .catch(async (err: unknown) => {
            if (err instanceof AppError && err.code === 'INVALID_CREDENTIALS') await recordFailedSignIn(ctx, attempt);
            throw err;
          });
        await clearSignInFailures(ctx, email);
        const caller = await callerFromSessionToken(ctx, result.response.token);
        if (caller.sessionId) await recordSignIn(ctx.db, caller.sessionId, { address: request.ip, rememberMe });
        forwardAuthHeaders(reply, result.headers);
        return getSessionInfo(ctx.db, caller);
      },
    );

    r.post('/logout', { schema: { tags: ['auth'], response: { 200: okSchema } } }, async (request, reply) => {
      const session = optionalCaller(request);
      const result = await ctx.auth.api.signOut({ headers: requestHeaders(request), returnHeaders: true }).catch(() => null);
      if (result) forwardAuthHeaders(reply, result.headers);
      if (session) await ctx.realtime.publish({ type: 'session.ended', userId: session.userId, payload: { sessionId: session.sessionId } });
      return { success: true as const, message: LOGOUT_DONE };
    });

    // Public: a visitor who is signed out gets { user: null } (a 200, no error in the browser's console).
    r.get('/session', { schema: { tags: ['auth'], response: { 200: currentSessionSchema } } }, async (request) => {
      const caller = optionalCaller(request);
      return caller ? getSessionInfo(ctx.db, caller) : { user: null };
    });

    r.post(
      '/forgot-password',
      {
        config: { rateLimit: 'forgotPassword' },
        schema: { tags: ['auth'], body: forgotPasswordSchema, response: { 200: okSchema, ...errors } },
      },
      async (request) => {
        // Same answer whether or not the address exists.
        await ctx.auth.api
          .requestPasswordReset({ body: { email: request.body.email, redirectTo: '/auth/update-password' } })
          .catch((err: unknown) => {
            request.log.warn({ err }, 'password reset request failed');
          });
        return { success: true as const, message: RESET_LINK_SENT };
      },
    );

    r.post(
      '/update-password',
      {
        config: { rateLimit: 'updatePassword' },
        schema: { tags: ['auth'], body: updatePasswordSchema, response: { 200: okSchema, ...errors } },
      },
      async (request, reply) => {
        const { token, password } = request.body;
        if (token) {
          const userId = await resetWithToken(ctx, token, password);
          await activateProfile(ctx, userId);
          await clearSignInFailuresOfUser(ctx, userId);
          await ctx.realtime.publish({ type: 'session.ended', userId });
        } else {
          // Without a link, the signed-in user (even one who has not activated their profile yet) sets it.
          const session = optionalCaller(request);
          if (!session) throw unauthorized();
          await setOwnPassword(ctx, { userId: session.userId, password, exceptSessionId: session.sessionId });
          const result = await ctx.auth.api.signOut({ headers: requestHeaders(request), returnHeaders: true }).catch(() => null);
          if (result) forwardAuthHeaders(reply, result.headers);
        }
        return { success: true as const, message: PASSWORD_UPDATED };
      },
    );

    r.post(
      '/unlock',
      {
        config: { rateLimit: 'verifyEmail' },
        schema: { tags: ['auth'], body: unlockSignInSchema, response: { 200: okSchema, ...errors } },
      },
      async (request) => ({ success: true as const, ...(await unlockSignIn(ctx, request.body)) }),
    );

    r.post(
      '/verify-email',
      {
        config: { rateLimit: 'verifyEmail' },
        schema: { tags: ['auth'], body: verifyEmailSchema, response: { 200: sessionSchema, ...errors } },
      },
      async (request, reply) => {
        const result = await ctx.auth.api
          .verifyEmail({ query: { token: request.body.token }, headers: requestHeaders(request), returnHeaders: true })
          .catch((err: unknown) =>
            translateAuthError(err, {
              TOKEN_EXPIRED: badRequest(INVALID_LINK, 'INVALID_LINK'),
              INVALID_TOKEN: badRequest(INVALID_LINK, 'INVALID_LINK'),
              USER_NOT_FOUND: badRequest(INVALID_LINK, 'INVALID_LINK'),
            }),
          );
        forwardAuthHeaders(reply, result.headers);
        const token = sessionTokenFrom(result.headers);
        if (!token) throw badRequest(INVALID_LINK, 'INVALID_LINK');
        const caller = await callerFromSessionToken(ctx, token);
        // The link signs in like the form with 'Ricordami': the sessions list shows the address Fastify saw (ADR 0107).
        if (caller.sessionId) await recordSignIn(ctx.db, caller.sessionId, { address: request.ip, rememberMe: true });
        return getSessionInfo(ctx.db, caller);
      },
    );

    r.post(
      '/resend-verification',
      {
        config: { rateLimit: 'resendVerification' },
        schema: { tags: ['auth'], body: forgotPasswordSchema, response: { 200: okSchema, ...errors } },
      },
      async (request) => {
        await ctx.auth.api.sendVerificationEmail({ body: { email: request.body.email } }).catch(() => undefined);
        return {
          success: true as const,
          message: "Se l'indirizzo è registrato e non ancora confermato, riceverai un nuovo link di verifica.",
        };
      },
    );
  };
}

/** Who is signed in (signed-in scope: also before the profile is activated). Mounted at /api/auth. */
async function resetWithToken(ctx: AppContext, token: string, password: string): Promise<string> {
  const verification = await ctx.auth.$context.then((c) => c.internalAdapter.findVerificationValue(`reset-password:${token}`));
  if (!verification || verification.expiresAt < new Date()) throw badRequest(INVALID_LINK, 'INVALID_LINK');
  await ctx.auth.api.resetPassword({ body: { token, newPassword: password } }).catch((err: unknown) =>
    translateAuthError(err, {
      INVALID_TOKEN: badRequest(INVALID_LINK, 'INVALID_LINK'),
    }),
  );
  return verification.value;
}

const SESSION_COOKIE = /agenti\.session_token=([^;]+)/;
function sessionTokenFrom(headers: Headers): string | null {
  for (const cookie of headers.getSetCookie()) {
    const match = SESSION_COOKIE.exec(cookie);
    if (match?.[1]) return decodeURIComponent(match[1]).split('.')[0] ?? null;
  }
  return null;
}
