import {
  RECOVERY_CODE_INVALID,
  CODE_FORMAT,
  PROOF_REQUIRED,
  WRONG_PASSWORD_PROOF,
  TEAM_SECOND_FACTOR_CHOICE,
} from '../i18n/second-factor.js';
import { z } from 'zod';

/** The TOTP second factor (D14): enrolment with an authenticator app, recovery codes, a code at every sign-in. */

export const totpCodeSchema = z
  .string(CODE_FORMAT)
  .trim()
  .regex(/^\d{6}$/, CODE_FORMAT);

export const confirmSecondFactorSchema = z.object({ code: totpCodeSchema }, CODE_FORMAT);
export type ConfirmSecondFactorInput = z.infer<typeof confirmSecondFactorSchema>;

/** A code of the app, or one of the recovery codes (when the phone is lost). */
export const verifySecondFactorSchema = z.union(
  [
    z.object({ code: totpCodeSchema }),
    z.object({ recoveryCode: z.string(RECOVERY_CODE_INVALID).trim().min(8, RECOVERY_CODE_INVALID).max(32, RECOVERY_CODE_INVALID) }),
  ],
  CODE_FORMAT,
);
export type VerifySecondFactorInput = z.infer<typeof verifySecondFactorSchema>;

export const enrolmentSchema = z.object({ secret: z.string(), otpauthUri: z.string() });
export type Enrolment = z.infer<typeof enrolmentSchema>;

export const confirmedSchema = z.object({ success: z.literal(true), message: z.string(), recoveryCodes: z.array(z.string()) });

/**
 * Proof of the person at the keyboard before the factor is turned off or its recovery codes replaced: a current
 * code of the app, or the password (the phone may be lost; recovery codes are for signing in).
 */
export const secondFactorProofSchema = z.union(
  [
    z.object({ code: totpCodeSchema }),
    z.object({ password: z.string(PROOF_REQUIRED).min(1, PROOF_REQUIRED).max(1024, WRONG_PASSWORD_PROOF) }),
  ],
  PROOF_REQUIRED,
);
export type SecondFactorProof = z.infer<typeof secondFactorProofSchema>;

export const recoveryCodesSchema = z.object({ success: z.literal(true), message: z.string(), recoveryCodes: z.array(z.string()) });

/** PUT /api/team/second-factor: the owner requires the factor of every member (or stops requiring it). */
export const teamSecondFactorSchema = z.object({ required: z.boolean(TEAM_SECOND_FACTOR_CHOICE) }, TEAM_SECOND_FACTOR_CHOICE);
export type TeamSecondFactorInput = z.infer<typeof teamSecondFactorSchema>;

/**
 * In the session answer: what the sign-in still asks of this user. `mandatory`: the user may not turn the factor
 * off (an operator, or a member whose owner requires it); `teamRequires`: the account requires it of everyone.
 */
export const secondFactorStateSchema = z.object({
  required: z.boolean(),
  enrolled: z.boolean(),
  verified: z.boolean(),
  mandatory: z.boolean(),
  teamRequires: z.boolean(),
});
export type SecondFactorState = z.infer<typeof secondFactorStateSchema>;
