import { MESSAGE_MAX_CHARS, ATTACHMENT_MAX_MB } from '../limits.js';
import { plural, pluralForm } from '../plural.js';
import { MODIFICATION_SOURCE_LABELS } from './memories.js';
import { MESSAGES, PRODUCT_NAME, commonText, SHARED_TEXT } from './common.js';

export const CHAT_MESSAGES = {
  conversationNotFound: SHARED_TEXT.conversationNotFound,
  messageNotFound: 'Messaggio non trovato.',
  empty: 'Scrivi un messaggio o allega un file.',
  tooLong: `Il messaggio non può superare ${MESSAGE_MAX_CHARS} caratteri.`,
  attachmentType: 'Solo file PDF o TXT sono supportati in chat.',
  attachmentTooLarge: `L'allegato supera la dimensione massima di ${ATTACHMENT_MAX_MB} MB.`,
  attachmentUnreadable: 'Impossibile leggere il testo del file allegato.',
  attachmentPlan: 'Gli allegati in chat sono disponibili con i piani Pro e Avanzato.',
  publicAttachmentsOff: 'Questo agente non accetta allegati: scrivi la tua domanda nel messaggio.',
  monthlyLimit: (n: number) =>
    `Hai raggiunto il limite di ${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.')} messaggi mensili del tuo piano. Effettua l'upgrade per continuare.`,
  providerError: 'Il modello AI non ha risposto. Il tuo messaggio è stato salvato: riprova tra poco.',
  agentNotVisible: 'Non hai accesso a questo agente.',
  agentInactive: 'Questo agente al momento non è attivo. Ti invitiamo a riprovare più tardi, grazie per la pazienza.',
  publicUnavailable: 'Questo agente non può rispondere in questo momento. Ti invitiamo a riprovare più tardi.',
  publicRateLimited: 'Stai inviando troppi messaggi. Attendi un minuto e riprova.',
  agentRateLimited: 'Questo agente sta ricevendo troppe richieste. Riprova tra qualche istante.',
  retryInvalid: 'Questo messaggio non può essere inviato di nuovo.',
  clientMessageInvalid: 'Identificativo del messaggio non valido.',
  /** The same message sent again while its first sending is still being stored (ADR 0162): the client tries again. */
  messageInProgress: 'Il messaggio è già in elaborazione. Riprova tra un istante.',
  conversationInvalid: 'Conversazione non valida.',
  textInvalid: 'Il messaggio deve essere un testo.',
  sourceInvalid: "La fonte deve essere 'instructions' o 'memory'.",
  offlineLabel: 'Modalità offline',
  /** What a visitor reads above an answer quoted from the documents without a model (issue 44): no configuration. */
  automaticAnswerLabel: 'Risposta automatica dai documenti',
} as const;

export const MEMORY_SOURCE_LABEL = 'Memoria del team';

/** Italian copy of the test chat, the public chat and the team memory (spec §2, §4, §5). */
export const chatText = {
  page: {
    title: (name: string) => `Chat con ${name}`,
    description: 'Prova il tuo agente: le risposte usano i suoi documenti e la memoria del team.',
    newConversation: 'Nuova conversazione',
    conversations: 'Conversazioni',
    notFound: MESSAGES.agentNotFound,
    backToAgents: 'Torna agli agenti',
    accessDenied: CHAT_MESSAGES.agentNotVisible,
    settings: 'Impostazioni',
    /** The test chat of a deactivated agent (ADR 0384): it still answers here, and says what visitors read. */
    inactiveNotice:
      "Questo agente è disattivato: qui puoi provarlo, ma il link pubblico, il widget, l'API e i canali rispondono che al momento non è attivo.",
  },
  picker: {
    title: 'Chat',
    description: 'Scegli un agente con cui chattare.',
    empty: "Nessun agente disponibile: l'account non ha ancora agenti.",
    emptyCanCreate: "Nessun agente disponibile: l'account non ha ancora agenti. Crea il primo per iniziare a chattare.",
    emptyInstructor: commonText.noAssignedAgents,
    create: 'Crea Nuovo Agente',
    open: 'Apri chat',
    inactive: 'Disattivato',
  },
  list: {
    label: 'Messaggi della conversazione',
    empty: 'Nessun messaggio. Scrivi una domanda per iniziare.',
    suggestions: 'Domande suggerite',
    you: 'Tu',
    agent: 'Agente',
    team: (name: string | null | undefined) => (name ? `${name} · Team` : 'Team'),
    typing: "L'agente sta scrivendo…",
    sources: 'Fonti',
    page: (n: number) => `pag. ${n}`,
    openSource: (label: string) => `Apri la fonte ${label}`,
    /** A website page cited to a visitor (issue 44): its address opens in a new tab. */
    openPage: (label: string) => `Apri la pagina ${label} (si apre in una nuova scheda)`,
    attachment: (name: string) => `Allegato: ${name}`,
    retry: 'Riprova',
    unanswered: 'Il tuo ultimo messaggio non ha ricevuto risposta.',
    choosePlan: 'Scegli un piano',
    rateUp: 'Risposta utile',
    rateDown: 'Risposta non utile',
    rated: 'Grazie per il feedback!',
  },
  /** The source viewer: the cited passage highlighted (issue 16). */
  viewer: {
    /** A cited website page: its original address (issue 29). */
    openOriginal: (url: string) => `Apri la pagina originale: ${url}`,
    title: 'Fonte',
    loading: 'Caricamento del passaggio…',
    error: (message: string) => `Impossibile aprire la fonte: ${message}`,
    contextLabel: 'Il passaggio citato nel suo contesto',
    pageAlt: (page: number, file: string) => `Pagina ${page} di ${file}`,
    pageCaption: (page: number) => `Pagina ${page} del documento originale`,
    publicNote: 'È visibile solo il passaggio citato nella risposta.',
  },
  composer: {
    label: 'Messaggio',
    // Short enough for the narrowest box (375 px, beside two buttons); the keys are a hint of their own, shown only
    // where there is a keyboard (issue 34).
    placeholder: 'Scrivi un messaggio…',
    keysHint: 'Invio per inviare, Maiusc+Invio per andare a capo.',
    send: 'Invia',
    attach: 'Allega un file PDF o TXT',
    removeAttachment: (name: string) => `Rimuovi l'allegato ${name}`,
    memoryHint: "Suggerimento: «ricordati …», «salva …» o «memorizza … come procedura» salvano un'informazione nella memoria del team.",
  },
  memory: {
    saved: 'Memoria salvata.',
    pending: "Memoria inviata per l'approvazione: l'agente la userà quando sarà approvata.",
    conflictTitle: 'Conflitto con le informazioni esistenti',
    conflictDescription:
      "Quello che vuoi salvare è in conflitto con ciò che l'agente sa già. Puoi chiedere all'istruttore dell'agente di modificarlo.",
    newLabel: 'Nuova istruzione',
    existingLabel: 'Istruzione esistente',
    sourceLabel: 'Fonte',
    sources: MODIFICATION_SOURCE_LABELS,
    send: 'Invia richiesta di modifica',
    sending: 'Invio...',
    cancel: 'Annulla',
    requestError: (m: string) => `Errore nell'invio della richiesta: ${m}`,
  },
  memories: {
    title: 'Memoria del team',
    description: 'Informazioni e procedure salvate dalla chat con «ricordati», «salva» e «memorizza … come procedura».',
    empty: 'Nessuna memoria salvata.',
    content: 'Contenuto',
    type: 'Tipo',
    author: 'Autore',
    date: 'Data',
    actions: 'Azioni',
    delete: 'Elimina',
    deleteLabel: (content: string) => `Elimina la memoria «${content.slice(0, 40)}»`,
    confirmDelete: "Eliminare questa memoria? L'agente non la userà più.",
    deleteError: (m: string) => `Errore nell'eliminazione della memoria: ${m}`,
    pending: 'Da approvare',
    waiting: (n: number) =>
      `${plural(n, 'memoria insegnata da un utente', 'memorie insegnate dagli utenti')} ${pluralForm(n, 'attende', 'attendono')} la tua approvazione: finché non ${pluralForm(n, 'la', 'le')} approvi l'agente non ${pluralForm(n, 'la', 'le')} usa.`,
    approve: 'Approva',
    approveLabel: (content: string) => `Approva la memoria «${content.slice(0, 40)}»`,
    approveError: (m: string) => `Errore nell'approvazione della memoria: ${m}`,
    loadError: (m: string) => `Errore nel caricamento delle memorie: ${m}`,
  },
  public: {
    poweredBy: PRODUCT_NAME,
    fallbackTitle: 'Chat',
    unavailable: 'Questo agente non è disponibile.',
    notFound: 'Questo link di chat non è valido.',
  },
  /** 'Parla con una persona' (issue 30): the visitor's request, the contact form, the team's replies. */
  handoff: {
    action: 'Parla con una persona',
    offer: 'Non ho trovato una risposta sicura. Vuoi parlare con una persona del team?',
    formTitle: 'Lascia i tuoi contatti',
    formIntro: "Una persona del team ti risponderà qui nella chat, oppure via e-mail se l'avrai già chiusa.",
    firstIntro: 'Prima di iniziare, lasciaci i tuoi contatti: così potremo risponderti anche via e-mail.',
    name: 'Nome',
    email: 'E-mail',
    phone: 'Telefono (facoltativo)',
    consentBefore: "Acconsento a essere ricontattato e al trattamento dei miei dati secondo l'",
    consentLink: 'informativa sulla privacy',
    send: 'Invia richiesta',
    start: 'Inizia la chat',
    sending: 'Invio…',
    cancel: 'Annulla',
    closedNow: (when: string) => `In questo momento il team non è disponibile: ti risponderemo a partire da ${when}.`,
    waiting: 'Hai chiesto di parlare con una persona: ti risponderà qui.',
    taken: 'Una persona del team sta seguendo la conversazione.',
    resolved: "La richiesta è stata chiusa: ora ti risponde di nuovo l'agente.",
    team: 'Team',
    resumeFailed: 'Il link non è valido o è scaduto.',
  },
  sendError: (m: string) => m,
} as const;

/** Messages of the fields of `api/chat.ts`'s schemas (ADR 0199). */
export const CHAT_FIELD_MESSAGES = {
  visitatoreNonValido: SHARED_TEXT.visitorInvalid,
  valutazioneNonValida: 'Valutazione non valida.',
  identificativoDelPassaggioNonValido: SHARED_TEXT.passageIdInvalid,
  /** A language code outside it, en, de, fr, es (issue 48). */
  linguaNonValida: 'Lingua non valida: scegli tra italiano, inglese, tedesco, francese e spagnolo.',
} as const;
