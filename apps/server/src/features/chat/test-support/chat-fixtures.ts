import { sql } from 'drizzle-orm';
import type { ChatEvent } from '@app/shared/api/chat';
import type { DbOrTx } from '../../../db/client.js';
import { agentDocuments, documentChunks } from '../../../db/schema/documents.js';
import { newId } from '../../../db/ids.js';
import { writeDocumentText } from '../../knowledge/documents/document-text-store.js';
import { indexDocumentTerms } from '../../knowledge/search/term-statistics.js';
import { chunkVectors } from '../../knowledge/search/chunk-vectors.js';

/**
 * A processed document with one chunk per page, indexed for full-text search the way the knowledge
 * indexer does it (Italian configuration, accents removed).
 */
export async function addProcessedDocument(db: DbOrTx, args: { accountId: string; agentId: string; fileName: string; pages: string[] }) {
  const documentId = newId();
  const content = args.pages.join('\n\n');
  await db.insert(agentDocuments).values({
    id: documentId,
    accountId: args.accountId,
    agentId: args.agentId,
    fileName: args.fileName,
    filePath: `${args.agentId}/${args.fileName}`,
    fileType: args.fileName.endsWith('.pdf') ? 'application/pdf' : 'text/plain',
    sizeBytes: content.length,
    status: 'processed',
    pageCount: args.pages.length,
    processedAt: new Date(),
  });
  await writeDocumentText(db, { id: documentId, accountId: args.accountId }, content);
  let offset = 0;
  for (const [i, text] of args.pages.entries()) {
    await db.insert(documentChunks).values({
      id: newId(),
      accountId: args.accountId,
      agentId: args.agentId,
      documentId,
      ordinal: i,
      text,
      page: args.fileName.endsWith('.pdf') ? i + 1 : null,
      startOffset: offset,
      endOffset: offset + text.length,
    });
    offset += text.length + 2;
  }
  const tsvs = await chunkVectors(db, args.pages);
  for (const [i, tsv] of tsvs.entries()) {
    await db.execute(sql`update document_chunks set tsv = ${tsv}::tsvector where document_id = ${documentId} and ordinal = ${i}`);
  }
  await indexDocumentTerms(db, { id: documentId, accountId: args.accountId, agentId: args.agentId });
  return documentId;
}

/** The NDJSON events of a chat response. */
export function eventsOf(body: string): ChatEvent[] {
  return body
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ChatEvent);
}

export function answerOf(body: string): {
  text: string;
  done: Extract<ChatEvent, { type: 'done' }> | undefined;
  error: Extract<ChatEvent, { type: 'error' }> | undefined;
  deltas: number;
} {
  const events = eventsOf(body);
  return {
    text: events
      .filter((e) => e.type === 'delta')
      .map((e) => (e as { text: string }).text)
      .join(''),
    done: events.find((e) => e.type === 'done') as never,
    error: events.find((e) => e.type === 'error') as never,
    deltas: events.filter((e) => e.type === 'delta').length,
  };
}

/** A multipart body with text fields and one file, as a browser's FormData would send it. */
export function multipart(fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) {
  const boundary = `----chat${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A full PUT /api/agents/:id body for an agent, with `extra` settings changed. */
export const agentSettings = (agent: { name: string; instructions: string }, instructorId: string, extra: object) => ({
  name: agent.name,
  description: '',
  instructions: agent.instructions,
  instructorId,
  status: 'Attivo',
  memoryMode: 'none',
  memoryRetentionDays: null,
  enableExplicitMemory: true,
  ...extra,
});
