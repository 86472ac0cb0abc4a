/** The SQL of the answer figures: the lowest-rated answers, and the documents answers cite or never cite. */
import { sql } from 'drizzle-orm';
import { LIST_LENGTH, type AnalyticsSql } from './analytics-sql.js';

export function answerQueries({ inScope, inRange, inLiveRange, inRolled, finished }: AnalyticsSql) {
  return {
    lowestRated: sql`
      select m.id, m.text as answer, m.agent_id, m.created_at as at, q.text as question
      from messages m
      left join lateral (
        select q.text from messages q
        where q.conversation_id = m.conversation_id and q.sender = 'user' and q.created_at < m.created_at
        order by q.created_at desc limit 1
      ) q on true
      where m.rating = -1 and ${finished('m')} and ${inRange('m')}
      order by m.created_at desc limit ${LIST_LENGTH}`,
    citations: sql`
      select document_id, sum(n)::int as n from (
        select r.document_id, r.citations as n from analytics_daily_citations r where ${inRolled('r')}
        union all
        select d.value as document_id, count(*)::int as n
        from messages m cross join lateral jsonb_array_elements_text(m.answer_basis -> 'documents') d
        where ${finished('m')} and ${inLiveRange('m')} and m.answer_basis is not null group by 1
      ) x group by 1`,
    documents: sql`
      select d.id, d.file_name, d.agent_id from agent_documents d
      where ${inScope('d')} and d.status = 'processed' order by d.uploaded_at`,
  };
}
