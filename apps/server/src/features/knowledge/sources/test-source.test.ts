import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { MemberCaller } from '@app/shared/roles';
import { KNOWLEDGE_SOURCE_TYPES, type KnowledgeSourceType } from '@app/shared/states/knowledge';
import { widenStateCheck } from '../../../test/widen-state-check.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createAccountWithOwner, createAgent } from '../../../test/factories.js';
import { signIn } from '../../../test/sign-in.js';
import { waitForDocument } from '../../../test/knowledge-uploads.js';
import { agentDocuments, documentChunks } from '../../../db/schema/documents.js';
import { agents } from '../../../db/schema/agents.js';
import { answerOf } from '../../chat/test-support/chat-fixtures.js';
import { readAll } from '../documents/stored-file.js';
import { saveWrittenSource } from '../documents/written-source.js';
import { enqueueDocument } from '../ingestion/process-document-job.js';
import { registerKnowledgeSource } from './source-registry.js';
import { agentKnowledgeStatistics } from './source-statistics.js';
import { deleteSourceDocument, findSourceDocument } from './source-documents.js';
import type { KnowledgeSource } from './knowledge-source.js';

/**
 * A kind of knowledge the product does not have, registered by this file only (issue 50, ADR 0355): it is created,
 * processed, counted against its own limit, searched, cited and deleted by the paths every kind shares, and the
 * product's code names it nowhere. Its text is written in the app like a note, and read again by a reader of its own
 * when it is processed (the path 'Riprova' and a restart take).
 */
// A kind the shared list would name once it exists: the cast stands for that line, the widened check below for its
// migration (ADR 0345).
const TYPE = 'test_source' as KnowledgeSourceType;
const LABEL = 'Fonte di prova';
const TEXT = 'Il noleggio della bicicletta elettrica costa dodici euro al giorno, casco compreso.';
const reads: string[] = [];
const testSource: KnowledgeSource = {
  type: TYPE,
  fileWord: 'prova',
  notFound: 'Fonte di prova non trovata.',
  citationLabel: LABEL,
  limitPerAgent: () => ({ max: 1, message: 'Questo agente ha già la sua fonte di prova.', code: 'TEST_SOURCE_LIMIT' }),
  extract: async (ctx, doc) => {
    reads.push(doc.id);
    return { text: (await readAll(ctx.storage, doc.filePath)).toString('utf8'), pageStarts: [] };
  },
};

let t: TestApp;
let owner: Awaited<ReturnType<typeof createAccountWithOwner>>;
let caller: MemberCaller;
let cookie: string;
let agentId: string;
let unregister: () => void;

beforeAll(async () => {
  unregister = registerKnowledgeSource(testSource);
  t = await createTestApp();
  await widenStateCheck(t.ctx.db, 'agent_documents', 'source_type', [...KNOWLEDGE_SOURCE_TYPES, TYPE]);
  owner = await createAccountWithOwner(t.ctx.db);
  caller = { userId: owner.id, accountId: owner.accountId, role: 'owner', email: owner.email };
  cookie = await signIn(t, owner);
  agentId = (await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Noleggio bici' })).id;
  await t.ctx.db.update(agents).set({ showSources: true }).where(eq(agents.id, agentId));
});
afterAll(async () => {
  // Test files share their worker's modules (ADR 0130): the kind leaves the registry with this file.
  unregister();
  await t.close();
});

const save = () =>
  saveWrittenSource(t.ctx, { accountId: owner.accountId, agentId, sourceType: TYPE, title: 'Listino', fileType: 'text/plain', text: TEXT });
const search = async (query: string) =>
  (await t.request({ method: 'POST', url: `/api/agents/${agentId}/retrieval-test`, cookie, payload: { query } })).json().results as {
    documentId: string;
  }[];

/** The source files of the server (tests aside) that name a string. */
function productFilesNaming(needle: string): string[] {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
  const entries = readdirSync(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => readFileSync(file, 'utf8').includes(needle))
    .map((file) => path.relative(root, file));
}

describe('a knowledge source registered in a test only', () => {
  let documentId: string;

  it('needs no file of the product: only this test names it', () => {
    const files = productFilesNaming(`'${TYPE}'`);
    console.info(`The test source needed 1 file (this test); product files naming it: ${files.length ? files.join(', ') : 'none'}`);
    expect(files).toEqual([]);
  });

  it('is created and processed before the answer, and counted in the agent statistics against its own limit', async () => {
    const row = await save();
    documentId = row.id;
    expect(row).toMatchObject({ sourceType: TYPE, status: 'processed', fileName: 'Listino', sizeBytes: Buffer.byteLength(TEXT) });
    expect(row.filePath).toMatch(new RegExp(`^${owner.accountId}/${agentId}/\\d+-[0-9a-f]{8}-prova\\.txt$`));
    const stats = await agentKnowledgeStatistics(t.ctx.db, { accountId: owner.accountId, agentId, plan: null });
    expect(stats.map((s) => s.type)).toEqual(['file', 'web_page', 'note', 'qa', TYPE]);
    expect(stats.find((s) => s.type === TYPE)).toEqual({ type: TYPE, documents: 1, bytes: Buffer.byteLength(TEXT), limit: null });
    // A second one passes the kind's limit: refused with its message, nothing written.
    await expect(save()).rejects.toMatchObject({
      statusCode: 409,
      code: 'TEST_SOURCE_LIMIT',
      message: 'Questo agente ha già la sua fonte di prova.',
    });
    const rows = await t.ctx.db.select().from(agentDocuments).where(eq(agentDocuments.agentId, agentId));
    expect(rows.map((r) => r.id)).toEqual([documentId]);
  });

  it('is processed again by its own reader when it goes back to the queue (Riprova, a restart)', async () => {
    const [pending] = await t.ctx.db
      .update(agentDocuments)
      .set({ status: 'pending', progress: 0 })
      .where(and(eq(agentDocuments.id, documentId), eq(agentDocuments.accountId, owner.accountId)))
      .returning();
    await enqueueDocument(t.ctx, pending!);
    expect(await waitForDocument(t, documentId)).toMatchObject({ status: 'processed', content: TEXT });
    expect(reads).toEqual([documentId]);
  });

  it('is found by the search and cited by its label in the public chat', async () => {
    expect((await search('Quanto costa il noleggio della bicicletta elettrica?'))[0]).toMatchObject({ documentId });
    const res = await t.request({
      method: 'POST',
      url: `/api/public/agents/${agentId}/messages`,
      payload: {
        text: 'Quanto costa il noleggio della bicicletta elettrica al giorno?',
        visitorId: '55555555-5555-4555-8555-555555555555',
      },
      remoteAddress: '10.9.0.2',
    });
    const { text, done } = answerOf(res.body);
    expect(text).toContain('dodici euro al giorno');
    expect(done!.message.sources).toEqual([expect.objectContaining({ documentId, file: LABEL })]);
  });

  it('is deleted with its passages and file; then it is the kind’s 404', async () => {
    const [row] = await t.ctx.db.select().from(agentDocuments).where(eq(agentDocuments.id, documentId));
    await deleteSourceDocument(t.ctx, { caller, agentId, type: TYPE, id: documentId });
    expect(await t.ctx.db.select().from(agentDocuments).where(eq(agentDocuments.id, documentId))).toEqual([]);
    expect(await t.ctx.db.select().from(documentChunks).where(eq(documentChunks.documentId, documentId))).toEqual([]);
    await expect(t.ctx.storage.size(row!.filePath)).rejects.toThrow();
    expect(await search('Quanto costa il noleggio della bicicletta elettrica?')).toEqual([]);
    await expect(findSourceDocument(t.ctx.db, { accountId: owner.accountId, agentId, type: TYPE, id: documentId })).rejects.toMatchObject({
      statusCode: 404,
      message: 'Fonte di prova non trovata.',
    });
  });
});
