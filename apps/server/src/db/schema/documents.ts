import { customType, index, integer, pgTable, primaryKey, text, timestamp, bigint } from 'drizzle-orm/pg-core';

import { accounts } from './accounts.js';
import { agents } from './agents.js';
import { oneOf } from './one-of.js';
import { DOCUMENT_STATUSES, KNOWLEDGE_SOURCE_TYPES } from '@app/shared/states/knowledge';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const agentDocuments = pgTable(
  'agent_documents',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    agentId: text('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    /**
     * Where the knowledge comes from (ADR 0138): 'file' (uploaded), 'web_page' (a page or linked file of the agent's
     * website), 'note' (a text written in the app), 'qa' (a question-and-answer pair). One table for every kind, so
     * search, citations, storage and permissions treat them alike.
     */
    sourceType: text('source_type', { enum: KNOWLEDGE_SOURCE_TYPES }).notNull().default('file'),
    /** The original address of a 'web_page' source (what its citation opens); null for the other kinds. */
    sourceUrl: text('source_url'),
    fileName: text('file_name').notNull(),
    filePath: text('file_path').notNull(),
    fileType: text('file_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull().default(0),
    /** pending | processing | processed | error | transcription_not_configured */
    status: text('status', { enum: DOCUMENT_STATUSES }).notNull().default('pending'),
    error: text('error'),
    progress: integer('progress').notNull().default(0),
    pageCount: integer('page_count'),
    /** Pages read with OCR (scanned pages of a PDF); null when none was (ADR 0090). */
    ocrPages: integer('ocr_pages'),
    /** While processing: pages read (PDF) or segments transcribed (audio, video) of `stepsTotal`. */
    stepsDone: integer('steps_done'),
    stepsTotal: integer('steps_total'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /**
     * Set with the document's search statistics, in the transaction that stores its chunks (ADR 0147): its chunks and
     * their total length (characters), what BM25 normalises a document against. Null until then.
     */
    chunkCount: integer('chunk_count'),
    textLength: bigint('text_length', { mode: 'number' }),
    /** The title's terms (the file name's words) as counted in the agent's statistics. */
    titleTsv: tsvector('title_tsv'),
  },
  (t) => [
    oneOf('agent_documents', t.sourceType, KNOWLEDGE_SOURCE_TYPES),
    oneOf('agent_documents', t.status, DOCUMENT_STATUSES),
    index('documents_agent_idx').on(t.agentId),
    index('documents_account_idx').on(t.accountId),
  ],
);

/**
 * A document's extracted text (spec §3: `content`), kept in pieces of at most TEXT_PART_CHARS characters in order:
 * on the embedded database one 40 MB value took the server's thread for seconds to write, pieces take tens of
 * milliseconds each with a turn of the event loop between them (ADR 0117). No rows until the document is processed.
 */
export const documentTexts = pgTable(
  'document_texts',
  {
    documentId: text('document_id')
      .notNull()
      .references(() => agentDocuments.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    ordinal: integer('ordinal').notNull(),
    /** Character offset of the piece's first character in the whole text. */
    startOffset: integer('start_offset').notNull(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.ordinal] }), index('document_texts_account_idx').on(t.accountId)],
);

export const documentChunks = pgTable(
  'document_chunks',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    agentId: text('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    documentId: text('document_id')
      .notNull()
      .references(() => agentDocuments.id, { onDelete: 'cascade' }),
    ordinal: integer('ordinal').notNull(),
    text: text('text').notNull(),
    page: integer('page'),
    /** 1-based paragraph of the document where the chunk starts (DOCX, TXT); null for PDF pages and media. */
    paragraph: integer('paragraph'),
    /** Audio and video: the time range of the transcript the chunk holds, in milliseconds. */
    startMs: integer('start_ms'),
    endMs: integer('end_ms'),
    startOffset: integer('start_offset').notNull(),
    endOffset: integer('end_offset').notNull(),
    /**
     * Filled by the indexer with to_tsvector('italian', unaccented text). Searched in the database through the GIN
     * index on (agent_id, tsv) that migration 0028 creates by hand (btree_gin; drizzle cannot declare it), ADR 0147.
     */
    tsv: tsvector('tsv'),
  },
  (t) => [index('chunks_agent_idx').on(t.agentId), index('chunks_document_ordinal_idx').on(t.documentId, t.ordinal)],
);

/**
 * An agent's vocabulary with what BM25 needs of each term (ADR 0147): in how many of its chunks and documents the
 * term occurs, and in how many documents' titles. A term is an Italian stem after lemmaOf (verb forms are one term).
 * Kept exact by the transaction that stores or deletes a document's chunks; `folded` is the term's folded spelling
 * (foldSpelling), for questions whose words the documents spell otherwise. Term columns are COLLATE "C" (set in
 * the migration) so that a prefix is a range of the primary key.
 */
export const knowledgeTerms = pgTable(
  'knowledge_terms',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    agentId: text('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    term: text('term').notNull(),
    folded: text('folded').notNull(),
    chunks: integer('chunks').notNull(),
    documents: integer('documents').notNull(),
    titles: integer('titles').notNull(),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.term] }), index('knowledge_terms_folded_idx').on(t.agentId, t.folded)],
);
