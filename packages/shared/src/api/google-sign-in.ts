import { GOOGLE_LINK_WRONG_PASSWORD, GOOGLE_LINK_PASSWORD_REQUIRED } from '../i18n/google-sign-in.js';
import { z } from 'zod';

// Beside their messages, without zod: the sign-in page reads them on its first load (issue 34).
export { isGoogleErrorCode, type GoogleErrorCode } from '../i18n/google-sign-in.js';

/** GET /api/auth/google/config: whether the 'Accedi con Google' button is shown. */
export const googleConfigSchema = z.object({ enabled: z.boolean() });
export type GoogleConfig = z.infer<typeof googleConfigSchema>;

/** Where the flow was started: the sign-in/registration pages, or a signed-in invited member activating their account. */
export const GOOGLE_INTENTS = ['signIn', 'activate'] as const;
export type GoogleIntent = (typeof GOOGLE_INTENTS)[number];
/**
 * `remember=1`: the 'Ricordami' box of the page was checked (a 30-day session); anything else gives a browser session
 * of at most 12 hours, the rule of the password form (ADR 0106, 0123).
 */
export const googleStartQuerySchema = z.object({
  intent: z.enum(GOOGLE_INTENTS).catch('signIn').default('signIn'),
  remember: z
    .string()
    .optional()
    .catch(undefined)
    .transform((value) => value === '1'),
});

/** GET /api/auth/google/link: the pending link the browser holds (cookie), for the page that asks the password. */
export const googlePendingLinkSchema = z.object({ email: z.string() });
export type GooglePendingLink = z.infer<typeof googlePendingLinkSchema>;

/** POST /api/auth/google/link: the password of the existing account proves it is the same person. */
export const linkGoogleSchema = z.object({
  password: z.string({ error: GOOGLE_LINK_PASSWORD_REQUIRED }).min(1, GOOGLE_LINK_PASSWORD_REQUIRED).max(1024, GOOGLE_LINK_WRONG_PASSWORD),
});
export type LinkGoogleInput = z.infer<typeof linkGoogleSchema>;

/** The ways a user can sign in (spec §3 identities): shown on the profile. */
export const IDENTITY_PROVIDERS = ['email', 'google'] as const;
export type IdentityProvider = (typeof IDENTITY_PROVIDERS)[number];
