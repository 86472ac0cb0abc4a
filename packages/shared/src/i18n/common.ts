import { plural } from '../plural.js';

export const INVALID_ID = 'Identificativo non valido.';

export const INVALID_EMAIL = 'Indirizzo email non valido.';

/** The product's name, in e-mails, the session cookie's app name and the web app's header. */
export const PRODUCT_NAME = 'Agenti AI';

/**
 * An e-mail's first line: by the name the person gave (first and last), else a plain 'Ciao,' — never by the part of
 * the address before '@', which reads as a nickname nobody chose (issue 44).
 */
export const emailGreeting = (person: { firstName?: string | null; lastName?: string | null }) => {
  const name = [person.firstName, person.lastName]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(' ');
  return name ? `Ciao ${name},` : 'Ciao,';
};

/** Sentences several features say alike, written once (issue 50: one catalogue, no sentence written twice). */
export const SHARED_TEXT = {
  saving: 'Salvataggio...',
  sending: 'Invio in corso...',
  loading: 'Caricamento...',
  deleting: 'Eliminazione...',
  statusInvalid: 'Stato non valido.',
  nameTooLong: 'Il nome non può superare 100 caratteri.',
  userNotFound: 'Utente non trovato.',
  timeInvalid: 'Orario non valido (formato HH:MM).',
  nameRequired: 'Inserisci il tuo nome.',
  phoneInvalid: 'Numero di telefono non valido.',
  privateAddress: 'Questo indirizzo non è raggiungibile: usa un server pubblico, non un indirizzo locale o privato.',
  fieldRequired: 'Campo obbligatorio.',
  actionInvalid: 'Azione non valida.',
  visitorInvalid: 'Visitatore non valido.',
  requestNotFound: 'Richiesta non trovata.',
  requestResolved: 'La richiesta è risolta: riaprila per rispondere.',
  valueInvalid: 'Valore non valido.',
  channelInvalid: 'Canale non valido.',
  accountDisabled: 'Il tuo account è stato disattivato. Contatta il proprietario del tuo team.',
  dateInvalid: 'Data non valida: usa il formato AAAA-MM-GG.',
  rangeInvalid: 'La data di inizio deve precedere la data di fine.',
  agentInvalid: 'Agente non valido.',
  retentionSaved: 'Periodo di conservazione salvato.',
  visitorNotFound: 'Nessuna conversazione o contatto trovato per questo visitatore.',
  pageInvalid: 'Pagina non valida: ricarica l’elenco.',
  conversationNotFound: 'Conversazione non trovata.',
  valueTooLong: 'Il valore è troppo lungo.',
  addressRequired: "L'indirizzo è obbligatorio.",
  ownersOnly: "Solo i proprietari dell'account possono accedere a questa sezione.",
  unauthenticated: 'Utente non autenticato.',
  namesNotText: 'Nome e cognome devono essere testo.',
  passwordWrong: 'La password non è corretta.',
  passageIdInvalid: 'Identificativo del passaggio non valido.',
  dropFiles: 'Oppure trascina qui i file.',
} as const;

export const MESSAGES = {
  unauthenticated: 'Utente non autenticato. Effettua il login.',
  forbidden: 'Non hai i permessi per eseguire questa azione.',
  notFound: 'Risorsa non trovata.',
  badRequest: 'Richiesta non valida.',
  badOrigin: 'Richiesta rifiutata: origine non consentita.',
  tooLarge: 'La richiesta è troppo grande.',
  unsupportedMediaType: 'Formato della richiesta non supportato.',
  emptyJsonBody: 'Il corpo della richiesta è vuoto: invia un oggetto JSON.',
  invalidJsonBody: 'Il corpo della richiesta non è un JSON valido.',
  bodyNotAnObject: 'Il corpo della richiesta deve essere un oggetto JSON.',
  /** The public API's answer when the model's stream ended without a reply. */
  answerUnavailable: 'Risposta non disponibile.',
  /** /api/ready while the instance starts, closes or misses a dependency. */
  notReady: 'Servizio non pronto.',
  tooMany: 'Troppe richieste. Riprova tra qualche minuto.',
  internal: 'Si è verificato un errore imprevisto. Riprova più tardi.',
  /** A dependency (database, file storage) cannot be reached for a moment: 503 with Retry-After. */
  unavailable: 'Il servizio è momentaneamente non disponibile. Riprova tra qualche istante.',
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

/** Sign-in, second factor and password checks while their attempt counters cannot be kept (ADR 0160): 503. */
export const SIGN_IN_TEMPORARILY_UNAVAILABLE =
  "L'accesso è momentaneamente non disponibile per un problema tecnico. Riprova tra qualche minuto.";

export const LOGIN_UNLOCKED = 'Accesso sbloccato: ora puoi accedere con la tua password.';

/** Copy shared by the layouts, navigation and generic screens. */
export const commonText = {
  appName: PRODUCT_NAME,
  version: '1.0.3',
  nav: {
    home: 'Home',
    pricing: 'Prezzi',
    dashboard: 'Dashboard',
    profile: 'Profilo',
    login: 'Accedi',
    register: 'Registrati',
    logout: 'Esci',
    drawerTitle: 'Navigazione',
    drawerDescription: 'Esplora la piattaforma',
    openMenu: 'Apri il menu di navigazione',
    mainNav: 'Navigazione principale',
    sidebar: "Menu dell'area riservata",
    superAdminHeading: 'Super Admin',
    management: 'Gestione',
  },
  notFound: {
    code: '404',
    title: 'Ops! Pagina non trovata',
    home: 'Torna alla Home',
  },
  unexpected: 'Unexpected Application Error!',
  unexpectedHint: 'Si è verificato un errore imprevisto. Ricarica la pagina o torna alla home.',
  accessDenied: MESSAGES.accessDenied,
  /** A link already used or expired (issue 34): the form that asks for a new one. */
  newLink: {
    email: 'Il tuo indirizzo email',
    hint: "L'indirizzo a cui avevi ricevuto il link.",
    send: 'Invia un nuovo link',
    sending: SHARED_TEXT.sending,
  },
  /** The button that folds a list's filters on a phone (issue 34), with how many are set. */
  filtersToggle: (active: number) => (active === 0 ? 'Filtri' : `Filtri (${plural(active, 'attivo', 'attivi')})`),
  /** An instructor without agents (issue 34): who assigns them, never 'Crea un agente', which instructors cannot do. */
  noAssignedAgents:
    "Non ti è ancora stato assegnato nessun agente. Gli agenti li assegna il proprietario dell'account, o chi ha creato l'agente, dalle sue impostazioni: chiedi a loro.",
} as const;

export const METRICS_TOKEN_INVALID = 'Token delle metriche mancante o non valido.';
