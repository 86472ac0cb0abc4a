import type { Channel } from '../channels.js';
import type { VisitorLanguage } from '../visitor-language.js';
import { VISITOR_LANGUAGES_TEXT } from './agents.js';
import { ANALYTICS_MAX_DAYS } from '../limits.js';
import { plural, pluralForm } from '../plural.js';
import { commonText, SHARED_TEXT } from './common.js';

export const ANALYTICS_MESSAGES = {
  invalidDate: SHARED_TEXT.dateInvalid,
  rangeOrder: SHARED_TEXT.rangeInvalid,
  rangeTooLong: `Puoi analizzare al massimo ${ANALYTICS_MAX_DAYS} giorni alla volta.`,
  invalidAgent: SHARED_TEXT.agentInvalid,
} as const;

export const CHANNEL_LABELS: Record<Channel, string> = {
  test: 'Chat di prova',
  public: 'Chat pubblica',
  widget: 'Widget',
  api: 'API',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  messenger: 'Messenger',
  instagram: 'Instagram',
  email: 'E-mail',
};

const DAYS = ['Lunedì', 'Martedì', 'Mercoledì', 'Giovedì', 'Venerdì', 'Sabato', 'Domenica'];

export const analyticsText = {
  title: 'Attività',
  agentTitle: (name: string) => `Attività di ${name}`,
  description: 'Quanto vengono usati i tuoi agenti, come rispondono e cosa manca nei documenti.',
  loading: 'Caricamento delle statistiche...',
  noAgents: 'Non ci sono ancora agenti: le statistiche compariranno quando un agente riceverà le prime domande.',
  noAgentsInstructor: commonText.noAssignedAgents,
  loadError: (message: string) => `Errore nel caricamento delle statistiche: ${message}`,
  exportLabel: 'Esporta le conversazioni',
  exportCsv: 'Esporta CSV',
  exportJson: 'Esporta JSON',
  range: {
    legend: 'Periodo',
    preset: (days: number) => `Ultimi ${days} giorni`,
    from: 'Dal',
    to: 'Al',
    apply: 'Applica',
  },
  totals: {
    conversations: 'Conversazioni',
    replies: 'Risposte degli agenti',
    visitors: 'Visitatori della chat pubblica',
    returning: (n: number) => `${plural(n, 'tornato', 'tornati')} un altro giorno`,
    satisfaction: 'Soddisfazione',
    ratedUp: (n: number) => plural(n, 'positiva', 'positive'),
    ratedDown: (n: number) => plural(n, 'negativa', 'negative'),
    noRatings: 'Nessuna valutazione',
  },
  daily: {
    title: 'Conversazioni e risposte al giorno',
    showTable: 'Mostra come tabella',
    empty: 'Nessuna conversazione nel periodo.',
    day: 'Giorno',
    conversations: 'Conversazioni',
    replies: 'Risposte',
    channels: CHANNEL_LABELS,
  },
  responseTime: {
    title: 'Tempi di risposta',
    firstToken: 'Prime parole',
    full: 'Risposta completa',
    value: (p50: number | null, p95: number | null) => (p50 === null ? '—' : `mediana ${p50} ms · 95° percentile ${p95} ms`),
    tokens: (prompt: number, completion: number) => `Token usati: ${prompt} di domanda, ${completion} di risposta`,
  },
  /** 'Parla con una persona' (issue 30). */
  outcomes: {
    title: 'Esiti delle risposte',
    description:
      "Come si sono concluse le risposte degli agenti nel periodo: dai documenti, da una coppia domanda-risposta, dalla Scheda attività, o senza risposta perché l'agente non conosceva l'informazione.",
    caption: 'Risposte per esito',
    share: (n: number, total: number) => (total > 0 ? `${Math.round((n / total) * 1000) / 10}%` : '—'),
  },
  handoff: {
    title: 'Richieste di parlare con una persona',
    requests: (n: number) => plural(n, 'richiesta', 'richieste'),
    share: (share: number) => `${Math.round(share * 1000) / 10}% delle conversazioni dei visitatori`,
    firstResponse: 'Prima risposta del team',
    resolution: 'Risoluzione',
    value: (p50: number | null, p95: number | null) =>
      p50 === null ? '—' : `mediana ${duration(p50)} · 95° percentile ${duration(p95 ?? p50)}`,
    perDay: 'Richieste per giorno',
    /** Issue 48: the visitors' conversations and requests by their language. */
    byLanguage: 'Conversazioni dei visitatori per lingua',
    language: 'Lingua',
    conversations: 'Conversazioni',
    languageRequests: 'Richieste di una persona',
    languageName: (code: VisitorLanguage) => VISITOR_LANGUAGES_TEXT.names[code],
  },
  /** Issue 46: the bookings of the range. */
  bookings: {
    title: 'Prenotazioni',
    total: (n: number) => plural(n, 'prenotazione', 'prenotazioni'),
    cancelled: (n: number) => `di cui ${plural(n, 'annullata', 'annullate')}`,
    none: 'Nessuna prenotazione nel periodo.',
    conversion: (converted: number, conversations: number, share: number) =>
      `${plural(converted, 'conversazione', 'conversazioni')} su ${conversations} ${converted === 1 ? 'è finita' : 'sono finite'} con una prenotazione (${Math.round(share * 1000) / 10}%)`,
    byChannel: 'Per canale',
    channel: 'Canale',
    perDay: 'Per giorno',
    day: 'Giorno',
    count: 'Prenotazioni',
    channelName: (channel: string) => (channel === 'team' ? 'Inserite dal team' : (CHANNEL_LABELS[channel as Channel] ?? channel)),
  },
  heatmap: {
    title: 'Orari di maggiore attività',
    caption: 'Domande per giorno della settimana e ora (ora di Roma)',
    day: 'Giorno',
    hour: 'Ora',
    hourLabel: (hour: number) => `${String(hour).padStart(2, '0')}:00`,
    days: DAYS,
    cell: (n: number, day: string, hour: number) => `${plural(n, 'domanda', 'domande')} ${day.toLowerCase()} alle ${hour}`,
  },
  questions: { title: 'Domande più frequenti', empty: 'Nessuna domanda nel periodo.', count: (n: number) => `${n}×` },
  gaps: {
    title: 'Lacune della conoscenza',
    description: 'Domande a cui nessun documento ha risposto: aggiungi i documenti che mancano.',
    empty: 'Nessuna lacuna nel periodo: ogni domanda ha trovato un documento.',
    open: (agent: string) => `Apri l'addestramento di ${agent}`,
  },
  lowestRated: { title: 'Risposte valutate negativamente', empty: 'Nessuna risposta valutata negativamente.', question: 'Domanda' },
  documents: {
    mostCited: 'Documenti più citati',
    neverCited: 'Documenti mai citati nel periodo',
    citations: (n: number) => plural(n, 'citazione', 'citazioni'),
    empty: 'Nessun documento.',
  },
  conversationsLink: 'Conversazioni',
  gapConversationsLink: 'Leggi le conversazioni con lacune',
  conversations: {
    title: 'Conversazioni',
    agentTitle: (name: string) => `Conversazioni di ${name}`,
    description: 'Leggi cosa hanno chiesto ai tuoi agenti e come hanno risposto.',
    back: 'Torna alle statistiche',
    filters: 'Filtri',
    channel: 'Canale',
    anyChannel: 'Tutti i canali',
    rating: 'Valutazione',
    anyRating: 'Tutte',
    ratings: { positive: 'Positiva', negative: 'Negativa', unrated: 'Senza valutazione' },
    gap: 'Lacune della conoscenza',
    anyGap: 'Tutte',
    gaps: { true: 'Con lacune', false: 'Senza lacune' },
    search: 'Cerca nel testo',
    searchHint: 'Parole in italiano: trova anche plurali e parole senza accenti.',
    apply: 'Filtra',
    reset: 'Azzera filtri',
    loading: 'Caricamento delle conversazioni...',
    loadError: (message: string) => `Errore nel caricamento delle conversazioni: ${message}`,
    empty: 'Nessuna conversazione corrisponde ai filtri.',
    emptyPeriod: 'Nessuna conversazione nel periodo scelto.',
    more: 'Carica altre conversazioni',
    count: (n: number) => plural(n, 'messaggio', 'messaggi'),
    open: 'Apri la conversazione',
    noQuestion: '(nessuna domanda)',
    gapBadge: 'Lacuna',
    up: (n: number) => plural(n, 'valutazione positiva', 'valutazioni positive'),
    down: (n: number) => plural(n, 'valutazione negativa', 'valutazioni negative'),
  },
  conversation: {
    title: 'Conversazione',
    back: 'Torna alle conversazioni',
    loading: 'Caricamento della conversazione...',
    meta: (agent: string, channel: string, date: string) => `${agent} · ${channel} · ${date}`,
    user: 'Utente',
    agent: 'Agente',
    /** A member's reply from 'Richieste' (issue 30); a member removed since is 'Team'. */
    team: (name: string | null | undefined) => (name ? `${name} · Team` : 'Team'),
    sources: 'Fonti',
    page: (n: number) => `pag. ${n}`,
    attachment: (name: string) => `Allegato: ${name}`,
    ratedUp: 'Valutata positivamente',
    ratedDown: 'Valutata negativamente',
    gap: 'Nessun documento ha risposto a questa domanda',
    openTraining: "Apri l'addestramento dell'agente",
    /** Issue 46: the actions and booking steps called for an answer (or by a form of the chat). */
    toolCalls: 'Azioni chiamate',
    toolCallsCaption: 'Azioni chiamate per questa risposta: azione, origine, esito e durata',
    toolColumns: { action: 'Azione', source: 'Origine', status: 'Esito', duration: 'Durata' },
    toolSources: { model: 'Modello', form: 'Modulo in chat', test: 'Prova' } as Record<string, string>,
    bookingTools: {
      find_free_slots: 'Prenotazioni: orari liberi',
      book_appointment: 'Prenotazioni: prenota',
      cancel_appointment: 'Prenotazioni: annulla',
    } as Record<string, string>,
    toolOutcomes: {
      ok: 'Riuscita',
      http_error: 'Errore del servizio',
      timeout: 'Tempo scaduto',
      too_big: 'Risposta troppo grande',
      unreachable: 'Non raggiungibile',
      private: 'Indirizzo non consentito',
      bad_answer: 'Risposta non valida',
      invalid_args: 'Dati non validi',
      rate_limited: 'Troppe chiamate',
      error: 'Errore',
    } as Record<string, string>,
    httpStatus: (status: number) => `HTTP ${status}`,
    duration: (ms: number) => (ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1).replace('.', ',')} s`),
  },
  retention: {
    title: 'Conservazione delle conversazioni',
    description: 'Le conversazioni più vecchie del periodo scelto (dall’ultimo messaggio) vengono eliminate ogni giorno.',
    label: 'Conserva le conversazioni',
    forever: 'Per sempre',
    days: (n: number) => (n % 365 === 0 ? plural(n / 365, 'anno', 'anni') : plural(n, 'giorno', 'giorni')),
    save: 'Salva',
    saved: SHARED_TEXT.retentionSaved,
    error: (message: string) => `Salvataggio non riuscito: ${message}`,
  },
  erasure: {
    title: 'Cancella i dati di un visitatore',
    description:
      "Su richiesta di una persona (GDPR): trova le sue conversazioni e i contatti che ha lasciato dall'e-mail (scritta in chat o nel modulo di contatto) dall'id cliente del widget, dal numero WhatsApp, dall'id Telegram, Messenger o Instagram (l'e-mail trova anche chi ha scritto alla casella collegata), e cancellali. L'operazione resta nel registro.",
    by: 'Cerca per',
    byEmail: 'E-mail del visitatore',
    byCustomerId: 'Id cliente del widget',
    byPhone: 'Numero WhatsApp',
    byTelegramId: 'Id Telegram',
    byMessengerId: 'Id Messenger (PSID)',
    byInstagramId: 'Id Instagram (IGSID)',
    search: 'Cerca',
    none: SHARED_TEXT.visitorNotFound,
    found: (n: number) => `${pluralForm(n, 'Trovata', 'Trovate')} ${plural(n, 'conversazione', 'conversazioni')}:`,
    row: (agent: string, when: string, messages: number) => `${agent} · ${when} · ${plural(messages, 'messaggio', 'messaggi')}`,
    erase: 'Cancella i dati del visitatore',
    confirm: (n: number, leads = 0) =>
      `Cancellare definitivamente ${[n > 0 ? plural(n, 'conversazione', 'conversazioni') : '', leads > 0 ? plural(leads, 'contatto', 'contatti') : ''].filter(Boolean).join(' e ')}? L'operazione non si può annullare.`,
    foundLeads: (n: number) =>
      `${pluralForm(n, 'Trovato', 'Trovati')} ${plural(n, 'contatto lasciato', 'contatti lasciati')} dal visitatore:`,
    leadRow: (agent: string, name: string, when: string) => `${agent} · ${name} · ${when}`,
  },
};

/** A duration in words: '45 s', '12 min', '3 h 5 min'. */
function duration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}
