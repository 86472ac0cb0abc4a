import { and, eq } from 'drizzle-orm';
import { PASSAGE_NOT_FOUND } from '@app/shared/i18n/knowledge';
import { type Passage, type PublicPassage } from '@app/shared/api/knowledge';
import type { MemberCaller } from '@app/shared/roles';
import type { DbOrTx } from '../../../db/client.js';
import { agentDocuments, documentChunks } from '../../../db/schema/documents.js';
import { notFound } from '../../../base/errors.js';
import { requireAgent } from '../../agents/require-agent.js';
import { readDocumentTextRange } from './document-text-store.js';
import { citedExcerpt } from './cited-excerpt.js';

/** Characters of the document shown on each side of a cited passage. */
export const CONTEXT_CHARS = 1500;

async function findPassage(db: DbOrTx, accountId: string, agentId: string, chunkId: string) {
  const [row] = await db
    .select({
      chunk: documentChunks,
      file: agentDocuments.fileName,
      fileType: agentDocuments.fileType,
      sourceUrl: agentDocuments.sourceUrl,
      status: agentDocuments.status,
    })
    .from(documentChunks)
    .innerJoin(
      agentDocuments,
      and(eq(agentDocuments.id, documentChunks.documentId), eq(agentDocuments.accountId, documentChunks.accountId)),
    )
    .where(and(eq(documentChunks.id, chunkId), eq(documentChunks.accountId, accountId), eq(documentChunks.agentId, agentId)));
  if (!row) throw notFound(PASSAGE_NOT_FOUND, 'PASSAGE_NOT_FOUND');
  return row;
}

function publicView(row: Awaited<ReturnType<typeof findPassage>>): PublicPassage {
  const { chunk } = row;
  return { file: row.file, text: chunk.text, page: chunk.page, paragraph: chunk.paragraph, startMs: chunk.startMs, endMs: chunk.endMs };
}

/**
 * A cited passage for a member who may see the agent (the test chat's sources): the passage highlighted in the
 * text around it and, for a PDF, the page to look at (issue 16).
 */
export async function getPassage(db: DbOrTx, { caller, agentId, chunkId }: { caller: MemberCaller; agentId: string; chunkId: string }) {
  const agent = await requireAgent(db, caller, agentId, 'see');
  const row = await findPassage(db, caller.accountId, agent.id, chunkId);
  const { startOffset: start, endOffset: end } = row.chunk;
  const [before, after] = await Promise.all([
    readDocumentTextRange(db, caller.accountId, row.chunk.documentId, Math.max(0, start - CONTEXT_CHARS), start),
    readDocumentTextRange(db, caller.accountId, row.chunk.documentId, end, end + CONTEXT_CHARS),
  ]);
  return {
    ...publicView(row),
    documentId: row.chunk.documentId,
    fileType: row.fileType,
    before,
    after,
    pdfPage: row.fileType === 'application/pdf' ? row.chunk.page : null,
    sourceUrl: row.sourceUrl,
  } satisfies Passage;
}

/**
 * A passage as a public visitor may see it: only what the answers citing it used (`citedExcerpt`), no other text of
 * the file, under the name the answer gave the file when the agent hides file names (`fileAs`). For the public chat,
 * which has checked that the agent shows its sources and that this visitor was given the passage as a source;
 * background of that check: no caller, so the account and agent come from the public agent.
 */
export async function unsafePublicPassage(
  db: DbOrTx,
  args: { accountId: string; agentId: string; chunkId: string; answers: string[]; fileAs: string | null },
): Promise<PublicPassage> {
  const view = publicView(await findPassage(db, args.accountId, args.agentId, args.chunkId));
  return { ...view, file: args.fileAs ?? view.file, text: citedExcerpt(view.text, args.answers) };
}
