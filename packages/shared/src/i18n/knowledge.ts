import { SHARED_TEXT } from './common.js';
import { DOCUMENT_TYPES_LABEL } from '../document-types.js';
import type { DocumentStatus } from '../states/knowledge.js';
import { SPREADSHEET_MAX_ROWS, SPREADSHEET_MAX_COLUMNS } from '../limits.js';
import { formatCountIt, plural, pluralForm } from '../plural.js';
import { MAX_PDF_PAGES } from '../limits.js';

export const UNSUPPORTED_FILE_MESSAGE = `Solo file ${DOCUMENT_TYPES_LABEL} sono supportati.`;

export const SPREADSHEET_MESSAGES = {
  tooManyRows: `Il foglio di calcolo ha troppe righe: ne sono ammesse al massimo ${formatCountIt(SPREADSHEET_MAX_ROWS)}. Dividilo in più file.`,
  tooManyColumns: `Il foglio di calcolo ha troppe colonne: ne sono ammesse al massimo ${SPREADSHEET_MAX_COLUMNS}.`,
  corruptXlsx: 'Il file XLSX è danneggiato e non può essere letto.',
  xlsxTooLarge: 'Il file XLSX contiene dati compressi troppo grandi da elaborare.',
  notCsv: 'Il file CSV non è un testo separato da virgole, punti e virgola o tabulazioni.',
} as const;

export const FILE_TOO_LARGE_MESSAGE = (maxMb: number) => `Il file supera la dimensione massima di ${formatCountIt(maxMb)} MB.`;

export const STORAGE_LIMIT_MESSAGE = (limitLabel: string) =>
  `Spazio di archiviazione esaurito: il tuo piano include ${limitLabel}. Elimina dei documenti o effettua l'upgrade.`;

export const NO_FILE_MESSAGE = 'Seleziona un file da caricare.';

export const EMPTY_FILE_MESSAGE = 'Il file è vuoto.';

export const DOCUMENT_DELETED = 'Documento eliminato.';

/** What the list shows (spec §4: 'In attesa' until processed, then 'Processato'). */
export const DOCUMENT_STATUS_LABELS: Record<DocumentStatus, string> = {
  pending: 'In attesa',
  processing: 'In attesa',
  processed: 'Processato',
  error: 'Errore',
  transcription_not_configured: 'Trascrizione non configurata',
};

export const DOCUMENT_NOT_PROCESSED = 'Il documento non è ancora stato elaborato: il testo sarà visibile quando sarà Processato.';

export const PASSAGE_NOT_FOUND = 'Passaggio non trovato.';

export const PAGE_NOT_FOUND = 'Pagina non trovata in questo documento.';

/** Italian copy of the documents part of 'Dati di Addestramento & Memoria' and of 'Prova la ricerca'. */
export const knowledgeText = {
  documents: {
    title: 'Documenti di addestramento',
    description: `${DOCUMENT_TYPES_LABEL}: l'agente risponde usando il loro contenuto (dei fogli di calcolo legge ogni riga con le intestazioni delle colonne). Ogni file viene elaborato in automatico.`,
    upload: 'Carica documenti',
    dropHint: SHARED_TEXT.dropFiles,
    uploadHint: (maxMb: number | null) => `${DOCUMENT_TYPES_LABEL}${maxMb ? `, fino a ${maxMb} MB ciascuno` : ''}.`,
    uploading: (name: string) => `Caricamento di ${name}...`,
    uploaded: (name: string) => `File caricato: ${name}`,
    uploadError: (name: string, message: string) => `Errore nel caricamento del file ${name}: ${message}`,
    empty: "Nessun documento caricato. Carica un file per addestrare l'agente.",
    loadError: (message: string) => `Errore nel caricamento dei documenti: ${message}`,
    listLabel: 'Documenti caricati',
    progress: (percent: number) => `Elaborazione ${percent}%`,
    retry: 'Riprova',
    retryLabel: (name: string) => `Riprova l'elaborazione di ${name}`,
    retried: (name: string) => `${name} è di nuovo in coda.`,
    retryError: (message: string) => `Impossibile riprovare: ${message}`,
    choosePlan: 'Scegli un piano',
    delete: 'Elimina',
    deleteLabel: (name: string) => `Elimina ${name}`,
    deleteTitle: 'Eliminare il documento?',
    deleteDescription: (name: string) => `${name} verrà eliminato insieme al testo estratto: l'agente non lo userà più.`,
    deleteConfirm: 'Elimina documento',
    cancel: 'Annulla',
    deleted: DOCUMENT_DELETED,
    deleteError: (message: string) => `Errore durante l'eliminazione: ${message}`,
    pages: (n: number) => plural(n, 'pagina', 'pagine'),
    /** A scanned PDF: how many pages were read with OCR. */
    ocrPages: (n: number) => `OCR su ${plural(n, 'pagina', 'pagine')}`,
    /** Progress of a long document: pages read (PDF) or segments transcribed (audio, video). */
    steps: (media: boolean, done: number, total: number) => (media ? `Segmento ${done} di ${total}` : `Pagina ${done} di ${total}`),
  },
  /** What the agent knows of a document (issue 16). */
  text: {
    open: 'Vedi testo',
    openLabel: (name: string) => `Vedi il testo estratto da ${name}`,
    title: (name: string) => `Testo di ${name}`,
    description: "Il testo che l'agente conosce di questo file, così come è stato estratto.",
    loading: 'Caricamento del testo…',
    error: (message: string) => `Impossibile caricare il testo: ${message}`,
    ocrNote: (n: number) => `${plural(n, 'pagina', 'pagine')} ${pluralForm(n, 'è stata letta', 'sono state lette')} con OCR (scansione).`,
  },
  search: {
    title: 'Prova la ricerca',
    description: "Scrivi una domanda come farebbe un cliente e guarda quali passaggi dei documenti l'agente troverebbe.",
    query: 'Domanda o frase da cercare',
    placeholder: 'Es. Quanto dura la garanzia?',
    topK: 'Numero di risultati',
    submit: 'Cerca',
    searching: 'Ricerca in corso...',
    noResults: 'Nessun passaggio trovato. Prova con altre parole o carica altri documenti.',
    resultsLabel: 'Risultati della ricerca',
    page: (n: number) => `pagina ${n}`,
    /** How close a passage is to the question, said in words (relative to the best passage found). */
    relevance: { high: 'Molto pertinente', medium: 'Abbastanza pertinente', low: 'Poco pertinente' },
    from: (file: string) => `Dal documento «${file}»`,
    error: (message: string) => `Errore nella ricerca: ${message}`,
  },
} as const;

/** Messages of the fields of `api/knowledge.ts`'s schemas (ADR 0199). */
export const KNOWLEDGE_FIELD_MESSAGES = {
  documentIdInvalid: 'Identificativo del documento non valido.',
  agentIdInvalid: "Identificativo dell'agente non valido.",
  ilContestoDiCaricamentoDeve: "Il contesto di caricamento deve essere 'settings' o 'creation'.",
  queryRequired: 'Scrivi una domanda o una frase da cercare.',
  topKInvalid: 'topK deve essere un numero intero.',
  laRicercaPuoContenereAl: 'La ricerca può contenere al massimo 2000 caratteri.',
  topkPuoEssereAlMassimo: 'topK può essere al massimo 50.',
  passageIdInvalid: SHARED_TEXT.passageIdInvalid,
  pageInvalid: 'Numero di pagina non valido.',
} as const;

/** The worker ran out of memory or failed otherwise on a file: what the user reads. */
export const TOO_COMPLEX = 'Il documento è troppo grande o complesso per essere elaborato.';

export const MEDIA_UNREADABLE = 'Il file audio o video è danneggiato o non contiene una traccia audio leggibile.';

export const CORRUPT_DOCX = 'Il file DOCX è danneggiato e non può essere letto.';
export const DOCX_TOO_LARGE = 'Il file DOCX contiene dati compressi troppo grandi da elaborare.';

export const TRANSCRIPTION_FAILED = 'La trascrizione non è riuscita: il servizio di trascrizione non ha risposto correttamente. Riprova.';
export const TRANSCRIPTION_EMPTY = 'La trascrizione non contiene parole riconoscibili.';

export const EMPTY_DOCUMENT = 'Il documento non contiene testo leggibile.';
export const CORRUPT_PDF = 'Il PDF è danneggiato o protetto e non può essere letto.';
export const OCR_FAILED = 'La lettura OCR delle pagine scansionate non è riuscita. Riprova.';
export const PDF_TOO_MANY_PAGES = `Il PDF ha troppe pagine: ne sono ammesse al massimo ${formatCountIt(MAX_PDF_PAGES)}. Dividilo in più file.`;
export const PDF_INFLATES_TOO_FAR = 'Il PDF contiene dati compressi troppo grandi da elaborare.';
