import { formatCountIt, plural } from '../plural.js';
import type { SkipReason, WebsiteStatus } from '../states/knowledge.js';
import { WEBSITE_MAX_PATHS, WEBSITE_MAX_DEPTH } from '../limits.js';

export const WEBSITE_MESSAGES = {
  invalidUrl: 'Indirizzo non valido: scrivi un indirizzo completo, es. https://www.esempio.it.',
  privateAddress: "L'indirizzo porta a una rete privata o locale: non può essere letto.",
  invalidPath: 'Ogni percorso deve iniziare con /, es. /prodotti.',
  tooManyPaths: `Puoi indicare al massimo ${WEBSITE_MAX_PATHS} percorsi.`,
  maxDepth: `La profondità massima va da 0 a ${WEBSITE_MAX_DEPTH}.`,
  maxPages: 'Il numero massimo di pagine deve essere almeno 1.',
  pagesOverPlan: (planName: string, limit: number) =>
    `Il piano ${planName} consente al massimo ${plural(limit, 'pagina', 'pagine')} di siti web per agente.`,
  pageLimitReached: (planName: string, limit: number) =>
    `Limite raggiunto: il piano ${planName} consente ${plural(limit, 'pagina', 'pagine')} di siti web per agente. Elimina delle pagine o passa a un piano superiore.`,
  maxPagesReached: (limit: number) => `Raggiunto il numero massimo di pagine scelto (${formatCountIt(limit)}).`,
  alreadyAdded: 'Questo sito è già tra le fonti dell’agente.',
  notFound: 'Sito non trovato.',
  busy: 'Il sito è già in lettura: attendi la fine o interrompila.',
  deleted: 'Sito eliminato con le sue pagine.',
  // What a finished run says when it stored nothing (failed) or had to leave something out.
  unreachable: (host: string) => `Il sito ${host} non risponde: controlla l'indirizzo o riprova più tardi.`,
  robotsBlocksAll: 'Il file robots.txt del sito non consente di leggere le pagine indicate.',
  nothingStored: 'Nessuna pagina leggibile trovata a questo indirizzo.',
  startFailed: (reason: string) => `La pagina iniziale non può essere letta: ${reason}`,
  sitemapTooManySitemaps: (read: number) => `La sitemap rimanda a troppe altre sitemap: sono state lette le prime ${read}.`,
  sitemapInvalid: 'La sitemap non è un file XML valido.',
  cancelled: 'Lettura interrotta.',
} as const;

export const SKIP_REASON_LABELS: Record<SkipReason, string> = {
  robots: 'Esclusa da robots.txt',
  not_html: 'Non è una pagina HTML né un documento supportato',
  too_big: 'Troppo grande',
  http_error: 'Errore del sito',
  outside: 'Fuori dal sito',
  duplicate: 'Duplicata',
  limit: 'Oltre il limite di pagine',
  empty: 'Senza testo leggibile',
  excluded: 'Percorso escluso',
};

export const WEBSITE_STATUS_LABELS: Record<WebsiteStatus, string> = {
  queued: 'In coda',
  crawling: 'Lettura in corso',
  done: 'Completato',
  failed: 'Non riuscito',
  cancelled: 'Interrotto',
};

/** Pages that failed: why, as the progress list says it. */
const FAILURE_LABELS: Record<string, string> = {
  timeout: 'Il sito non ha risposto in tempo',
  unreachable: 'Sito non raggiungibile',
  private: 'Indirizzo di una rete privata',
  too_many_redirects: 'Troppi reindirizzamenti',
  redirect_loop: 'Reindirizzamenti in ciclo',
  invalid: 'Indirizzo non valido',
  processing: 'Errore durante la lettura',
};

/** Why a page failed or was skipped, as a finished run's notice says it (after 'La pagina iniziale non può essere letta: '). */
export const RUN_NOTICE_REASONS: Record<string, string> = {
  timeout: 'il sito non ha risposto in tempo.',
  unreachable: 'il sito non è raggiungibile.',
  private: "l'indirizzo porta a una rete privata o locale.",
  too_many_redirects: 'troppi reindirizzamenti (più di 5).',
  redirect_loop: 'i reindirizzamenti formano un ciclo.',
  invalid: "l'indirizzo non è valido.",
  processing: 'errore imprevisto durante la lettura.',
  robots: 'il file robots.txt non lo consente.',
  not_html: 'non è una pagina HTML né un documento PDF, DOCX o TXT.',
  too_big: 'la pagina è troppo grande.',
  http_error: 'il sito ha risposto con un errore.',
  outside: 'reindirizza a un altro sito.',
  duplicate: 'è una copia di un’altra pagina.',
  empty: 'non contiene testo leggibile.',
  limit: 'limite di pagine raggiunto.',
};
/** A reason not in the table: an HTTP status (`http_503`) or something unforeseen. */
export const runNoticeReasonOther = (reason: string) =>
  reason.startsWith('http_') ? `il sito ha risposto con l'errore ${reason.slice(5)}.` : 'errore imprevisto.';

/** Italian copy of the 'Sito web' source of an agent's knowledge (issue 29). */
export const websiteText = {
  title: 'Sito web',
  description:
    "Indica l'indirizzo del sito o della sua sitemap.xml: l'agente impara dalle pagine dello stesso sito (e dai PDF, DOCX e TXT collegati), rispettando il file robots.txt.",
  url: 'Indirizzo del sito o della sitemap',
  urlPlaceholder: 'https://www.esempio.it',
  options: 'Opzioni avanzate',
  includePaths: 'Solo questi percorsi',
  excludePaths: 'Escludi questi percorsi',
  pathsHint: 'Uno per riga o separati da virgola, es. /prodotti',
  maxDepth: 'Profondità massima dei collegamenti',
  maxPages: 'Numero massimo di pagine',
  maxPagesHint: (limit: number) => `Il tuo piano consente ${plural(limit, 'pagina', 'pagine')} per agente.`,
  weeklyRefresh: 'Aggiorna automaticamente ogni settimana',
  add: 'Aggiungi sito',
  adding: 'Aggiunta in corso…',
  added: 'Sito aggiunto: la lettura delle pagine è iniziata.',
  addError: (message: string) => `Impossibile aggiungere il sito: ${message}`,
  empty: 'Nessun sito web aggiunto.',
  listLabel: 'Siti web',
  loadError: (message: string) => `Errore nel caricamento dei siti: ${message}`,
  usage: (used: number, limit: number) =>
    `${plural(used, 'pagina', 'pagine')} di siti web su ${formatCountIt(limit)} consentite dal piano.`,
  status: WEBSITE_STATUS_LABELS,
  progress: {
    found: (n: number) => `Trovate ${formatCountIt(n)}`,
    fetched: (n: number) => `Scaricate ${formatCountIt(n)}`,
    processed: (n: number) => `Processate ${formatCountIt(n)}`,
    processing: (n: number) => `In elaborazione ${formatCountIt(n)}`,
    skipped: (n: number) => `Saltate ${formatCountIt(n)}`,
    failed: (n: number) => `Non riuscite ${formatCountIt(n)}`,
    label: (name: string) => `Avanzamento della lettura di ${name}`,
  },
  refresh: 'Aggiorna',
  refreshLabel: (url: string) => `Aggiorna ${url}: rileggi il sito ed elabora solo le pagine cambiate`,
  refreshed: 'Aggiornamento avviato: verranno elaborate solo le pagine cambiate.',
  refreshError: (message: string) => `Impossibile aggiornare: ${message}`,
  cancel: 'Interrompi',
  cancelLabel: (url: string) => `Interrompi la lettura di ${url}`,
  cancelError: (message: string) => `Impossibile interrompere: ${message}`,
  pages: 'Pagine',
  pagesLabel: (url: string) => `Vedi le pagine di ${url}`,
  pagesTitle: (url: string) => `Pagine di ${url}`,
  pagesDescription: "Che cosa è successo a ogni indirizzo trovato nell'ultima lettura.",
  pagesTotal: (shown: number, total: number) =>
    shown < total ? `Mostrate ${formatCountIt(shown)} di ${formatCountIt(total)} pagine.` : plural(total, 'pagina', 'pagine'),
  pagesLoading: 'Caricamento delle pagine…',
  pageStates: {
    queued: 'In coda',
    stored: 'Salvata',
    unchanged: 'Invariata',
    skipped: 'Saltata',
    failed: 'Non riuscita',
  } as Record<string, string>,
  documentStatus: { pending: 'In attesa', processing: 'In elaborazione', processed: 'Processato', error: 'Errore' } as Record<
    string,
    string
  >,
  reason: (state: string, reason: string | null, httpStatus: number | null) => {
    if (!reason) return null;
    if (state === 'skipped') {
      const label = SKIP_REASON_LABELS[reason as SkipReason] ?? reason;
      return reason === 'http_error' && httpStatus ? `${label} (${httpStatus})` : label;
    }
    return FAILURE_LABELS[reason] ?? reason;
  },
  openPage: (url: string) => `Apri ${url} in una nuova scheda`,
  weeklyToggleLabel: (url: string) => `Aggiornamento settimanale di ${url}`,
  weeklySaved: (on: boolean) => (on ? 'Aggiornamento settimanale attivato.' : 'Aggiornamento settimanale disattivato.'),
  delete: 'Elimina',
  deleteLabel: (url: string) => `Elimina ${url}`,
  deleteTitle: 'Eliminare il sito?',
  deleteDescription: (url: string) => `${url} verrà eliminato con tutte le sue pagine: l'agente non le userà più.`,
  deleteConfirm: 'Elimina sito',
  deleted: WEBSITE_MESSAGES.deleted,
  deleteError: (message: string) => `Errore durante l'eliminazione: ${message}`,
  close: 'Chiudi',
  cancelDialog: 'Annulla',
  lastCrawl: (date: string) => `Ultima lettura: ${date}`,
};
