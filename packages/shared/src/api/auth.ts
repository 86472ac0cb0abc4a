import { AUTH_FIELD_MESSAGES } from '../i18n/auth.js';
import { PASSWORD_REQUIRED } from '../i18n/auth.js';
import { z } from 'zod';
import { emailSchema } from './common.js';
import { PASSWORDS_DONT_MATCH } from '../i18n/password.js';
import { registrationPasswordSchema, strongPasswordSchema } from '../password.js';
import { ROLES } from '../roles.js';
import { PLAN_IDS } from '../plans.js';
import { secondFactorStateSchema } from './second-factor.js';

export const registerSchema = z
  .object({ email: emailSchema, password: registrationPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: PASSWORDS_DONT_MATCH, path: ['confirmPassword'] });
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, PASSWORD_REQUIRED).max(1024),
  rememberMe: z.boolean().default(false),
});
export type LoginInput = z.input<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });

/** New password from the reset link (token) or for a signed-in member activating their account. */
export const updatePasswordSchema = z
  .object({ password: strongPasswordSchema(), confirmPassword: z.string(), token: z.string().min(1).max(512).optional() })
  .refine((v) => v.password === v.confirmPassword, { message: PASSWORDS_DONT_MATCH, path: ['confirmPassword'] });
export type UpdatePasswordInput = z.infer<typeof updatePasswordSchema>;

export const verifyEmailSchema = z.object({ token: z.string().min(1).max(2048) });
/** The e-mailed link that lifts a sign-in lockout (issue 18). */
export const unlockSignInSchema = z.object({ token: z.string().min(1).max(2048) });

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  role: z.enum(ROLES),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
  hasPassword: z.boolean(),
});

export const sessionAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  plan: z.enum(PLAN_IDS).nullable(),
  planStatus: z.enum(['active', 'trial', 'expired']),
  effectivePlan: z.enum(PLAN_IDS).nullable(),
  trialEndsAt: z.string().nullable(),
  planExpiresAt: z.string().nullable(),
});

export const sessionSchema = z.object({
  user: sessionUserSchema,
  profile: z.object({ isActive: z.boolean() }).nullable(),
  account: sessionAccountSchema.nullable(),
  /** D14: whether this user must present a second factor, has one, and presented it in this session. */
  secondFactor: secondFactorStateSchema,
  /**
   * An invited member who has not chosen their password yet (issue 34, ADR 0133): who invited them (the account's
   * owner, the only one who adds members) and the company, when its billing details name it; null otherwise.
   */
  invitation: z.object({ inviterName: z.string(), companyName: z.string().nullable() }).nullable().optional(),
});
export type SessionInfo = z.infer<typeof sessionSchema>;

/** GET /api/auth/session: the session, or `{ user: null }` when signed out (a 200: being signed out is no error). */
export const currentSessionSchema = z.union([sessionSchema, z.object({ user: z.null() })]);
export type CurrentSession = z.infer<typeof currentSessionSchema>;
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const registerResponseSchema = z.object({
  user: z.object({ id: z.string(), email: z.string() }).nullable(),
  message: z.string(),
});

export const contactSchema = z.object({
  name: z.string().trim().min(1, AUTH_FIELD_MESSAGES.ilNomeEObbligatorio).max(200),
  email: emailSchema,
  company: z.string().trim().max(200).optional().default(''),
  message: z
    .string()
    .trim()
    .min(10, AUTH_FIELD_MESSAGES.ilMessaggioDeveContenereAlmeno)
    .max(5000, AUTH_FIELD_MESSAGES.ilMessaggioETroppoLungo),
});
