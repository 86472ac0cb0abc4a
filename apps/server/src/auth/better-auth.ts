import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { PRODUCT_NAME } from '@app/shared/i18n/common';
import type { Config } from '../config/config.js';
import type { Db } from '../db/client.js';
import { credentials, sessions, users, verifications } from '../db/schema/auth.js';
import { newId } from '../db/ids.js';
import type { Mailer } from '../mail/mailer.js';
import { resetPasswordEmail, verificationEmail } from './emails.js';
import { DEACTIVATED_MESSAGE } from '@app/shared/i18n/auth';
import { hashPassword, verifyPassword } from './password-hashing.js';

export const SESSION_DAYS = 30;

/**
 * better-auth does the identity work (scrypt hashing, sessions, verification and reset tokens). Its HTTP
 * handler is not mounted: our own routes call `auth.api.*`, so every rule and message stays ours.
 */
export function createAuth(config: Config, db: Db, mailer: Mailer) {
  return betterAuth({
    appName: PRODUCT_NAME,
    baseURL: config.APP_URL,
    basePath: '/api/auth',
    secret: config.AUTH_SECRET,
    trustedOrigins: [config.APP_URL],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: credentials, verification: verifications },
    }),
    user: {
      additionalFields: {
        role: { type: 'string', input: false, defaultValue: 'user' },
        accountId: { type: 'string', input: false, required: false },
        bannedUntil: { type: 'date', input: false, required: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      // better-auth's scrypt and format, from one module that also reads the lighter work test data names (ADR 0381).
      password: { hash: hashPassword, verify: ({ hash, password }) => verifyPassword(hash, password) },
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, token }) => {
        await mailer.send(resetPasswordEmail(user.email, `${config.APP_URL}/auth/update-password?token=${encodeURIComponent(token)}`));
      },
    },
    emailVerification: {
      sendOnSignUp: false,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, token }) => {
        // A deactivated member gets no link: it could not let them in.
        const bannedUntil = (user as { bannedUntil?: Date | string | null }).bannedUntil;
        if (bannedUntil && new Date(bannedUntil).getTime() > Date.now()) return;
        await mailer.send(verificationEmail(user.email, `${config.APP_URL}/auth/verify-email?token=${encodeURIComponent(token)}`));
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * SESSION_DAYS,
      updateAge: 60 * 60 * 24,
      // Sessions are read from the database on every request so that a deactivation or a sign-out
      // elsewhere takes effect at once.
      cookieCache: { enabled: false },
    },
    // Our own limits (rate-limit/limits.ts) guard the auth routes; a second, per-process counter would disagree.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'agenti',
      useSecureCookies: config.APP_URL.startsWith('https://'),
      database: { generateId: () => newId() },
    },
    databaseHooks: {
      session: {
        create: {
          before: async (session) => {
            const [user] = await db.select({ bannedUntil: users.bannedUntil }).from(users).where(eq(users.id, session.userId));
            if (user?.bannedUntil && user.bannedUntil.getTime() > Date.now()) {
              throw new APIError('FORBIDDEN', { message: DEACTIVATED_MESSAGE, code: 'ACCOUNT_DEACTIVATED' });
            }
            await db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, session.userId));
            return { data: session };
          },
        },
      },
    },
    telemetry: { enabled: false },
    logger: { disabled: config.NODE_ENV === 'test', level: 'error' },
  });
}

export type Auth = ReturnType<typeof createAuth>;
