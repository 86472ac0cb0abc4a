import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createAgent } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { upload, waitForDocument } from '../../test/knowledge-uploads.js';
import { isStored } from '../../test/stored-files.js';
import { dropIndexesInMemory, loadAgentIndex } from './agent-index.js';
import { deserializeAgentIndex, serializeAgentIndex, snapshotKey } from './agent-index-snapshot.js';

let t: TestApp;
let cookie: string;
let owner: Awaited<ReturnType<typeof createAccountWithOwner>>;
let agent: Awaited<ReturnType<typeof createAgent>>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createAccountWithOwner(t.ctx.db);
  cookie = await signIn(t, owner);
  agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id });
  for (const [name, text] of [
    ['listino-pizzeria.txt', 'La Margherita costa sette euro.\n\nLa Diavola costa otto euro e cinquanta, la Margherita doppia dieci.'],
    ['orari-negozio.txt', "Il negozio apre il martedì alle nove.\n\nLa domenica il negozio resta chiuso per l'inventario."],
  ]) {
    const res = await upload(t, cookie, agent.id, { name: name!, data: Buffer.from(text!) });
    await waitForDocument(t, res.json().id);
  }
});
afterAll(async () => {
  await t.close();
});

const search = async (query: string) =>
  (await t.request({ method: 'POST', url: `/api/agents/${agent.id}/retrieval-test`, cookie, payload: { query, topK: 3 } })).json()
    .results as { file: string }[];
const plain = (array: ArrayLike<number>) => Array.from(array);

describe("an agent's search index snapshot", () => {
  it('gives back the same index from its binary form, postings included', async () => {
    const built = await loadAgentIndex(t.ctx.db, owner.accountId, agent.id);
    const loaded = deserializeAgentIndex(serializeAgentIndex(built), built.version)!;
    expect(loaded.chunkIds).toEqual(built.chunkIds);
    expect(loaded.documentIds).toEqual(built.documentIds);
    expect(loaded.terms).toEqual(built.terms);
    // In code-unit order, which the lookups' binary search relies on.
    expect(loaded.terms).toEqual([...built.terms].sort());
    expect(loaded.terms.length).toBeGreaterThan(10);
    for (const name of ['wordStarts', 'words', 'positions', 'postingStarts', 'postingChunks', 'postingFrequency'] as const) {
      expect(plain(loaded[name]), name).toEqual(plain(built[name]));
    }
    expect(loaded.titleTerms).toEqual(built.titleTerms);
    expect(Array.from(loaded.chunkLength)).toEqual(Array.from(built.chunkLength));
    expect(Array.from(loaded.chunkDocument)).toEqual(Array.from(built.chunkDocument));
    expect(Array.from(loaded.documentLength)).toEqual(Array.from(built.documentLength));
    expect(loaded.averageDocumentLength).toBe(built.averageDocumentLength);
    // Another version of the documents, or a cut file, is not a snapshot to use.
    expect(deserializeAgentIndex(serializeAgentIndex(built), 'altra')).toBeNull();
    expect(deserializeAgentIndex(serializeAgentIndex(built).subarray(0, 200), built.version)).toBeNull();
    // Nor is one written before verb forms became one term (format 2, ADR 0127): its terms are plain stems.
    const older = Buffer.from(serializeAgentIndex(built).toString('latin1').replace('"format":3', '"format":2'), 'latin1');
    expect(older.includes('"format":2')).toBe(true);
    expect(deserializeAgentIndex(older, built.version)).toBeNull();
  });

  it('is written to the file store by a search and read by an instance without the index in memory', async () => {
    dropIndexesInMemory();
    expect((await search('Quanto costa la Margherita?'))[0]?.file).toBe('listino-pizzeria.txt');
    expect(await isStored(t.ctx.storage, snapshotKey(owner.accountId, agent.id))).toBe(true);

    // A rebuild would find nothing now; the snapshot of the same version still answers.
    await t.ctx.db.execute(sql`update document_chunks set tsv = null where agent_id = ${agent.id}`);
    dropIndexesInMemory();
    expect((await search('Quanto costa la Margherita?'))[0]?.file).toBe('listino-pizzeria.txt');
  });

  it('is rebuilt from the chunks when the stored file is damaged', async () => {
    await t.ctx.storage.put(snapshotKey(owner.accountId, agent.id), Readable.from([Buffer.from('non è un indice')]), { maxBytes: 100 });
    dropIndexesInMemory();
    // Rebuilt from the chunks, whose vectors the previous test emptied.
    expect(await search('Quanto costa la Margherita?')).toEqual([]);
  });

  it("lives in the agent's folder of the file store, so deleting the agent's files deletes it", async () => {
    await t.ctx.storage.removePrefix(`${owner.accountId}/${agent.id}`);
    expect(await isStored(t.ctx.storage, snapshotKey(owner.accountId, agent.id))).toBe(false);
  });
});
