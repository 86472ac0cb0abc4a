import { plural, pluralForm } from '@app/shared/plural';
import { DOCUMENT_DELETED, DOCUMENT_TYPES_LABEL } from '@app/shared/api/knowledge';

/** Italian copy of the documents part of 'Dati di Addestramento & Memoria' and of 'Prova la ricerca'. */
export const knowledgeText = {
  documents: {
    title: 'Documenti di addestramento',
    description: `${DOCUMENT_TYPES_LABEL}: l'agente risponde usando il loro contenuto (dei fogli di calcolo legge ogni riga con le intestazioni delle colonne). Ogni file viene elaborato in automatico.`,
    upload: 'Carica documenti',
    dropHint: 'Oppure trascina qui i file.',
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
