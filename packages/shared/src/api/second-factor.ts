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

/** In the session answer: what the sign-in still asks of this user. */
export const secondFactorStateSchema = z.object({ required: z.boolean(), enrolled: z.boolean(), verified: z.boolean() });
export type SecondFactorState = z.infer<typeof secondFactorStateSchema>;
