import { SHARED_TEXT } from './common.js';
import { toName } from '../italian-preposition.js';
export const EMAIL_EMPTY = "L'email non può essere vuota.";

export const INVALID_EMAIL_LINK = 'Il link di conferma non è valido o è scaduto. Richiedi di nuovo il cambio email dal tuo profilo.';

export const NEW_PASSWORD_REQUIRED = 'La nuova password è obbligatoria.';

export const PROFILE_PASSWORDS_DONT_MATCH = 'La nuova password e la conferma password non corrispondono.';

export const CURRENT_PASSWORD_REQUIRED = 'Inserisci la password attuale.';

export const WRONG_CURRENT_PASSWORD = 'La password attuale non è corretta.';

export const PROFILE_NAME_TOO_LONG = 'Nome e cognome non possono superare 100 caratteri.';

export const PROFILE_NAME_INVALID = SHARED_TEXT.namesNotText;

export const ADDRESS_REQUIRED = SHARED_TEXT.addressRequired;

export const DELETE_CONFIRMATION_MESSAGE = 'Per confermare digita CANCELLA.';

export const WRONG_PASSWORD = SHARED_TEXT.passwordWrong;

export const AVATAR_TOO_LARGE = "L'immagine non può superare 2 MB.";

export const AVATAR_TOO_MANY_PIXELS = "L'immagine è troppo grande: usa un'immagine di al massimo 8000 pixel per lato.";

export const PROFILE_MESSAGES = {
  avatarUpdated: 'Avatar aggiornato!',
  emailRequested: 'Email aggiornata con successo! Controlla la tua nuova email per la conferma.',
  emailConfirmed: 'Indirizzo email confermato! Da ora accedi con il nuovo indirizzo.',
  passwordUpdated: "Password aggiornata con successo! Ti è stata inviata un'email di conferma.",
  addressUpdated: 'Indirizzo aggiornato con successo!',
  nameUpdated: 'Nome aggiornato con successo!',
  accountDeleted: 'Account eliminato con successo. Sarai reindirizzato alla pagina di login.',
  becameOwner: 'Ora sei il proprietario di un nuovo account. La pagina verrà ricaricata.',
} as const;

/** Italian copy of the profile page (spec §2 'Profilo Utente', §4, §5, §8). */
export const profileText = {
  title: 'Profilo Utente',
  description: 'Gestisci i tuoi dati, la password e il tuo account.',
  loadError: 'Impossibile caricare i dati del profilo.',
  avatar: {
    title: 'Avatar',
    change: 'Cambia avatar',
    uploading: SHARED_TEXT.loading,
    hint: 'PNG, JPEG, GIF o WebP, massimo 2 MB.',
    success: PROFILE_MESSAGES.avatarUpdated,
    tooLarge: AVATAR_TOO_LARGE,
    notImage: "Il file selezionato non è un'immagine.",
    error: (message: string) => `Errore nel caricamento dell'avatar: ${message}`,
    alt: 'Il tuo avatar',
  },
  name: {
    title: 'Nome e cognome',
    description: 'Come ti vedono il tuo team e le email. Se li lasci vuoti useremo la prima parte del tuo indirizzo email.',
    firstName: 'Nome',
    lastName: 'Cognome',
    submit: 'Salva nome',
    submitting: SHARED_TEXT.saving,
    error: (message: string) => `Errore nell'aggiornamento del nome: ${message}`,
  },
  email: {
    title: 'Email',
    current: 'Email attuale',
    label: 'Nuova email',
    submit: 'Aggiorna email',
    submitting: 'Aggiornamento...',
    pending: (email: string) => `In attesa di conferma: abbiamo inviato un link ${toName(email)}. L'indirizzo cambierà quando lo aprirai.`,
    error: (message: string) => `Errore nell'aggiornamento dell'email: ${message}`,
  },
  password: {
    title: 'Cambia Password',
    setTitle: 'Imposta Password',
    current: 'Password attuale',
    next: 'Nuova password',
    confirm: 'Conferma nuova password',
    submit: 'Aggiorna password',
    setSubmit: 'Imposta password',
    submitting: 'Aggiornamento...',
    error: (message: string) => `Errore nell'aggiornamento della password: ${message}`,
    checklist: 'La password deve contenere:',
  },
  address: {
    title: 'Indirizzo',
    label: 'Indirizzo',
    placeholder: 'Via Roma 1, 00100 Roma',
    submit: 'Salva indirizzo',
    submitting: SHARED_TEXT.saving,
    error: (message: string) => `Errore nell'aggiornamento dell'indirizzo: ${message}`,
  },
  deleteAccount: {
    title: 'Elimina account',
    ownerWarning:
      "Sei il proprietario: verranno eliminati in modo permanente il tuo account, tutti i membri del team, gli agenti, i documenti, le memorie e le conversazioni. L'azione è irreversibile.",
    memberWarning:
      "Il tuo utente verrà eliminato in modo permanente; gli agenti che hai creato passeranno al proprietario del team. L'azione è irreversibile.",
    confirmLabel: 'Digita CANCELLA per confermare',
    passwordLabel: 'Password',
    passwordHint: "Richiesta se hai effettuato l'accesso più di 10 minuti fa.",
    submit: 'Elimina definitivamente',
    submitting: SHARED_TEXT.deleting,
    error: (message: string) => `Errore durante l'eliminazione dell'account: ${message}`,
    unknown: "Errore sconosciuto durante l'eliminazione dell'account.",
  },
  dataExport: {
    title: 'Esporta i dati',
    text: "Un file ZIP con i dati dell'account: agenti e impostazioni, memorie, membri, conversazioni, fatture e i file originali. Lo prepariamo in background e ti mandiamo il link per e-mail; resta scaricabile qui per 7 giorni.",
    start: 'Esporta i dati',
    pending: "Stiamo preparando il file ZIP: riceverai un'e-mail quando sarà pronto.",
    failed: "L'esportazione non è riuscita. Riprova.",
    download: 'Scarica il file ZIP',
    readyDetails: (size: string, until: string) => `(${size}, disponibile fino al ${until})`,
  },
  /** The page the e-mail's link opens (issue 44, ADR 0223). */
  dataExportLink: {
    title: 'Scarica i dati',
    signIn: "Accedi come proprietario dell'account per scaricare il file ZIP dei tuoi dati.",
    checking: 'Verifica del link…',
    started: 'Il download del file ZIP è iniziato. Se non parte, usa il pulsante qui sotto.',
    pending: 'Il file ZIP è ancora in preparazione: riprova tra qualche minuto.',
    toProfile: 'Vai al profilo',
  },
  becomeOwner: {
    title: 'Diventa proprietario',
    temporary: 'Funzione temporanea',
    text: 'Lascerai il tuo team attuale e diventerai proprietario di un nuovo account vuoto, con una prova gratuita di 7 giorni. Gli agenti che hai creato resteranno al team.',
    submit: 'Diventa proprietario',
    submitting: 'Aggiornamento...',
    error: (message: string) => `Errore nell'aggiornamento del ruolo: ${message}`,
  },
  confirmEmail: {
    title: 'Conferma nuova email',
    running: "Conferma dell'indirizzo in corso...",
    missing: INVALID_EMAIL_LINK,
    toProfile: 'Vai al profilo',
    toLogin: 'Vai al login',
  },
} as const;

/** Messages of the fields of `api/profile.ts`'s schemas (ADR 0199). */
export const PROFILE_FIELD_MESSAGES = {
  lIndirizzoETroppoLungo: "L'indirizzo è troppo lungo (massimo 500 caratteri).",
} as const;

export const SUPER_ADMIN_CANNOT_DELETE = 'Un Super Admin non può eliminare il proprio account da qui.';

export const AVATAR_NOT_FOUND = 'Avatar non trovato.';

export const SELF_PROMOTION_DISABLED = 'La promozione a proprietario non è disponibile.';
export const ALREADY_OWNER = 'Sei già il proprietario del tuo account.';

/** Only the holder of a link sent to a free address can read it: the address was taken before the link was opened. */
export const EMAIL_IN_USE = 'Questo indirizzo email è già in uso da un altro account.';
export const EMAIL_UNCHANGED = 'La nuova email è uguale a quella attuale.';
