/** Spelling variants of the question's words that no chunk contains: the documents' words within a few letters. */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import type { AgentRef, TermStatistics } from './candidate-window.js';
import { editDistance, foldSpelling } from './spelling.js';
import { textArray } from './sql-arrays.js';
import type { QueryTerm } from './query-terms.js';

const FUZZY_WEIGHT = 0.7;
/** Vocabulary rows one unknown word may read from each range: a bounded slice, whatever the agent's size (ADR 0147). */
const VARIANT_SCAN = 2000;

/** The first string after every string starting with `prefix` (in code-unit order, the "C" collation's). */
const after = (prefix: string) => prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);

/**
 * A word of the question that no chunk contains is often a spelling variant (typo, or a machine
 * translation that spelled a name differently): it is replaced by the documents' words within a small
 * edit distance, with a lower weight. `known` gains the statistics of the variants found.
 */
export async function expandUnknownTerms(
  db: DbOrTx,
  agent: AgentRef,
  terms: QueryTerm[],
  known: Map<string, TermStatistics>,
): Promise<QueryTerm[]> {
  const result: QueryTerm[] = [];
  for (const t of terms) {
    if (known.has(t.term) || t.term.length < 5 || /\d/.test(t.term)) {
      result.push(t);
      continue;
    }
    const maxDistance = t.term.length >= 8 ? 2 : 1;
    const prefix = t.term.slice(0, 2);
    // The first VARIANT_SCAN words of the prefix's range, then those of about its length: a bounded read of the
    // index whatever the vocabulary (a catalogue of a million codes shares one prefix).
    const { rows } = await db.execute<TermStatistics>(sql`
      select term, chunks, documents, titles from (
        select term, chunks, documents, titles from knowledge_terms
        where agent_id = ${agent.agentId} and account_id = ${agent.accountId} and term >= ${prefix} and term < ${after(prefix)}
        order by term limit ${VARIANT_SCAN}
      ) t
      where length(term) between ${t.term.length - maxDistance} and ${t.term.length + maxDistance}
    `);
    const before = result.length;
    for (const row of rows) {
      if (editDistance(row.term, t.term, maxDistance) <= maxDistance) {
        known.set(row.term, statisticsOf(row));
        result.push({ term: row.term, positions: t.positions, weight: FUZZY_WEIGHT, name: t.name });
      }
    }
    if (result.length === before) result.push(...(await looseVariants(db, agent, t, known)));
  }
  return result;
}

const statisticsOf = (row: TermStatistics): TermStatistics => ({
  term: row.term,
  chunks: Number(row.chunks),
  documents: Number(row.documents),
  titles: Number(row.titles),
});

const LOOSE_VARIANTS = 3;
const LOOSE_MIN_PREFIX = 4;
const LOOSE_MIN_SHARE = 0.5;

/**
 * For a question word that neither the documents nor a one- or two-letter slip explain: up to three of the
 * documents' words, starting with the same letter, that are the same once spelling is folded, that one begins
 * with the other (at least 4 letters and half the longer word: "plasmod" and "plasmodium", "imperialist" and
 * "imperial"), or that differ by one or two letters once folded. Best first, at the spelling variant's weight.
 * Read from the folded spellings of the agent's vocabulary: words one begins with, words beginning with it, and a
 * bounded slice of words of about its length sharing its first two folded letters (ADR 0147).
 */
async function looseVariants(db: DbOrTx, agent: AgentRef, t: QueryTerm, known: Map<string, TermStatistics>): Promise<QueryTerm[]> {
  const word = foldSpelling(t.term);
  const maxDistance = word.length >= 9 ? 2 : 1;
  const shortest = Math.max(LOOSE_MIN_PREFIX, Math.ceil(word.length * LOOSE_MIN_SHARE));
  const prefixes = Array.from({ length: Math.max(0, word.length - shortest + 1) }, (_, i) => word.slice(0, shortest + i));
  const near = word.slice(0, 2);
  const { rows } = await db.execute<TermStatistics & { folded: string }>(sql`
    (select term, folded, chunks, documents, titles from knowledge_terms
      where agent_id = ${agent.agentId} and account_id = ${agent.accountId} and folded = any(${textArray(prefixes)}::text[]))
    union
    (select * from (select term, folded, chunks, documents, titles from knowledge_terms
      where agent_id = ${agent.agentId} and account_id = ${agent.accountId} and folded >= ${word} and folded < ${after(word)}
      order by folded limit ${VARIANT_SCAN}) beginning where length(folded) <= ${Math.floor(word.length / LOOSE_MIN_SHARE)})
    union
    (select * from (select term, folded, chunks, documents, titles from knowledge_terms
      where agent_id = ${agent.agentId} and account_id = ${agent.accountId} and folded >= ${near} and folded < ${after(near)}
      order by folded limit ${VARIANT_SCAN}) nearby where length(folded) between ${word.length - 2} and ${word.length + 2})
  `);
  const found: { term: string; likeness: number; row: TermStatistics }[] = [];
  for (const row of rows) {
    const other = row.folded;
    if (other[0] !== word[0]) continue;
    const [short, long] = other.length <= word.length ? [other, word] : [word, other];
    let likeness = 0;
    if (other === word) likeness = 1;
    else if (short.length >= LOOSE_MIN_PREFIX && long.startsWith(short) && short.length / long.length >= LOOSE_MIN_SHARE)
      likeness = short.length / long.length;
    else if (word.length >= 6 && long.length - short.length <= 2) {
      const distance = editDistance(other, word, maxDistance);
      if (distance <= maxDistance) likeness = 1 - distance / word.length;
    }
    if (likeness > 0) found.push({ term: row.term, likeness, row });
  }
  const best = found.sort((a, b) => b.likeness - a.likeness || (a.term < b.term ? -1 : 1)).slice(0, LOOSE_VARIANTS);
  for (const f of best) known.set(f.term, statisticsOf(f.row));
  return best.map(({ term }) => ({ term, positions: t.positions, weight: FUZZY_WEIGHT, name: t.name }));
}
