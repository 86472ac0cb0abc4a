import { sql, type SQL } from 'drizzle-orm';

/** `alias.agent_id in (…)` for the agents of an analytics scope (never called with none). */
export function inAgents(alias: string, agentIds: Iterable<string>): SQL {
  const ids = sql.join(
    [...agentIds].map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`${sql.raw(alias)}.agent_id in (${ids})`;
}

/**
 * A message's text as Italian search terms: the same expression as the messages_text_search_idx GIN index
 * (migration 0011), so the planner can use it; accents do not matter ('perché' finds 'perche').
 */
export const italianText = (alias: string): SQL => sql`to_tsvector('italian'::regconfig, f_unaccent(${sql.raw(alias)}.text))`;

/** What a person types, as an Italian query: words are stemmed, quotes and OR work as on a search engine. */
export const italianQuery = (text: string): SQL => sql`websearch_to_tsquery('italian'::regconfig, f_unaccent(${text}))`;

/** An agent answer given without any document: a knowledge gap (the analytics page counts the same). */
export const gapAnswer = (alias: string): SQL => {
  const a = sql.raw(alias);
  return sql`(${a}.sender = 'agent' and ${a}.answer_basis is not null and jsonb_array_length(${a}.answer_basis -> 'documents') = 0)`;
};

/** The same rule as `gapAnswer`, for a row already read. */
export const isGapAnswer = (m: { sender: string; answerBasis: { documents: string[] } | null }): boolean =>
  m.sender === 'agent' && m.answerBasis !== null && m.answerBasis.documents.length === 0;
