import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../../../test/test-app.js';
import { createAccountWithOwner, createAgent } from '../../../test/factories.js';
import type { Database } from '../../../db/client.js';
import { newId } from '../../../db/ids.js';
import { agentDocuments, documentChunks } from '../../../db/schema/documents.js';
import { searchChunks } from './search-chunks.js';
import { CANDIDATE_BUDGET } from './candidate-window.js';
import { chunkVectors } from './chunk-vectors.js';
import { indexDocumentTerms } from './term-statistics.js';

/**
 * An agent larger than one search reads (ADR 0147): every chunk speaks of the warehouse, one of them also of the
 * forklift. The search reads at most CANDIDATE_BUDGET chunks, rarest words first, and still finds that one.
 */
let database: Database;
let drop: () => Promise<void>;
const ids = { accountId: '', agentId: '' };
const CHUNKS = CANDIDATE_BUDGET + 1500;
const RARE_AT = 1234;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  const owner = await createAccountWithOwner(database.db);
  const agent = await createAgent(database.db, { accountId: owner.accountId, userId: owner.id });
  Object.assign(ids, { accountId: owner.accountId, agentId: agent.id });
  const documentId = newId();
  await database.db.insert(agentDocuments).values({
    id: documentId,
    ...ids,
    fileName: 'magazzino.txt',
    filePath: `${agent.id}/magazzino.txt`,
    fileType: 'text/plain',
    status: 'processed',
  });
  const texts = Array.from({ length: CHUNKS }, (_, i) =>
    i === RARE_AT
      ? `Scaffale ${i}: nel magazzino il carrello elevatore si ricarica alla colonnina blu.`
      : `Scaffale ${i}: nel magazzino si trovano le scatole del lotto ${i * 7}.`,
  );
  let offset = 0;
  for (let i = 0; i < texts.length; i += 500) {
    const part = texts.slice(i, i + 500);
    const tsvs = await chunkVectors(database.db, part);
    await database.db.insert(documentChunks).values(
      part.map((text, j) => {
        const start = offset;
        offset += text.length + 2;
        return {
          id: newId(),
          ...ids,
          documentId,
          ordinal: i + j,
          text,
          startOffset: start,
          endOffset: start + text.length,
          tsv: sql`${tsvs[j]!}::tsvector`,
        };
      }),
    );
  }
  await indexDocumentTerms(database.db, { id: documentId, ...ids });
}, 120_000);
afterAll(async () => {
  await database?.close();
  await drop?.();
});

describe('a search over more chunks than it reads', () => {
  it('reads the rarest word first and finds the one passage that holds it', async () => {
    const hits = await searchChunks(database.db, { ...ids, query: 'Dove si ricarica il carrello elevatore del magazzino?', topK: 5 });
    expect(hits[0]!.text).toContain('carrello elevatore');
  });

  it('answers a question of common words only from a bounded sample, without failing', async () => {
    const hits = await searchChunks(database.db, { ...ids, query: 'magazzino scaffale', topK: 5 });
    expect(hits).toHaveLength(5);
    for (const hit of hits) expect(hit.text).toContain('magazzino');
  });

  it('finds nothing for words no chunk holds, and nothing of this agent from another account', async () => {
    expect(await searchChunks(database.db, { ...ids, query: 'fatturazione elettronica', topK: 5 })).toEqual([]);
    const other = await createAccountWithOwner(database.db);
    expect(
      await searchChunks(database.db, { accountId: other.accountId, agentId: ids.agentId, query: 'carrello elevatore', topK: 5 }),
    ).toEqual([]);
  });
});

/**
 * ADR 0372: the candidates are read in one statement, a function whose own `SET enable_seqscan = off` keeps the read
 * on the GIN index for an agent that is the whole table (where the planner alone scans every chunk). The plan of the
 * statement inside the function is told by auto_explain (loaded in this session only: the test's role is a superuser).
 */
describe.skipIf(process.env.TEST_DRIVER !== 'postgres')('the candidate read on PostgreSQL', () => {
  /** The scans of the plans auto_explain tells of the statements, run in one session. */
  const scans = async (...statements: [string, unknown[]][]) => {
    const client = await database.pool!.connect();
    const notices: string[] = [];
    const onNotice = (notice: { message?: string }) => notices.push(notice.message ?? '');
    try {
      await client.query("LOAD 'auto_explain'");
      await client.query(
        "SET auto_explain.log_min_duration = 0; SET auto_explain.log_nested_statements = on; SET auto_explain.log_level = 'notice'",
      );
      client.on('notice', onNotice);
      for (const [text, values] of statements) await client.query(text, values);
      return notices
        .join('\n')
        .split('\n')
        .filter((line) => /Scan/.test(line))
        .map((line) => line.replace(/^[\s>-]+/, '').replace(/\s+\(cost.*$/, ''));
    } finally {
      client.off('notice', onNotice);
      // Not given back to the pool: the session's settings and library go with it.
      client.release(true);
    }
  };
  const candidates = `select dc.id from document_chunks dc where dc.agent_id = $1 and dc.account_id = $2 and dc.tsv @@ plainto_tsquery('italian', $3) limit 500`;

  it('is one statement planned as the transaction with SET LOCAL was, never a scan of the table', async () => {
    // With the table's statistics known, the agent is all of it: alone, the planner reads every chunk.
    await database.sql.query('analyze document_chunks');
    expect(await scans([candidates, [ids.agentId, ids.accountId, 'magazzino']])).toContain('Seq Scan on document_chunks dc');
    for (const words of ['magazzino', 'carrello elevatore']) {
      const before = await scans(
        ['begin', []],
        ['set local enable_seqscan = off', []],
        [candidates, [ids.agentId, ids.accountId, words]],
        ['commit', []],
      );
      const now = await scans([
        `select * from search_candidate_chunks($1, $2, '{}'::text[], plainto_tsquery('italian', $3), 500)`,
        [ids.accountId, ids.agentId, words],
      ]);
      expect(now.filter((scan) => scan.includes('document_chunks'))).toEqual(before);
      expect(now.join('\n')).not.toContain('Seq Scan on document_chunks');
    }
  });
});
