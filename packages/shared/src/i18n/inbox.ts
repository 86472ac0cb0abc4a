import { SHARED_TEXT } from './common.js';
import { HANDOFF_STATUS_LABELS } from './handoff.js';
import { plural } from '../plural.js';
import type { Role } from '../roles.js';
import type { VisitorLanguage } from '../visitor-language.js';
import { VISITOR_LANGUAGES_TEXT } from './agents.js';

const VISITOR_LANGUAGE_NAMES: Record<VisitorLanguage, string> = VISITOR_LANGUAGES_TEXT.names;

/** Italian copy of 'Richieste' (the team inbox, issue 30), the hand-off settings and the e-mail preference. */
export const inboxText = {
  titles: { request: 'Richiesta' },
  page: {
    title: 'Richieste',
    description: 'Le conversazioni in cui un visitatore ha chiesto di parlare con una persona.',
    empty: 'Nessuna richiesta con questi filtri.',
    /** An empty inbox says what the role sees (D17, ADR 0150): a user sees only what is assigned to them (issue 44). */
    emptyFor: (role: Role) =>
      role === 'user'
        ? 'Nessuna richiesta assegnata a te: qui vedi solo le richieste che ti vengono assegnate.'
        : role === 'instructor'
          ? 'Nessuna richiesta per ora: qui vedi le richieste degli agenti che segui e quelle assegnate a te.'
          : 'Nessuna richiesta per ora: quando un visitatore chiede di parlare con una persona, la trovi qui.',
    loading: 'Caricamento delle richieste…',
    count: (n: number) => plural(n, 'richiesta', 'richieste'),
    newBadge: (n: number) => `${plural(n, 'nuova richiesta', 'nuove richieste')}`,
  },
  filters: {
    label: 'Filtri',
    status: 'Stato',
    anyStatus: 'Tutti gli stati',
    agent: 'Agente',
    anyAgent: 'Tutti gli agenti',
    selectedAgent: 'Agente scelto',
    assignee: 'Assegnata a',
    anyAssignee: 'Chiunque',
    me: 'A me',
    none: 'Non assegnata',
    selectedPerson: 'Persona scelta',
  },
  statuses: HANDOFF_STATUS_LABELS,
  /** The visitor's language on a request (issue 48): the team knows in which language to reply. */
  language: (code: VisitorLanguage | null) => `Lingua: ${VISITOR_LANGUAGE_NAMES[code ?? 'it']}`,
  list: {
    label: 'Elenco delle richieste',
    visitor: 'Visitatore',
    agent: 'Agente',
    status: 'Stato',
    waiting: 'In attesa da',
    assignee: 'Assegnata a',
    nobody: 'Nessuno',
    answered: 'Risposta data',
    outsideHours: 'Fuori orario',
    open: (name: string) => `Apri la richiesta di ${name}`,
  },
  detail: {
    back: 'Torna alle richieste',
    notFound: SHARED_TEXT.requestNotFound,
    transcript: 'Conversazione',
    contact: 'Contatto',
    consent: (when: string) => `Consenso al ricontatto dato il ${when}`,
    channel: {
      public: 'Link pubblico',
      widget: 'Widget',
      test: 'Chat di prova',
      api: 'API',
      whatsapp: 'WhatsApp',
      telegram: 'Telegram',
      messenger: 'Messenger',
      instagram: 'Instagram',
    } as Record<string, string>,
    assign: 'Assegna a',
    unassigned: 'Nessuno',
    takeIt: 'Prendi in carico',
    assigned: 'Richiesta assegnata.',
    resolve: 'Segna come risolta',
    reopen: 'Riapri',
    resolved: 'Richiesta risolta: ora risponde di nuovo l’agente.',
    reopened: 'Richiesta riaperta.',
    reply: 'Risposta',
    replyHint: 'Il visitatore la vede subito se ha la chat aperta, altrimenti la riceve via e-mail con un link per continuare.',
    /** Issue 31: a conversation from a messaging app gets the reply there. */
    replyHintChannel: {
      whatsapp:
        "La risposta arriva al cliente su WhatsApp. WhatsApp permette di scrivere solo entro 24 ore dall'ultimo messaggio del cliente.",
      telegram: 'La risposta arriva al cliente su Telegram.',
      messenger:
        "La risposta arriva al cliente su Messenger. Messenger permette di scrivere solo entro 24 ore dall'ultimo messaggio del cliente.",
      instagram:
        "La risposta arriva al cliente su Instagram. Instagram permette di scrivere solo entro 24 ore dall'ultimo messaggio del cliente.",
    } as Record<string, string>,
    send: 'Invia risposta',
    sending: 'Invio…',
    sent: 'Risposta inviata.',
    resolvedNote: SHARED_TEXT.requestResolved,
    you: 'Visitatore',
    agent: 'Agente',
    team: (name: string | null | undefined) => (name ? `${name} · Team` : 'Team'),
    sources: 'Fonti',
    notes: 'Note interne',
    notesHint: 'Le vede solo il team: non arrivano mai al visitatore.',
    noNotes: 'Nessuna nota.',
    note: 'Nuova nota interna',
    addNote: 'Aggiungi nota',
    noteAdded: 'Nota aggiunta.',
    noteBy: (name: string | null | undefined) => (name ? `${name} · nota interna` : 'Nota interna'),
  },
  waiting: (ms: number) => {
    const minutes = Math.max(0, Math.floor(ms / 60000));
    if (minutes < 1) return 'meno di un minuto';
    if (minutes < 60) return plural(minutes, 'minuto', 'minuti');
    const hours = Math.floor(minutes / 60);
    if (hours < 48) return plural(hours, 'ora', 'ore');
    return plural(Math.floor(hours / 24), 'giorno', 'giorni');
  },
  settings: {
    title: 'Parla con una persona',
    description: 'Quando il visitatore chiede una persona, o l’agente non sa rispondere, la conversazione arriva in Richieste.',
    askFirst: 'Chiedi i contatti prima della chat',
    askFirstHint: 'Il visitatore lascia nome ed e-mail (telefono facoltativo) prima di poter scrivere.',
    hours: 'Orari di apertura (ora italiana)',
    alwaysOpen: 'Sempre disponibili',
    setHours: 'Imposta gli orari',
    closed: 'Chiuso',
    open: (day: string) => `${day}: apertura`,
    close: (day: string) => `${day}: chiusura`,
    openDay: (day: string) => `${day} aperto`,
    holidays: 'Giorni di chiusura',
    holidaysHint: 'Una data per riga, nel formato AAAA-MM-GG (es. 2026-12-25).',
    save: 'Salva',
    saving: 'Salvataggio…',
    saved: 'Impostazioni salvate.',
  },
  preferences: {
    title: 'Notifiche delle richieste',
    label: 'Ricevi un’e-mail per ogni nuova richiesta e per ogni risposta dei visitatori',
    saved: 'Preferenza salvata.',
  },
} as const;
