import { DOCUMENT_STATUSES, KNOWLEDGE_SOURCE_TYPES } from '../states/knowledge.js';
import { KNOWLEDGE_FIELD_MESSAGES } from '../i18n/knowledge.js';
import { z } from 'zod';

// The list itself is zod-free, so the landing page reads it without loading zod (issue 34, ADR 0164).
import { DOCUMENT_TYPES } from '../document-types.js';
export { DOCUMENT_TYPES, DOCUMENT_TYPES_LABEL, FILE_KINDS, type FileKind } from '../document-types.js';

/** Where a file is uploaded (agent creation, or the settings' training data): both accept the same list. */
export const UPLOAD_CONTEXTS = ['settings', 'creation'] as const;
export type UploadContext = (typeof UPLOAD_CONTEXTS)[number];

/** The `accept` attribute of every document input; the server checks the real content regardless. */
export const ACCEPTED_FILES = DOCUMENT_TYPES.flatMap((t) => t.accept).join(',');

/** Realtime event sent to the account whenever an agent's documents change; payload `{ agentId }`. */
export { DOCUMENTS_CHANGED_EVENT } from '../realtime-events.js';

export { DOCUMENT_STATUSES, type DocumentStatus } from '../states/knowledge.js';

export { KNOWLEDGE_SOURCE_TYPES, type KnowledgeSourceType } from '../states/knowledge.js';

export const documentSchema = z.object({
  id: z.string(),
  agentId: z.string(),
  sourceType: z.enum(KNOWLEDGE_SOURCE_TYPES),
  /** The original address of a website page; null for the other kinds. */
  sourceUrl: z.string().nullable(),
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

export const agentDocumentParamsSchema = z.object({
  agentId: z.string().min(1, KNOWLEDGE_FIELD_MESSAGES.agentIdInvalid).max(64, KNOWLEDGE_FIELD_MESSAGES.agentIdInvalid),
  documentId: z.string().min(1, KNOWLEDGE_FIELD_MESSAGES.documentIdInvalid).max(64, KNOWLEDGE_FIELD_MESSAGES.documentIdInvalid),
});

/** `?context=` of an upload: anything else than the two places is refused in Italian. */
export const uploadContextSchema = z.enum(UPLOAD_CONTEXTS, { error: KNOWLEDGE_FIELD_MESSAGES.ilContestoDiCaricamentoDeve });

export const retrievalTestSchema = z.object(
  {
    query: z
      .string({ error: KNOWLEDGE_FIELD_MESSAGES.queryRequired })
      .trim()
      .min(1, KNOWLEDGE_FIELD_MESSAGES.queryRequired)
      .max(2000, KNOWLEDGE_FIELD_MESSAGES.laRicercaPuoContenereAl),
    // Not coerced: `[1]` or `"5"` is a client's mistake to be told about, not guessed at.
    topK: z
      .number({ error: KNOWLEDGE_FIELD_MESSAGES.topKInvalid })
      .int(KNOWLEDGE_FIELD_MESSAGES.topKInvalid)
      .min(1, 'topK deve essere almeno 1.')
      .max(50, KNOWLEDGE_FIELD_MESSAGES.topkPuoEssereAlMassimo)
      .default(5),
  },
  { error: KNOWLEDGE_FIELD_MESSAGES.queryRequired },
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

/** What the agent knows of a document: its extracted text (OCR and transcripts included) and its passages. */
export const documentTextSchema = z.object({
  document: documentSchema,
  text: z.string(),
  passages: z.array(documentPassageSchema),
});
export type DocumentText = z.infer<typeof documentTextSchema>;

export const agentPassageParamsSchema = z.object({
  agentId: z.string().min(1, KNOWLEDGE_FIELD_MESSAGES.agentIdInvalid).max(64, KNOWLEDGE_FIELD_MESSAGES.agentIdInvalid),
  chunkId: z.string().min(1, KNOWLEDGE_FIELD_MESSAGES.passageIdInvalid).max(64, KNOWLEDGE_FIELD_MESSAGES.passageIdInvalid),
});
export const documentPageParamsSchema = agentDocumentParamsSchema.extend({
  page: z.coerce
    .number({ error: KNOWLEDGE_FIELD_MESSAGES.pageInvalid })
    .int(KNOWLEDGE_FIELD_MESSAGES.pageInvalid)
    .min(1, KNOWLEDGE_FIELD_MESSAGES.pageInvalid)
    .max(100_000, KNOWLEDGE_FIELD_MESSAGES.pageInvalid),
});

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
  /** A website page (source_type 'web_page'): its original address, which the viewer links to (issue 29). */
  sourceUrl: z.string().nullable(),
});
export type Passage = z.infer<typeof passageSchema>;

// The labels of sources live beside no schema, so the chat's pages load them without zod (issue 34).
export { formatMediaTime, passageLocationLabel, sourceLabel } from '../source-labels.js';
