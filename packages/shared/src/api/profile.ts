import { PROFILE_FIELD_MESSAGES } from '../i18n/profile.js';
import {
  EMAIL_EMPTY,
  INVALID_EMAIL_LINK,
  NEW_PASSWORD_REQUIRED,
  PROFILE_PASSWORDS_DONT_MATCH,
  CURRENT_PASSWORD_REQUIRED,
  WRONG_CURRENT_PASSWORD,
  PROFILE_NAME_TOO_LONG,
  PROFILE_NAME_INVALID,
  ADDRESS_REQUIRED,
  DELETE_CONFIRMATION_MESSAGE,
  WRONG_PASSWORD,
} from '../i18n/profile.js';
import { z } from 'zod';
import { INVALID_EMAIL } from '../i18n/common.js';
import { PASSWORD_COMPLEXITY_MESSAGE } from '../i18n/password.js';
import { PASSWORD_MAX_LENGTH } from '../limits.js';
import { isStrongPassword } from '../password.js';
import { ROLES } from '../roles.js';
import { IDENTITY_PROVIDERS } from './google-sign-in.js';

/** The signed-in user's own profile (spec §2 'Profilo Utente'). */
export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** A new address waiting for its confirmation link to be opened. */
  pendingEmail: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  address: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  hasPassword: z.boolean(),
  /** How the user can sign in (spec §3 identities): 'email' with a password, 'google' once linked. */
  identities: z.array(z.enum(IDENTITY_PROVIDERS)),
  role: z.enum(ROLES),
  /** The temporary 'become owner' card (D7): the server runs with ALLOW_SELF_PROMOTION and the role allows it. */
  canBecomeOwner: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

export const updateEmailSchema = z.object({
  email: z.string({ error: EMAIL_EMPTY }).trim().min(1, EMAIL_EMPTY).max(254, INVALID_EMAIL).toLowerCase().pipe(z.email(INVALID_EMAIL)),
});
export type UpdateEmailInput = z.infer<typeof updateEmailSchema>;

export const confirmEmailSchema = z.object({
  token: z.string({ error: INVALID_EMAIL_LINK }).min(1, INVALID_EMAIL_LINK).max(512, INVALID_EMAIL_LINK),
});

/** Profile password form (spec §5): required, complex, equal to its confirmation. */
export const changePasswordSchema = z
  .object({
    /** Required by the server whenever the user already has a password ('Imposta Password' otherwise). */
    currentPassword: z.string({ error: CURRENT_PASSWORD_REQUIRED }).max(1024, WRONG_CURRENT_PASSWORD).optional(),
    newPassword: z
      .string({ error: NEW_PASSWORD_REQUIRED })
      .min(1, NEW_PASSWORD_REQUIRED)
      .max(PASSWORD_MAX_LENGTH, PASSWORD_COMPLEXITY_MESSAGE)
      .refine((p) => p.length === 0 || isStrongPassword(p), { message: PASSWORD_COMPLEXITY_MESSAGE }),
    confirmPassword: z.string({ error: PROFILE_PASSWORDS_DONT_MATCH }).max(1024, PROFILE_PASSWORDS_DONT_MATCH),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: PROFILE_PASSWORDS_DONT_MATCH, path: ['confirmPassword'] });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

const profileName = z.string({ error: PROFILE_NAME_INVALID }).trim().max(100, PROFILE_NAME_TOO_LONG);
/** First and last name (spec §3 profiles): both optional; empty clears, and the display name falls back to the e-mail. */
export const updateNameSchema = z.object({ firstName: profileName, lastName: profileName });
export type UpdateNameInput = z.infer<typeof updateNameSchema>;

export const updateAddressSchema = z.object({
  address: z.string({ error: ADDRESS_REQUIRED }).trim().min(1, ADDRESS_REQUIRED).max(500, PROFILE_FIELD_MESSAGES.lIndirizzoETroppoLungo),
});
export type UpdateAddressInput = z.infer<typeof updateAddressSchema>;

export const DELETE_CONFIRMATION_WORD = 'CANCELLA';

export const deleteAccountSchema = z.object({
  confirmation: z
    .string({ error: DELETE_CONFIRMATION_MESSAGE })
    .max(100, DELETE_CONFIRMATION_MESSAGE)
    .refine((v) => v === DELETE_CONFIRMATION_WORD, { message: DELETE_CONFIRMATION_MESSAGE }),
  /** The fresh proof: the password, unless the session was created in the last few minutes. */
  password: z.string({ error: WRONG_PASSWORD }).max(1024, WRONG_PASSWORD).optional(),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

export const avatarResponseSchema = z.object({ success: z.literal(true), message: z.string(), avatarUrl: z.string() });

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export const AVATAR_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';
/** Longest side of an avatar: a small file can declare an image of gigapixels that every browser then decodes. */
export const AVATAR_MAX_SIDE_PX = 8000;
