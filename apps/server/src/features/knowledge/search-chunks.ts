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

/** BM25 parameters (Lucene's idf), tuned on the Italian evaluation set (bench/rag-eval). */
const K1 = Number(process.env.KNOWLEDGE_K1 ?? 1.2);
const B = Number(process.env.KNOWLEDGE_B ?? 0.75);
/** Chunk length (characters) BM25 normalises against: the chunker's typical chunk. */
const AVG_CHARS = Number(process.env.KNOWLEDGE_AVG ?? 750);
/** Weight of query terms found in the document's title (its file name): questions often name the subject. */
const TITLE_WEIGHT = Number(process.env.KNOWLEDGE_TITLE ?? 0.5);

/**
 * The agent's chunks most relevant to `query`, best first. Used by the retrieval test and by chat.
 *
 * Italian full text: query and chunks go through the same unaccent + Italian stemmer + stopwords, so
 * "garanzie" finds "garanzia" and "citta" finds "città". Any term may match (a question rarely shares all
 * its words with the answer); candidates come from the GIN index, then BM25 over the agent's chunks ranks
 * them, with a boost for terms of the document's title.
 * The caller has checked that the agent belongs to `accountId`; the filter is repeated here anyway.
 */
export async function searchChunks(
  db: DbOrTx,
  args: { accountId: string; agentId: string; query: string; topK: number },
): Promise<ChunkHit[]> {
  const query = args.query.trim().slice(0, 2000);
  if (!query) return [];
  const topK = Math.max(1, Math.min(50, Math.floor(args.topK)));
  const result = await db.execute<{
    document_id: string; file: string; page: number | null; text: string; score: number; start: number; end: number;
  }>(sql`
    with terms as (
      select distinct lexeme as term, quote_literal(lexeme)::tsquery as q
      from unnest(to_tsvector('italian', f_unaccent(${query})))
    ),
    scope as (
      select count(*)::float8 as n from document_chunks where account_id = ${args.accountId} and agent_id = ${args.agentId}
    ),
    stats as (
      select t.term,
             ln(1 + (s.n - df.df + 0.5) / (df.df + 0.5)) as idf
      from terms t cross join scope s
      cross join lateral (
        select count(*)::float8 as df from document_chunks c
        where c.account_id = ${args.accountId} and c.agent_id = ${args.agentId} and c.tsv @@ t.q
      ) df
    ),
    any_term as (select string_agg(quote_literal(term), ' | ')::tsquery as q from terms),
    candidates as (
      select c.id, c.document_id, c.tsv, (c.end_offset - c.start_offset)::float8 as len
      from document_chunks c cross join any_term a
      where c.account_id = ${args.accountId} and c.agent_id = ${args.agentId} and a.q is not null and c.tsv @@ a.q
    ),
    body as (
      select c.id, sum(s.idf * (tf.tf * (${K1}::float8 + 1)) / (tf.tf + ${K1}::float8 * (1 - ${B}::float8 + ${B}::float8 * c.len / ${AVG_CHARS}::float8))) as score
      from candidates c
      cross join lateral (select u.lexeme, coalesce(array_length(u.positions, 1), 1)::float8 as tf from unnest(c.tsv) u) tf
      join stats s on s.term = tf.lexeme
      group by c.id
    ),
    titles as (
      select d.id, sum(s.idf) as score
      from agent_documents d
      cross join lateral unnest(to_tsvector('italian', f_unaccent(regexp_replace(regexp_replace(d.file_name, '\\.[A-Za-z0-9]+$', ''), '[_-]+', ' ', 'g')))) u
      join stats s on s.term = u.lexeme
      where d.account_id = ${args.accountId} and d.agent_id = ${args.agentId}
      group by d.id
    ),
    ranked as (
      select c.id, b.score + ${TITLE_WEIGHT}::float8 * coalesce(t.score, 0) as score
      from candidates c join body b on b.id = c.id left join titles t on t.id = c.document_id
      order by score desc, c.id
      limit ${topK}
    )
    select c.document_id, d.file_name as file, c.page, c.text, c.start_offset as start, c.end_offset as "end", r.score
    from ranked r
    join document_chunks c on c.id = r.id
    join agent_documents d on d.id = c.document_id and d.account_id = c.account_id
    order by r.score desc, c.id
  `);
  return result.rows.map((r) => ({
    documentId: r.document_id, file: r.file, page: r.page, text: r.text,
    score: Number(r.score), start: Number(r.start), end: Number(r.end),
  }));
}
