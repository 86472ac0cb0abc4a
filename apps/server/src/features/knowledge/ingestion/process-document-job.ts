import { and, eq, inArray, sql } from 'drizzle-orm';
import { DOCUMENTS_CHANGED_EVENT } from '@app/shared/api/knowledge';
import type { DocumentStatus } from '@app/shared/states/knowledge';
import type { AppContext } from '../../../app-context.js';
import { agentDocuments, documentChunks } from '../../../db/schema/documents.js';
import { newId } from '../../../db/ids.js';
import { chunkDocumentText } from './text-reader.js';
import { indexDocumentTerms, removeDocumentTerms } from '../search/term-statistics.js';
import { registerTermStatisticsBackfill } from '../search/backfill-term-statistics.js';
import { chunkVectors } from '../search/chunk-vectors.js';
import { lemmaOf } from '../../../language/italian-lemmas.js';
import { prepareSearch } from '../search/search-chunks.js';
import { embedTexts, embeddingSettings, storeEmbeddings } from '../search/embeddings.js';
import { extractText, ExtractionError, pageAt, type Extracted, type Progress } from './extract-text.js';
import { paragraphAt, timeRangeOf } from '../documents/source-location.js';
import { kindOfFileType } from './file-kind.js';
import { readAll } from '../documents/stored-file.js';
import { withLocalCopy } from '../../../storage/storage.js';
import { transcribeMedia, TRANSCRIPTION_NOT_CONFIGURED } from './transcribe.js';
import { yieldOnBudget } from './yield-on-budget.js';
import { writeDocumentText } from '../documents/document-text-store.js';
import { knowledgeSourceOf } from '../sources/source-registry.js';

/** The queue's name is the spec's server function (§7). */
export const PROCESS_DOCUMENT_QUEUE = 'process-document-for-rag';
export const PROCESSING_FAILED = "Elaborazione non riuscita per un errore imprevisto. Usa 'Riprova'.";
const UNFINISHED: DocumentStatus[] = ['pending', 'processing'];
/**
 * Documents processed at once: while one is read in the PDF worker thread, the next is written to the
 * database on the server's thread (ADR 0026).
 */
const DOCUMENT_CONCURRENCY = 2;
/**
 * Chunks per INSERT. On the embedded database each statement runs on the server's own thread (to_tsvector
 * costs about 1 ms a chunk): small statements with a turn of the event loop between them keep other requests
 * answered while a large document is indexed.
 */
const INSERT_BATCH = 25;
/**
 * A scanned PDF takes seconds a page (OCR) and a long recording several transcription requests: far more than the
 * queue's default 15 minutes, after which the job would be taken for dead and run a second time meanwhile.
 */
const DOCUMENT_JOB_EXPIRY_SECONDS = 6 * 60 * 60;

type DocumentRow = typeof agentDocuments.$inferSelect;
type ChunkRow = Omit<typeof documentChunks.$inferInsert, 'tsv'> & { id: string; text: string; accountId: string; agentId: string };

export async function publishDocumentsChanged(ctx: Pick<AppContext, 'realtime'>, doc: { accountId: string; agentId: string }) {
  await ctx.realtime.publish({ type: DOCUMENTS_CHANGED_EVENT, accountId: doc.accountId, payload: { agentId: doc.agentId } });
}

export async function enqueueDocument(ctx: AppContext, doc: DocumentRow) {
  await ctx.jobs.send(PROCESS_DOCUMENT_QUEUE, { documentId: doc.id });
  await publishDocumentsChanged(ctx, doc);
}

/** Starts the worker, then queues again every document a crash or restart left unfinished. */
export async function registerKnowledgeJobs(ctx: AppContext) {
  // The Italian lemma table (ADR 0127) is parsed once per process (20-30 ms) and the search's statements planned
  // once: at start rather than in the first search. A failure here only leaves that work to the first search.
  lemmaOf('');
  await prepareSearch(ctx.db).catch((err: unknown) => ctx.log.warn({ err }, 'search statements not prepared at start'));
  await ctx.jobs.work<{ documentId: string }>(PROCESS_DOCUMENT_QUEUE, (data, signal) => processDocument(ctx, data.documentId, signal), {
    concurrency: DOCUMENT_CONCURRENCY,
    expireInSeconds: DOCUMENT_JOB_EXPIRY_SECONDS,
  });
  // Audio and video that waited for a transcription service go back to the queue once one is configured: the
  // stored file is processed as it is, nobody uploads it again (D10).
  if (ctx.config.TRANSCRIPTION_BASE_URL) await unsafeRequeueAwaitingTranscription(ctx);
  await registerTermStatisticsBackfill(ctx);
  // Once, however many instances start together (ADR 0071).
  const unfinished = await unsafeListUnfinishedDocuments(ctx);
  await ctx.jobs.sendMissing(
    PROCESS_DOCUMENT_QUEUE,
    unfinished.map((doc) => ({ documentId: doc.id })),
    'documentId',
  );
}

/**
 * Extracts, chunks and indexes one document. Idempotent: a job run twice (restart, retry) replaces the
 * chunks. Every failure ends in a state the user sees (error with reason, or transcription not configured);
 * a stop in the middle writes nothing more and the next start resumes the document.
 */
export async function processDocument(ctx: AppContext, documentId: string, signal: AbortSignal): Promise<void> {
  const doc = await unsafeFindDocument(ctx, documentId);
  if (!doc || !UNFINISHED.includes(doc.status)) return;
  await setState(ctx, doc, { status: 'processing', progress: 5, error: null, stepsDone: null, stepsTotal: null });
  try {
    const extracted = await extractDocument(ctx, doc, signal);
    if (!extracted) return;
    if (signal.aborted) return;
    await setState(ctx, doc, { progress: 50 });
    await indexDocument(ctx, doc, extracted, signal);
  } catch (err) {
    if (signal.aborted) return;
    // Deleted while queued or in progress (its file gone with it): nothing is left to fail, nor anything to report.
    if (!(await unsafeFindDocument(ctx, documentId))) return;
    const reason = err instanceof ExtractionError ? err.message : PROCESSING_FAILED;
    if (!(err instanceof ExtractionError)) ctx.log.error({ err, documentId }, 'document processing failed');
    await setState(ctx, doc, { status: 'error', error: reason, progress: 0 });
    ctx.metrics.documentFinished('error');
  }
}

/**
 * The document's text by its kind (ADR 0355): a kind that reads its text its own way says so in the registry; every
 * other is read from its stored file by its file type.
 */
async function extractDocument(ctx: AppContext, doc: DocumentRow, signal: AbortSignal): Promise<Extracted | null> {
  const source = knowledgeSourceOf(doc.sourceType);
  if (!source) throw new ExtractionError(PROCESSING_FAILED);
  if (source.extract) return source.extract(ctx, doc, signal);
  return extractStoredFile(ctx, doc, signal);
}

async function extractStoredFile(ctx: AppContext, doc: DocumentRow, signal: AbortSignal): Promise<Extracted | null> {
  const kind = kindOfFileType(doc.fileType);
  if (!kind) throw new ExtractionError(PROCESSING_FAILED);
  if (kind === 'audio' || kind === 'video') {
    if (!ctx.config.TRANSCRIPTION_BASE_URL) {
      await setState(ctx, doc, { status: 'transcription_not_configured', error: TRANSCRIPTION_NOT_CONFIGURED, progress: 0 });
      return null;
    }
    // ffmpeg needs a path: the stored file (local or S3) is copied to a temporary file for the time it takes.
    return withLocalCopy(ctx.storage, doc.filePath, (file) =>
      transcribeMedia(ctx.config, file, (progress) => reportProgress(ctx, doc, progress, signal), signal),
    );
  }
  // Extraction is most of the work: it moves the bar from 5 to 50.
  return extractText(kind, await readAll(ctx.storage, doc.filePath), (progress) => reportProgress(ctx, doc, progress, signal));
}

/** Progress of the extraction (5–50 of the bar), with the pages or segments done so far. */
async function reportProgress(ctx: AppContext, doc: DocumentRow, progress: Progress, signal: AbortSignal) {
  if (signal.aborted) return;
  await setState(ctx, doc, {
    progress: 5 + Math.round(45 * progress.done),
    stepsDone: progress.steps?.done ?? null,
    stepsTotal: progress.steps?.total ?? null,
  });
}

/**
 * Chunks, vectors, term statistics and stored text of one document, replaced in one transaction; then the document is
 * 'Processato'. Notes and question-and-answer pairs (ADR 0173) call it directly with the text written in the app.
 */
export async function indexDocument(ctx: AppContext, doc: DocumentRow, extracted: Extracted, signal: AbortSignal) {
  // Where a source points (issue 16): the page of a PDF, the time range of a transcript, else the paragraph.
  const times = extracted.times ?? [];
  const withParagraphs = extracted.pageStarts.length === 0 && times.length === 0;
  // Cutting a long text takes seconds: done in the text worker thread, not on the server's (ADR 0116).
  const { spans, paragraphs } = await chunkDocumentText(extracted.text, extracted.pageStarts, withParagraphs);
  if (signal.aborted) return;
  const rows: ChunkRow[] = [];
  const pause = yieldOnBudget();
  for (let i = 0; i < spans.length; i += 2) {
    await pause();
    const start = spans[i]!;
    const end = spans[i + 1]!;
    rows.push({
      id: newId(),
      accountId: doc.accountId,
      agentId: doc.agentId,
      documentId: doc.id,
      ordinal: i / 2,
      text: extracted.text.slice(start, end),
      page: pageAt(extracted.pageStarts, start),
      paragraph: paragraphAt(paragraphs, start),
      ...(timeRangeOf(times, start, end) ?? { startMs: null, endMs: null }),
      startOffset: start,
      endOffset: end,
    });
  }
  const vectors = await embedChunks(
    ctx,
    doc,
    rows.map((r) => r.text),
    signal,
  );
  if (signal.aborted) return;
  // Text vectors with verb forms as one lexeme (ADR 0148), computed before the transaction, a batch at a time.
  const tsvs: string[] = [];
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    await pause();
    tsvs.push(
      ...(await chunkVectors(
        ctx.db,
        rows.slice(i, i + INSERT_BATCH).map((r) => r.text),
      )),
    );
  }
  if (signal.aborted) return;
  await ctx.db.transaction(async (tx) => {
    // The document may have been deleted meanwhile: then there is nothing to index.
    const [current] = await tx.select({ id: agentDocuments.id }).from(agentDocuments).where(eq(agentDocuments.id, doc.id)).for('update');
    if (!current || signal.aborted) return;
    await removeDocumentTerms(tx, doc, pause);
    await tx.delete(documentChunks).where(eq(documentChunks.documentId, doc.id));
    for (let i = 0; i < rows.length; i += INSERT_BATCH) {
      await pause();
      await tx.insert(documentChunks).values(
        rows.slice(i, i + INSERT_BATCH).map((row, j) => ({
          ...row,
          tsv: sql`${tsvs[i + j]!}::tsvector`,
        })),
      );
    }
    // The agent's term statistics gain the document in this same transaction: a search sees all of it or none (ADR 0147).
    await indexDocumentTerms(tx, doc, pause);
    await writeDocumentText(tx, doc, extracted.text, pause);
    if (vectors) {
      await storeEmbeddings(
        tx,
        rows.map((row, i) => ({
          chunkId: row.id,
          accountId: row.accountId,
          agentId: row.agentId,
          model: vectors.model,
          vector: vectors.values[i]!,
        })),
      );
    }
    await tx
      .update(agentDocuments)
      .set({
        status: 'processed',
        progress: 100,
        error: null,
        pageCount: extracted.pageStarts.length || null,
        ocrPages: extracted.ocrPages || null,
        stepsDone: null,
        stepsTotal: null,
        processedAt: sql`now()`,
      })
      .where(and(eq(agentDocuments.id, doc.id)));
  });
  if (signal.aborted) return;
  ctx.metrics.documentFinished('processed');
  await publishDocumentsChanged(ctx, doc);
}

/**
 * Vectors for hybrid retrieval when an embedding model is configured. A failure of the embedding service
 * does not fail the document: it is indexed for full text, which works on its own.
 */
async function embedChunks(ctx: AppContext, doc: DocumentRow, texts: string[], signal: AbortSignal) {
  const settings = await embeddingSettings(ctx);
  if (!settings || texts.length === 0) return null;
  await setState(ctx, doc, { progress: 70 });
  try {
    return { model: settings.model, values: await embedTexts(settings, texts, signal) };
  } catch (err) {
    if (!signal.aborted) ctx.log.warn({ err, documentId: doc.id }, 'embeddings failed; the document is indexed for full text only');
    return null;
  }
}

type DocumentState = Pick<DocumentRow, 'status' | 'progress' | 'error' | 'stepsDone' | 'stepsTotal'>;

async function setState(ctx: AppContext, doc: DocumentRow, values: Partial<DocumentState>) {
  await ctx.db.update(agentDocuments).set(values).where(eq(agentDocuments.id, doc.id));
  await publishDocumentsChanged(ctx, doc);
}

/** Background work has no caller: documents are found by id across accounts, and written back to their own. */
async function unsafeFindDocument(ctx: AppContext, documentId: string): Promise<DocumentRow | undefined> {
  const [doc] = await ctx.db.select().from(agentDocuments).where(eq(agentDocuments.id, documentId));
  return doc;
}

async function unsafeRequeueAwaitingTranscription(ctx: AppContext) {
  await ctx.db
    .update(agentDocuments)
    .set({ status: 'pending', error: null, progress: 0 })
    .where(eq(agentDocuments.status, 'transcription_not_configured'));
}

async function unsafeListUnfinishedDocuments(ctx: AppContext) {
  return ctx.db.select({ id: agentDocuments.id }).from(agentDocuments).where(inArray(agentDocuments.status, UNFINISHED));
}
