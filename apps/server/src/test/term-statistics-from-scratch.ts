import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { lemmaOf } from '../language/italian-lemmas.js';
import { titleVector } from '../features/knowledge/search/term-statistics.js';
import { parseTsvector } from '../features/knowledge/search/tsvector-text.js';

type Row = { term: string; chunks: number; documents: number; titles: number };

/**
 * An agent's term statistics computed from scratch out of its processed documents' stored chunks (not from the
 * statistics tables), for tests that compare them with what the product keeps (ADR 0147).
 */
export async function termStatisticsFromScratch(db: DbOrTx, agentId: string): Promise<Row[]> {
  const { rows } = await db.execute<{ document_id: string; tsv: string | null }>(sql`
    select c.document_id, c.tsv::text as tsv from document_chunks c join agent_documents d on d.id = c.document_id
    where c.agent_id = ${agentId} and d.status = 'processed'
  `);
  const terms = new Map<string, { chunks: number; documents: Set<string>; titles: number }>();
  const entry = (term: string) => {
    let e = terms.get(term);
    if (!e) terms.set(term, (e = { chunks: 0, documents: new Set(), titles: 0 }));
    return e;
  };
  for (const row of rows) {
    for (const term of new Set([...parseTsvector(row.tsv ?? '').keys()].map(lemmaOf))) {
      const e = entry(term);
      e.chunks += 1;
      e.documents.add(row.document_id);
    }
  }
  const { rows: titles } = await db.execute<{ tsv: string }>(sql`
    select ${titleVector(sql`file_name`)}::text as tsv from agent_documents
    where agent_id = ${agentId} and status = 'processed' and exists (select 1 from document_chunks c where c.document_id = agent_documents.id)
  `);
  for (const t of titles) for (const term of new Set([...parseTsvector(t.tsv).keys()].map(lemmaOf))) entry(term).titles += 1;
  return [...terms.entries()]
    .map(([term, e]) => ({ term, chunks: e.chunks, documents: e.documents.size, titles: e.titles }))
    .sort((a, b) => (a.term < b.term ? -1 : 1));
}

/** What the product keeps for the agent, in the same shape. */
export async function storedTermStatistics(db: DbOrTx, agentId: string): Promise<Row[]> {
  const { rows } = await db.execute<Row>(
    sql`select term, chunks, documents, titles from knowledge_terms where agent_id = ${agentId} order by term`,
  );
  return rows.map((r) => ({ term: r.term, chunks: Number(r.chunks), documents: Number(r.documents), titles: Number(r.titles) }));
}
