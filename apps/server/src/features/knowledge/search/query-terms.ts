/** The question's terms as the search reads them: stems, lemmas and names, and the agent's totals. */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { agentTotalsSql, readAgentTotals, type AgentRef, type AgentTotals, type TermStatistics } from './candidate-window.js';
import { parseTsvector } from './tsvector-text.js';
import { lemmaOf } from '../../../language/italian-lemmas.js';

/**
 * What the search learned of the question on its way: its terms, the agent's totals and each known term's statistics.
 * The chat's answer evidence reads them instead of asking the database again (answer-evidence.ts).
 */
export interface SearchedTerms {
  terms: QueryTerm[];
  totals: AgentTotals;
  known: Map<string, TermStatistics>;
}

export interface QueryTerm {
  term: string;
  positions: number[];
  /** Below 1 for a spelling variant standing in for a word the documents do not contain. */
  weight?: number;
  /** Written with a capital letter inside the question: a name. */
  name?: boolean;
}

/** Stems of Italian question words the stopword list keeps (quale, quando, cosa, perché): they say nothing about the answer. */
const QUESTION_WORDS = new Set(['qual', 'quand', 'cos', 'perc']);

/** The question's terms, processed exactly like the chunks, and the agent's totals. */
export async function queryTerms(db: DbOrTx, query: string, agent: AgentRef) {
  const result = await db.execute<{ tsv: string; names: string; totals: string }>(sql`
    select to_tsvector('italian', unaccent(${query}))::text as tsv, to_tsvector('italian', unaccent(${namesOf(query)}))::text as names,
      ${agentTotalsSql(agent)} as totals
  `);
  const totals = readAgentTotals(result.rows[0]?.totals);
  const names = parseTsvector(result.rows[0]?.names ?? '');
  // Forms of one verb are one term, as in the chunks (ADR 0127).
  const byLemma = new Map<string, QueryTerm>();
  for (const [stem, positions] of parseTsvector(result.rows[0]?.tsv ?? '')) {
    const term = lemmaOf(stem);
    const seen = byLemma.get(term);
    if (seen) {
      seen.positions = [...seen.positions, ...positions].sort((a, b) => a - b);
      seen.name ||= names.has(stem);
    } else byLemma.set(term, { term, positions, name: names.has(stem) });
  }
  const terms = [...byLemma.values()];
  const content = terms.filter((t) => !QUESTION_WORDS.has(t.term));
  return { terms: content.length > 0 ? content : terms, totals };
}

/** The question's words written with a capital letter, but for the first of each sentence: names, most often. */
export function namesOf(query: string): string {
  return query
    .split(/(?<=[.?!:;])\s+/)
    .flatMap((sentence) => sentence.split(/\s+/).slice(1))
    .filter((word) => /^[("'«]?\p{Lu}/u.test(word))
    .join(' ');
}
