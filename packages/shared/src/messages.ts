/**
 * The Italian messages that the server sends and the web app shows alike: one catalogue, so a message
 * the user reads is written once. Feature-specific copy lives beside its schemas in `api/<feature>.ts`;
 * what several features say (access, not found, limits) lives here.
 */
export const MESSAGES = {
  unauthenticated: 'Utente non autenticato. Effettua il login.',
  forbidden: 'Non hai i permessi per eseguire questa azione.',
  notFound: 'Risorsa non trovata.',
  badRequest: 'Richiesta non valida.',
  tooLarge: 'La richiesta è troppo grande.',
  tooMany: 'Troppe richieste. Riprova tra qualche minuto.',
  internal: 'Si è verificato un errore imprevisto. Riprova più tardi.',
  inactiveProfile: 'Per favore, imposta la tua password per attivare il tuo account.',
  accessDenied: 'Accesso Negato',
  agentNotFound: 'Agente non trovato.',
  /** An agent the caller sees but may not manage (settings, documents, memories) or delete (D3). */
  agentForbidden: 'Non hai i permessi per gestire questo agente.',
} as const;
