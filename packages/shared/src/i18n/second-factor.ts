import { SHARED_TEXT } from './common.js';
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

export const WRONG_PASSWORD_PROOF = SHARED_TEXT.passwordWrong;

export const TEAM_SECOND_FACTOR_ON = 'Da ora ogni membro del team deve usare la verifica in due passaggi.';

export const TEAM_SECOND_FACTOR_OFF = 'La verifica in due passaggi non è più obbligatoria per il team.';

export const TEAM_SECOND_FACTOR_OWNER_FIRST =
  'Attiva prima la verifica in due passaggi sul tuo profilo: poi potrai richiederla a tutto il team.';

export const MEMBER_SECOND_FACTOR_NONE = 'Questo utente non ha la verifica in due passaggi attiva.';

/** The owner resets a member's factor (a lost phone without recovery codes): the member sets it up again. */
export const memberSecondFactorReset = (email: string) =>
  `Verifica in due passaggi reimpostata per ${email}: al prossimo accesso potrà configurarla di nuovo.`;

export const TEAM_SECOND_FACTOR_CHOICE = 'Indica se la verifica in due passaggi è obbligatoria per il team.';
