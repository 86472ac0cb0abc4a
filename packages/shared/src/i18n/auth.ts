import { INVALID_LINK, LOGOUT_DONE, PASSWORD_UPDATED, REGISTRATION_PENDING_MESSAGE, RESET_LINK_SENT, SHARED_TEXT } from './common.js';
import { SUPER_ADMIN_DENIED } from './guards.js';
import { toName } from '../italian-preposition.js';

export const PASSWORD_REQUIRED = 'La password è obbligatoria.';

/** Italian copy of sign-in, registration and password screens (spec §2, §4, §5, §8). */
export const authText = {
  login: {
    title: 'Accedi',
    subtitle: 'Bentornato! Accedi al tuo account.',
    email: 'Email',
    password: 'Password',
    rememberMe: 'Ricordami',
    submit: 'Accedi',
    submitting: 'Accesso in corso...',
    forgot: 'Password dimenticata?',
    noAccount: 'Non hai un account? Registrati',
    success: 'Accesso effettuato con successo!',
    error: (message: string) => `Errore di accesso: ${message}`,
    unexpected: "Si è verificato un errore imprevisto durante l'accesso.",
    emailRequired: "L'email è obbligatoria.",
  },
  register: {
    title: 'Registrati',
    subtitle: 'Crea il tuo account e inizia la prova gratuita di 7 giorni.',
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Conferma password',
    submit: 'Registrati',
    submitting: 'Registrazione in corso...',
    haveAccount: 'Hai già un account? Accedi',
    successWithUser: 'Registrazione avvenuta con successo! Controlla la tua email per la verifica.',
    pending: REGISTRATION_PENDING_MESSAGE,
    error: (message: string) => `Errore di registrazione: ${message}`,
    unexpected: 'Si è verificato un errore imprevisto durante la registrazione.',
    checklistTitle: 'La password deve contenere:',
  },
  forgot: {
    title: 'Password dimenticata',
    subtitle: 'Inserisci la tua email: ti invieremo un link per reimpostare la password.',
    email: 'Email',
    submit: 'Invia link di reimpostazione',
    submitting: SHARED_TEXT.sending,
    success: RESET_LINK_SENT,
    error: (message: string) => `Errore: ${message}`,
    back: 'Torna al login',
  },
  update: {
    title: 'Aggiorna password',
    subtitle: 'Scegli una nuova password per il tuo account.',
    password: 'Nuova password',
    confirmPassword: 'Conferma nuova password',
    submit: 'Aggiorna password',
    submitting: 'Aggiornamento in corso...',
    done: PASSWORD_UPDATED,
    redirecting: 'Verrai reindirizzato al login tra pochi secondi...',
    error: (message: string) => `Errore nell'aggiornamento della password: ${message}`,
    noSession: INVALID_LINK,
    invalidLinkTitle: 'Link non valido',
    requestNew: 'Richiedi un nuovo link per reimpostare la password',
    invitedBy: (inviter: string, company: string | null) =>
      company
        ? `${inviter} ti ha invitato a unirti ${toName(company)} su Agenti AI.`
        : `${inviter} ti ha invitato a unirti al suo team su Agenti AI.`,
    strength: 'Robustezza',
  },
  verify: {
    title: 'Conferma email',
    running: "Verifica dell'email in corso...",
    success: 'Email confermata! Benvenuto.',
    failed: INVALID_LINK,
    resend: 'Richiedi un nuovo link di conferma',
    back: 'Torna al login',
  },
  unlock: {
    title: "Sblocca l'accesso",
    description:
      "Dopo troppi tentativi non riusciti l'accesso con password al tuo account è stato sospeso. Sbloccalo ora e accedi con la tua password.",
    submit: "Sblocca l'accesso",
    unlocking: 'Sblocco in corso...',
    missingToken: INVALID_LINK,
    toLogin: 'Vai al login',
  },
  logout: {
    button: 'Esci',
    success: LOGOUT_DONE,
    error: (message: string) => `Errore durante il logout: ${message}`,
    unexpected: 'Si è verificato un errore imprevisto durante il logout.',
  },
  superAdmin: {
    title: 'Accesso Super Admin',
    subtitle: 'Area riservata agli operatori della piattaforma.',
    success: 'Login Super Admin effettuato con successo!',
    error: (message: string) => `Errore di login: ${message}`,
    denied: SUPER_ADMIN_DENIED,
  },
  secondFactor: {
    title: 'Verifica in due passaggi',
    enrolSubtitle: "Per proteggere l'area operatori, collega un'app di autenticazione (Google Authenticator, Aegis, 1Password…).",
    verifySubtitle: "Inserisci il codice a 6 cifre mostrato dall'app di autenticazione.",
    start: "Configura l'app di autenticazione",
    scan: "Inquadra il codice QR con l'app, oppure inserisci a mano questa chiave:",
    qrLabel: "Codice QR per l'app di autenticazione",
    secretLabel: 'Chiave segreta',
    openApp: "Apri nell'app di autenticazione",
    code: 'Codice a 6 cifre',
    confirm: 'Attiva',
    verify: 'Verifica',
    useRecovery: 'Usa un codice di recupero',
    useApp: "Usa il codice dell'app",
    recoveryCode: 'Codice di recupero',
    recoveryTitle: 'Codici di recupero',
    recoveryHint: 'Ognuno vale una volta sola, se perdi il telefono. Conservali in un luogo sicuro: non li vedrai più.',
    continue: 'Continua',
    error: (message: string) => `Errore di verifica: ${message}`,
    teamSubtitle:
      "Il proprietario del tuo team richiede la verifica in due passaggi: collega un'app di autenticazione (Google Authenticator, Aegis, 1Password…) per continuare.",
    signOut: 'Esci',
  },
  /** The profile's card (issue 17): turn the factor on, replace the recovery codes, turn it off. */
  twoFactorCard: {
    title: 'Verifica in due passaggi',
    description: "Oltre alla password, all'accesso ti chiederemo un codice a 6 cifre generato da un'app di autenticazione sul telefono.",
    statusOn: 'Attiva',
    statusOff: 'Non attiva',
    enable: 'Attiva la verifica in due passaggi',
    cancel: 'Annulla',
    mandatoryTeam: 'Obbligatoria: il proprietario del team la richiede a tutti i membri.',
    mandatoryOperator: 'Obbligatoria per i Super Admin.',
    regenerate: 'Genera nuovi codici di recupero',
    disable: 'Disattiva',
    proofLabel: "Codice a 6 cifre dell'app oppure password",
    proofHint: 'Per sicurezza, conferma che sei tu.',
    confirmRegenerate: 'Genera i codici',
    confirmDisable: 'Disattiva la verifica',
    recoveryTitle: 'I tuoi codici di recupero',
    savedCodes: 'Ho salvato i codici',
    remaining: 'Ogni codice di recupero vale una volta sola.',
    error: (message: string) => `Errore: ${message}`,
  },
} as const;

/** Messages of the fields of `api/auth.ts`'s schemas (ADR 0199). */
export const AUTH_FIELD_MESSAGES = {
  ilNomeEObbligatorio: 'Il nome è obbligatorio.',
  ilMessaggioDeveContenereAlmeno: 'Il messaggio deve contenere almeno 10 caratteri.',
  ilMessaggioETroppoLungo: 'Il messaggio è troppo lungo.',
} as const;

export const DEACTIVATED_MESSAGE = SHARED_TEXT.accountDisabled;

export const LOGIN_FAILED = 'Email o password non validi.';
export const EMAIL_NOT_VERIFIED = 'Devi confermare il tuo indirizzo email prima di accedere. Ti abbiamo inviato un nuovo link di verifica.';
