import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

export interface ChunkHit {
  documentId: string;
  file: string;
  page: number | null;
  text: string;
  score: number;
  start: number;
  end: number;
}

/**
 * The agent's chunks most relevant to `query`, best first. Used by the retrieval test and by chat.
 * The caller has already checked that the agent belongs to `accountId`; the account filter is repeated
 * here so a wrong id can never leak another tenant's text.
 */
export async function searchChunks(
  db: DbOrTx,
  args: { accountId: string; agentId: string; query: string; topK: number },
): Promise<ChunkHit[]> {
  const query = args.query.trim();
  if (!query) return [];
  const topK = Math.max(1, Math.min(50, Math.floor(args.topK)));
  // Any stemmed term may match (OR): a question rarely shares all of its words with the answer.
  const result = await db.execute<{
    document_id: string; file: string; page: number | null; text: string; score: number; start: number; end: number;
  }>(sql`
    with q as (
      select nullif(replace(plainto_tsquery('italian', unaccent(${query}))::text, '&', '|'), '')::tsquery as tsq
    )
    select c.document_id, d.file_name as file, c.page, c.text, c.start_offset as start, c.end_offset as "end",
           ts_rank_cd(c.tsv, q.tsq, 1)::float8 as score
    from document_chunks c
    join agent_documents d on d.id = c.document_id and d.account_id = c.account_id
    cross join q
    where c.account_id = ${args.accountId} and c.agent_id = ${args.agentId}
      and q.tsq is not null and c.tsv @@ q.tsq
    order by score desc, c.id
    limit ${topK}
  `);
  return result.rows.map((r) => ({
    documentId: r.document_id, file: r.file, page: r.page, text: r.text,
    score: Number(r.score), start: Number(r.start), end: Number(r.end),
  }));
}
