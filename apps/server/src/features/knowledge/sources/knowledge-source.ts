import type { Plan } from '@app/shared/plans';
import type { KnowledgeSourceType } from '@app/shared/states/knowledge';
import type { AppContext } from '../../../app-context.js';
import type { agentDocuments } from '../../../db/schema/documents.js';
import type { Extracted } from '../ingestion/extract-text.js';

export type SourceDocument = typeof agentDocuments.$inferSelect;

/** How many documents of one kind an agent may hold, and what a refusal says. */
export interface SourceLimit {
  max: number;
  message: string;
  /** The error code of the HTTP refusal. */
  code: string;
}

/**
 * One kind of knowledge an agent learns from (issue 50, ADR 0355): files, website pages, notes, question-and-answer
 * pairs, and whatever comes next (a shared drive). Every kind is stored the same way: a row of `agent_documents` of
 * its `source_type`, its content as a stored file, its passages in `document_chunks`. What differs between kinds is
 * said here, once; the paths every kind shares (processing, statistics and limits, deletion, citations) read it from
 * the registry (`source-registry.ts`) instead of testing `source_type` themselves.
 *
 * Creating one stays with its kind (an upload is multipart, a page comes from the crawler, a note from a form), but
 * writes through the shared writers: `saveWrittenSource` (text written in the app, indexed before the answer) or a
 * queued stored file (`enqueueDocument`, processed by the job).
 */
export interface KnowledgeSource {
  /**
   * The `agent_documents.source_type` of its documents: a value of the shared list, which the column's database check
   * follows (ADR 0345). A new kind adds itself there and widens the check in its migration.
   */
  readonly type: KnowledgeSourceType;
  /** The word in the name of the stored file of a text written in the app ('testo', 'domanda'). */
  readonly fileWord?: string;
  /** The message of a 404 for a document of this kind that is missing, or of another kind. */
  readonly notFound?: string;
  /**
   * What a citation calls every document of this kind, to visitors and members alike (a pair's 'Domande e risposte':
   * its file name is only its question); unset, a citation names the document by its own title.
   */
  readonly citationLabel?: string;
  /** A citation carries the document's address (`source_url`), which the visitor's source opens (website pages). */
  readonly citesAddress?: boolean;
  /** How many documents of this kind one agent may hold under a plan; unset, only the storage limits them. */
  limitPerAgent?(plan: Plan): SourceLimit;
  /**
   * Reads a document's text when it is processed (the job, 'Riprova', a restart). Unset: its stored file is read by
   * its file type (PDF, DOCX, text, spreadsheet, audio, video), as every kind of today does. Null: the document waits.
   */
  extract?(ctx: AppContext, doc: SourceDocument, signal: AbortSignal): Promise<Extracted | null>;
}
