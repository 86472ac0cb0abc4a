import { eq } from 'drizzle-orm';
import type { TestApp } from './test-app.js';
import { agentDocuments } from '../db/schema/documents.js';
import { readDocumentText } from '../features/knowledge/documents/document-text-store.js';

/** A multipart/form-data body as a browser sends it: optional fields, then one `file` part. */
export function multipart(file: { name: string; data: Buffer; type?: string } | null, fields: Record<string, string> = {}) {
  const boundary = `----agenti${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
    );
    parts.push(file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function upload(
  t: TestApp,
  cookie: string,
  agentId: string,
  file: { name: string; data: Buffer; type?: string } | null,
  fields: Record<string, string> = {},
) {
  const body = multipart(file, fields);
  return t.request({ method: 'POST', url: `/api/agents/${agentId}/documents`, cookie, payload: body.payload, headers: body.headers });
}

const FINAL = ['processed', 'error', 'transcription_not_configured'];
/** Polls for OCR and media documents (3 minutes at most): seconds of work each, more on a loaded machine. */
export const SLOW_POLLS = 3600;
/** The test timeout of OCR and media tests, to match. */
export const SLOW_TEST_MS = 240_000;

/**
 * Waits for the queue to finish a document (polling the database; no assertion on how long it takes). `polls` of
 * 50 ms: OCR and transcription tests allow more, as their work takes seconds even on a quiet machine.
 */
export async function waitForDocument(t: TestApp, documentId: string, statuses: string[] = FINAL, polls = 600) {
  for (let i = 0; i < polls; i += 1) {
    const [doc] = await t.ctx.db.select().from(agentDocuments).where(eq(agentDocuments.id, documentId));
    // With its extracted text, as the spec's `content` (stored in pieces, ADR 0117).
    if (doc && statuses.includes(doc.status)) return { ...doc, content: await readDocumentText(t.ctx.db, doc.accountId, doc.id) };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`document ${documentId} never reached ${statuses.join('/')}`);
}
