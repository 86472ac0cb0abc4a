import { z } from 'zod';

/** The TOTP second factor (D14): enrolment with an authenticator app, recovery codes, a code at every sign-in. */

export const SECOND_FACTOR_REQUIRED = "Inserisci il codice dell'app di autenticazione per continuare.";
export const SECOND_FACTOR_INVALID = "Codice non valido. Controlla l'ora del telefono e inserisci il codice attuale dell'app.";
export const SECOND_FACTOR_REPLAYED = 'Questo codice è già stato usato. Attendi il codice successivo nell’app di autenticazione.';
export const RECOVERY_CODE_INVALID = 'Codice di recupero non valido o già usato.';
export const SECOND_FACTOR_ALREADY_ENROLLED = 'Il secondo fattore è già configurato per questo account.';
export const SECOND_FACTOR_NOT_ENROLLED = "Configura prima il secondo fattore con l'app di autenticazione.";
export const SECOND_FACTOR_TOO_MANY = 'Troppi tentativi con il codice di verifica. Riprova tra qualche minuto.';
export const SECOND_FACTOR_CONFIRMED = 'Secondo fattore attivato. Conserva i codici di recupero in un luogo sicuro.';
export const SECOND_FACTOR_VERIFIED = 'Verifica completata.';
export const CODE_FORMAT = 'Inserisci le 6 cifre del codice.';
export const SECOND_FACTOR_DISABLED = 'Verifica in due passaggi disattivata.';
export const SECOND_FACTOR_MANDATORY_OPERATOR = 'Per i Super Admin la verifica in due passaggi è obbligatoria.';
export const SECOND_FACTOR_MANDATORY_TEAM = 'Il proprietario del team richiede la verifica in due passaggi: non puoi disattivarla.';
export const RECOVERY_CODES_REGENERATED = 'Nuovi codici di recupero creati. Quelli precedenti non valgono più.';
export const PROOF_REQUIRED = "Inserisci un codice dell'app di autenticazione oppure la tua password.";
export const WRONG_PASSWORD_PROOF = 'La password non è corretta.';
export const TEAM_SECOND_FACTOR_ON = 'Da ora ogni membro del team deve usare la verifica in due passaggi.';
export const TEAM_SECOND_FACTOR_OFF = 'La verifica in due passaggi non è più obbligatoria per il team.';
export const TEAM_SECOND_FACTOR_OWNER_FIRST =
  'Attiva prima la verifica in due passaggi sul tuo profilo: poi potrai richiederla a tutto il team.';
export const MEMBER_SECOND_FACTOR_NONE = 'Questo utente non ha la verifica in due passaggi attiva.';
/** The owner resets a member's factor (a lost phone without recovery codes): the member sets it up again. */
export const memberSecondFactorReset = (email: string) =>
  `Verifica in due passaggi reimpostata per ${email}: al prossimo accesso potrà configurarla di nuovo.`;
export const TEAM_SECOND_FACTOR_CHOICE = 'Indica se la verifica in due passaggi è obbligatoria per il team.';

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
