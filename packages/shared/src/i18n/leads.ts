import { SHARED_TEXT } from './common.js';
import type { DeliveryStatus, LeadSource, LeadWebhookEvent } from '../states/leads.js';
import { LEAD_SEARCH_MAX, LEAD_WEBHOOK_URL_MAX } from '../limits.js';
import { plural } from '../plural.js';

export const LEAD_MESSAGES = {
  invalidDate: SHARED_TEXT.dateInvalid,
  rangeOrder: SHARED_TEXT.rangeInvalid,
  invalidAgent: SHARED_TEXT.agentInvalid,
  searchTooLong: `La ricerca può contenere al massimo ${LEAD_SEARCH_MAX} caratteri.`,
  cursorInvalid: SHARED_TEXT.pageInvalid,
  forbidden: 'Accesso Negato: i contatti sono visibili al proprietario, agli amministratori e agli istruttori.',
  webhookUrlInvalid: 'Indirizzo non valido: usa un URL https:// completo (es. https://esempio.it/webhook).',
  webhookUrlTooLong: `L'indirizzo può contenere al massimo ${LEAD_WEBHOOK_URL_MAX} caratteri.`,
  webhookUrlPrivate: SHARED_TEXT.privateAddress,
  webhookEnabledInvalid: 'Valore non valido per «Attivo».',
  webhookExists: 'Il webhook è già configurato: modificalo o eliminalo.',
  webhookNotFound: "Non c'è nessun webhook configurato.",
  webhookCreated: 'Webhook creato. Copia ora il segreto: non sarà più mostrato.',
  webhookRotated: 'Nuovo segreto creato. Copialo ora: non sarà più mostrato; il precedente non è più valido.',
  webhookSaved: 'Webhook salvato.',
  webhookDeleted: 'Webhook eliminato.',
  webhookTestDelivered: (status: number) => `Test consegnato: il server ha risposto HTTP ${status}.`,
  webhookTestFailed: (error: string) => `Test non consegnato: ${error}.`,
  webhookDisabled: 'Il webhook è disattivato: attivalo per inviare un test.',
} as const;

export const LEAD_SOURCE_LABELS: Record<LeadSource, string> = {
  handoff: 'Richiesta di contatto',
  prechat: 'Prima della chat',
  widget: 'Widget',
};

/** The CSV columns (Italian Excel: UTF-8 with BOM, semicolons), in order. */
export const LEAD_EXPORT_COLUMNS = [
  'Data',
  'Agente',
  'Nome',
  'E-mail',
  'Telefono',
  'Consenso',
  'Data consenso',
  'Origine',
  'Conversazione',
] as const;

export const LEAD_WEBHOOK_EVENT_LABELS: Record<LeadWebhookEvent, string> = {
  'lead.created': 'Nuovo contatto',
  'webhook.test': 'Prova',
};

export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  pending: 'In corso',
  delivered: 'Consegnato',
  failed: 'Non consegnato',
};

/** 'Contatti' (issue 30): the contacts visitors left. */
export const leadsText = {
  title: 'Contatti',
  description: 'Le persone che hanno lasciato i loro recapiti ai tuoi agenti: nome, e-mail, telefono e consenso.',
  filters: 'Filtri dei contatti',
  agent: 'Agente',
  anyAgent: 'Tutti gli agenti',
  from: 'Dal giorno',
  to: 'Al giorno',
  search: 'Cerca',
  searchHint: 'Nome, e-mail o telefono.',
  apply: 'Applica',
  reset: 'Azzera filtri',
  exportCsv: 'Esporta CSV',
  exportLabel: 'Esportazione dei contatti',
  loading: 'Caricamento dei contatti…',
  loadError: (message: string) => `Impossibile caricare i contatti: ${message}`,
  empty: 'Nessun contatto corrisponde ai filtri.',
  emptyAll: 'Nessun contatto ancora: compariranno qui quando un visitatore lascerà i suoi recapiti.',
  noAgentsInstructor: 'Non hai agenti assegnati: vedrai i contatti degli agenti che ti verranno assegnati.',
  count: (n: number) => plural(n, 'contatto', 'contatti'),
  more: 'Carica altri',
  list: 'Elenco dei contatti',
  columns: {
    date: 'Data',
    agent: 'Agente',
    name: 'Nome',
    email: 'E-mail',
    phone: 'Telefono',
    consent: 'Consenso',
    conversation: 'Conversazione',
  },
  consentYes: 'Sì',
  consentNo: 'No',
  consentAt: (when: string) => `Consenso dato il ${when}`,
  openConversation: 'Apri',
  openConversationOf: (name: string) => `Apri la conversazione di ${name}`,
  noConversation: '—',
  webhookHint: 'Vuoi ricevere ogni nuovo contatto nel tuo CRM? Configura il webhook in',
  webhookLink: 'Integrazioni',
};

/** Why one try of the leads webhook failed, as its delivery log says it. */
export const LEAD_DELIVERY_ERRORS = {
  timeout: (timeoutMs: number) =>
    `Nessuna risposta entro ${timeoutMs >= 1000 ? plural(Math.round(timeoutMs / 1000), 'secondo', 'secondi') : `${timeoutMs} ms`}`,
  privateAddress: 'Indirizzo privato o locale: consegna non consentita',
  refused: 'Connessione rifiutata',
  unknownHost: 'Nome del server non trovato',
  reset: 'Connessione interrotta dal server',
  badCertificate: 'Certificato TLS non valido',
  network: 'Errore di rete',
} as const;
