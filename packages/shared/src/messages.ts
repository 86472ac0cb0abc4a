/**
 * The Italian messages that the server sends and the web app shows alike: one catalogue, so a message
 * the user reads is written once. Feature-specific copy lives beside its schemas in `api/<feature>.ts`;
 * what several features say (access, not found, limits) lives here, and so does what the first pages show
 * (sign-in, contact): this module imports no zod, so the landing page can show it without the schemas.
 */
/** The product's name, in e-mails, the session cookie's app name and the web app's header. */
export const PRODUCT_NAME = 'Agenti AI';

export const MESSAGES = {
  unauthenticated: 'Utente non autenticato. Effettua il login.',
  forbidden: 'Non hai i permessi per eseguire questa azione.',
  notFound: 'Risorsa non trovata.',
  badRequest: 'Richiesta non valida.',
  tooLarge: 'La richiesta è troppo grande.',
  unsupportedMediaType: 'Formato della richiesta non supportato.',
  tooMany: 'Troppe richieste. Riprova tra qualche minuto.',
  internal: 'Si è verificato un errore imprevisto. Riprova più tardi.',
  inactiveProfile: 'Per favore, imposta la tua password per attivare il tuo account.',
  accessDenied: 'Accesso Negato',
  agentNotFound: 'Agente non trovato.',
  /** An agent the caller sees but may not manage (settings, documents, memories) or delete (D3). */
  agentForbidden: 'Non hai i permessi per gestire questo agente.',
} as const;

/** Answers of the sign-in, registration and password flows and of the contact form (spec §8). */
export const REGISTRATION_PENDING_MESSAGE = 'Registrazione quasi completata. Controlla la tua email per il link di verifica.';
export const RESET_LINK_SENT = 'Controlla la tua mail: se eri registrato riceverai link per cambio password';
export const INVALID_LINK = 'Il link non è valido o è scaduto. Richiedine uno nuovo.';
export const PASSWORD_UPDATED = 'Password aggiornata!';
export const LOGOUT_DONE = 'Disconnessione effettuata con successo!';
export const CONTACT_SENT = 'Messaggio inviato! Ti risponderemo al più presto.';
/** Failed sign-ins (issue 18): too many from one client, or on one address (lifted by the e-mailed link). */
export const LOGIN_CLIENT_BLOCKED = 'Troppi tentativi di accesso non riusciti da questa rete. Riprova tra qualche minuto.';
export const LOGIN_ACCOUNT_LOCKED =
  "Troppi tentativi di accesso non riusciti per questo indirizzo: l'accesso è sospeso per 15 minuti. Se l'indirizzo è registrato, ti abbiamo inviato un'email con un link per sbloccarlo subito.";
export const LOGIN_UNLOCKED = 'Accesso sbloccato: ora puoi accedere con la tua password.';
