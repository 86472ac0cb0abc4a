import { SHARED_TEXT } from './common.js';
/**
 * Google sign-in (issue 17): what the server tells the browser and the Italian copy of every outcome. The callback
 * is a browser navigation, so a failure comes back as `?google=<code>` on the page it lands on, and the page shows
 * the message of that code (never text taken from the address bar).
 */
export const GOOGLE_ERRORS = {
  disabled: "L'accesso con Google non è attivo su questo server.",
  denied: "Accesso con Google annullato: non hai concesso l'autorizzazione.",
  invalidState: 'La richiesta di accesso con Google non è valida, è già stata usata o è scaduta. Riprova.',
  invalidToken: 'Non è stato possibile verificare la risposta di Google: accesso non eseguito. Riprova.',
  unavailable: 'Google non risponde in questo momento. Riprova tra qualche minuto oppure accedi con email e password.',
  emailNotVerified: "L'indirizzo email del tuo account Google non è verificato: non possiamo usarlo per accedere.",
  linkedElsewhere: 'Questo account Google è già collegato a un altro utente.',
  inviteMismatch:
    "L'email del tuo account Google non corrisponde a quella dell'invito. Scegli in Google l'account con l'indirizzo a cui è arrivato l'invito.",
  inviteSessionMissing: "Sessione dell'invito scaduta: apri di nuovo il link ricevuto via email.",
  operator: 'Gli operatori della piattaforma accedono solo con email e password.',
  deactivated: SHARED_TEXT.accountDisabled,
  tooMany: 'Troppi tentativi di accesso con Google. Riprova tra qualche minuto.',
} as const;

export type GoogleErrorCode = keyof typeof GOOGLE_ERRORS;

export const isGoogleErrorCode = (value: string | null): value is GoogleErrorCode =>
  value !== null && Object.prototype.hasOwnProperty.call(GOOGLE_ERRORS, value);

export const GOOGLE_LINK_EXPIRED = 'La richiesta di collegamento è scaduta o non è valida. Accedi di nuovo con Google.';

export const GOOGLE_LINK_WRONG_PASSWORD = 'Password non corretta.';

export const GOOGLE_LINK_PASSWORD_REQUIRED = 'Inserisci la password del tuo account.';

export const GOOGLE_LINK_NO_PASSWORD =
  'Questo account non ha una password: accedi con il metodo che usi di solito, oppure recupera la password con "Password dimenticata?".';

export const GOOGLE_LINKED = 'Account Google collegato: da ora puoi accedere anche con Google.';
