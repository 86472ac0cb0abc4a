import { CHAT_MESSAGES } from '@app/shared/api/chat';
import { MODIFICATION_SOURCE_LABELS } from '@app/shared/api/memories';
import { MESSAGES, PRODUCT_NAME } from '@app/shared/messages';
import { commonText } from './common';

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
    typing: "L'agente sta scrivendo…",
    sources: 'Fonti',
    page: (n: number) => `pag. ${n}`,
    openSource: (label: string) => `Apri la fonte ${label}`,
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
      n === 1
        ? "1 memoria insegnata da un utente attende la tua approvazione: finché non la approvi l'agente non la usa."
        : `${n} memorie insegnate dagli utenti attendono la tua approvazione: finché non le approvi l'agente non le usa.`,
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
  sendError: (m: string) => m,
} as const;
