import { z } from 'zod';

/**
 * The one list of files an agent's knowledge accepts (issue 34, ADR 0136): agent creation, the settings, the public
 * API and the landing page all read it. The server checks the real content of each file, never only its name.
 */
export const DOCUMENT_TYPES = [
  { kind: 'pdf', label: 'PDF', accept: ['.pdf', 'application/pdf'] },
  { kind: 'docx', label: 'DOCX', accept: ['.docx'] },
  { kind: 'txt', label: 'TXT', accept: ['.txt', 'text/plain'] },
  { kind: 'csv', label: 'CSV', accept: ['.csv', 'text/csv'] },
  { kind: 'xlsx', label: 'XLSX', accept: ['.xlsx'] },
  { kind: 'audio', label: 'audio', accept: ['audio/*'] },
  { kind: 'video', label: 'video', accept: ['video/*'] },
] as const;

export const FILE_KINDS = DOCUMENT_TYPES.map((t) => t.kind);
export type FileKind = (typeof DOCUMENT_TYPES)[number]['kind'];

/** 'PDF, DOCX, TXT, CSV, XLSX, audio e video' */
export const DOCUMENT_TYPES_LABEL = (() => {
  const labels = DOCUMENT_TYPES.map((t) => t.label);
  return `${labels.slice(0, -1).join(', ')} e ${labels.at(-1)}`;
})();

/** Where a file is uploaded (agent creation, or the settings' training data): both accept the same list. */
export const UPLOAD_CONTEXTS = ['settings', 'creation'] as const;
export type UploadContext = (typeof UPLOAD_CONTEXTS)[number];

export const UNSUPPORTED_FILE_MESSAGE = `Solo file ${DOCUMENT_TYPES_LABEL} sono supportati.`;

/** The `accept` attribute of every document input; the server checks the real content regardless. */
export const ACCEPTED_FILES = DOCUMENT_TYPES.flatMap((t) => t.accept).join(',');

/** Spreadsheets (CSV, XLSX): what a hostile or oversized sheet may not exceed. */
export const SPREADSHEET_MAX_ROWS = 50_000;
export const SPREADSHEET_MAX_COLUMNS = 200;
export const SPREADSHEET_MESSAGES = {
  tooManyRows: `Il foglio di calcolo ha troppe righe: ne sono ammesse al massimo ${SPREADSHEET_MAX_ROWS.toLocaleString('it-IT')}. Dividilo in più file.`,
  tooManyColumns: `Il foglio di calcolo ha troppe colonne: ne sono ammesse al massimo ${SPREADSHEET_MAX_COLUMNS}.`,
  corruptXlsx: 'Il file XLSX è danneggiato e non può essere letto.',
  xlsxTooLarge: 'Il file XLSX contiene dati compressi troppo grandi da elaborare.',
  notCsv: 'Il file CSV non è un testo separato da virgole, punti e virgola o tabulazioni.',
} as const;

export const FILE_TOO_LARGE_MESSAGE = (maxMb: number) => `Il file supera la dimensione massima di ${maxMb.toLocaleString('it-IT')} MB.`;
export const STORAGE_LIMIT_MESSAGE = (limitLabel: string) =>
  `Spazio di archiviazione esaurito: il tuo piano include ${limitLabel}. Elimina dei documenti o effettua l'upgrade.`;
export const NO_FILE_MESSAGE = 'Seleziona un file da caricare.';
export const EMPTY_FILE_MESSAGE = 'Il file è vuoto.';

/** Realtime event sent to the account whenever an agent's documents change; payload `{ agentId }`. */
export const DOCUMENTS_CHANGED_EVENT = 'documents.changed';

export const DOCUMENT_STATUSES = ['pending', 'processing', 'processed', 'error', 'transcription_not_configured'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const DOCUMENT_DELETED = 'Documento eliminato.';

/** What the list shows (spec §4: 'In attesa' until processed, then 'Processato'). */
export const DOCUMENT_STATUS_LABELS: Record<DocumentStatus, string> = {
  pending: 'In attesa',
  processing: 'In attesa',
  processed: 'Processato',
  error: 'Errore',
  transcription_not_configured: 'Trascrizione non configurata',
};

export const documentSchema = z.object({
  id: z.string(),
  agentId: z.string(),
  fileName: z.string(),
  fileType: z.string(),
  sizeBytes: z.number(),
  status: z.enum(DOCUMENT_STATUSES),
  /** Italian reason when status is 'error' or 'transcription_not_configured'. */
  error: z.string().nullable(),
  /** 0–100 while processing. */
  progress: z.number().int(),
  pageCount: z.number().int().nullable(),
  /** Pages read with OCR (a scanned PDF); null when none was. */
  ocrPages: z.number().int().nullable(),
  /** While processing: pages read (PDF) or segments transcribed (audio, video) so far, of the total. */
  steps: z.object({ done: z.number().int(), total: z.number().int() }).nullable(),
  uploadedAt: z.string(),
  processedAt: z.string().nullable(),
});
export type AgentDocument = z.infer<typeof documentSchema>;

export const documentListSchema = z.object({ documents: z.array(documentSchema) });
export type DocumentList = z.infer<typeof documentListSchema>;

const DOCUMENT_ID_INVALID = 'Identificativo del documento non valido.';
const AGENT_ID_INVALID = "Identificativo dell'agente non valido.";
export const agentDocumentParamsSchema = z.object({
  agentId: z.string().min(1, AGENT_ID_INVALID).max(64, AGENT_ID_INVALID),
  documentId: z.string().min(1, DOCUMENT_ID_INVALID).max(64, DOCUMENT_ID_INVALID),
});

/** `?context=` of an upload: anything else than the two places is refused in Italian. */
export const uploadContextSchema = z.enum(UPLOAD_CONTEXTS, { error: "Il contesto di caricamento deve essere 'settings' o 'creation'." });

const QUERY_REQUIRED = 'Scrivi una domanda o una frase da cercare.';
const TOP_K_INVALID = 'topK deve essere un numero intero.';

export const retrievalTestSchema = z.object(
  {
    query: z
      .string({ error: QUERY_REQUIRED })
      .trim()
      .min(1, QUERY_REQUIRED)
      .max(2000, 'La ricerca può contenere al massimo 2000 caratteri.'),
    // Not coerced: `[1]` or `"5"` is a client's mistake to be told about, not guessed at.
    topK: z
      .number({ error: TOP_K_INVALID })
      .int(TOP_K_INVALID)
      .min(1, 'topK deve essere almeno 1.')
      .max(50, 'topK può essere al massimo 50.')
      .default(5),
  },
  { error: QUERY_REQUIRED },
);
export type RetrievalTestInput = z.infer<typeof retrievalTestSchema>;

export const retrievalResultSchema = z.object({
  /** The passage: what a source opens in the viewer. */
  chunkId: z.string(),
  documentId: z.string(),
  file: z.string(),
  page: z.number().int().nullable(),
  /** DOCX/TXT: the paragraph where the passage starts. */
  paragraph: z.number().int().nullable(),
  /** Audio/video: the passage's time range in the recording, in milliseconds. */
  startMs: z.number().int().nullable(),
  endMs: z.number().int().nullable(),
  text: z.string(),
  score: z.number(),
  /** Character offsets of the chunk in the document's extracted text, end exclusive. */
  start: z.number().int(),
  end: z.number().int(),
});
export type RetrievalResult = z.infer<typeof retrievalResultSchema>;

export const retrievalTestResponseSchema = z.object({ results: z.array(retrievalResultSchema) });

/**
 * Where a passage sits in its document (issue 16): the page of a PDF, the paragraph of a DOCX/TXT, the time range of
 * a transcript (milliseconds). What a source names and the viewer opens.
 */
export const passageLocationSchema = z.object({
  page: z.number().int().nullable(),
  paragraph: z.number().int().nullable(),
  startMs: z.number().int().nullable(),
  endMs: z.number().int().nullable(),
});
export type PassageLocation = z.infer<typeof passageLocationSchema>;

/** One indexed passage of a document: its offsets in the extracted text, end exclusive. */
export const documentPassageSchema = passageLocationSchema.extend({
  id: z.string(),
  start: z.number().int(),
  end: z.number().int(),
});
export type DocumentPassage = z.infer<typeof documentPassageSchema>;

export const DOCUMENT_NOT_PROCESSED = 'Il documento non è ancora stato elaborato: il testo sarà visibile quando sarà Processato.';

/** What the agent knows of a document: its extracted text (OCR and transcripts included) and its passages. */
export const documentTextSchema = z.object({
  document: documentSchema,
  text: z.string(),
  passages: z.array(documentPassageSchema),
});
export type DocumentText = z.infer<typeof documentTextSchema>;

const PASSAGE_ID_INVALID = 'Identificativo del passaggio non valido.';
export const agentPassageParamsSchema = z.object({
  agentId: z.string().min(1, AGENT_ID_INVALID).max(64, AGENT_ID_INVALID),
  chunkId: z.string().min(1, PASSAGE_ID_INVALID).max(64, PASSAGE_ID_INVALID),
});
const PAGE_INVALID = 'Numero di pagina non valido.';
export const documentPageParamsSchema = agentDocumentParamsSchema.extend({
  page: z.coerce.number({ error: PAGE_INVALID }).int(PAGE_INVALID).min(1, PAGE_INVALID).max(100_000, PAGE_INVALID),
});
export const PASSAGE_NOT_FOUND = 'Passaggio non trovato.';
export const PAGE_NOT_FOUND = 'Pagina non trovata in questo documento.';

/** A cited passage as a public visitor sees it: the passage alone, never the rest of the file (issue 16). */
export const publicPassageSchema = passageLocationSchema.extend({
  file: z.string(),
  text: z.string(),
});
export type PublicPassage = z.infer<typeof publicPassageSchema>;

/** A cited passage for a member of the account: with the text around it and, for a PDF, its page to look at. */
export const passageSchema = publicPassageSchema.extend({
  documentId: z.string(),
  fileType: z.string(),
  /** Up to about 1,500 characters of the document before and after the passage. */
  before: z.string(),
  after: z.string(),
  /** The PDF page to show beside the text (GET …/documents/:documentId/pages/:page); null for other files. */
  pdfPage: z.number().int().nullable(),
});
export type Passage = z.infer<typeof passageSchema>;

/** 'webinar.mp4, 12:30–13:10' — m:ss, or h:mm:ss past an hour. */
export function formatMediaTime(ms: number): string {
  const total = Math.floor(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** Where a source points, as people read it: 'pagina 3', 'paragrafo 4', '12:30–13:10' (null when unknown). */
export function passageLocationLabel(location: Partial<PassageLocation>): string | null {
  if (location.startMs != null && location.endMs != null) return `${formatMediaTime(location.startMs)}–${formatMediaTime(location.endMs)}`;
  if (location.page) return `pagina ${location.page}`;
  if (location.paragraph) return `paragrafo ${location.paragraph}`;
  return null;
}

/** The label of a source: 'manuale.pdf, pagina 3', 'note.docx, paragrafo 4', 'webinar.mp4, 12:30–13:10'. */
export function sourceLabel(source: { file: string } & Partial<PassageLocation>): string {
  const where = passageLocationLabel(source);
  return where ? `${source.file}, ${where}` : source.file;
}
