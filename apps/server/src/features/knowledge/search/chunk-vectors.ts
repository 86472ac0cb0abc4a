import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { lemmaOf } from '../../../language/italian-lemmas.js';
import { textArray } from './sql-arrays.js';
import { scanTsvector } from './tsvector-text.js';

/** PostgreSQL keeps at most this many positions of a lexeme in a tsvector. */
const MAX_POSITIONS = 256;

/**
 * The text vectors stored for chunks (document_chunks.tsv, ADR 0148): PostgreSQL's Italian stems of the unaccented
 * text, with the forms of one verb made one lexeme (lemmaOf, ADR 0127), so that the GIN index and a question's
 * tsquery speak of one term where the stemmer leaves three (nacqu, nat, nasc). In the order of `texts`.
 */
export async function chunkVectors(db: DbOrTx, texts: string[]): Promise<string[]> {
  if (texts.length === 0) return [];
  const { rows } = await db.execute<{ tsv: string }>(sql`
    select to_tsvector('italian', f_unaccent(t))::text as tsv from unnest(${textArray(texts)}::text[]) with ordinality as u(t, i) order by i
  `);
  return rows.map((r) => lemmatizedVector(r.tsv));
}

/** A tsvector's text form with every stem replaced by its lemma (positions of stems that meet joined). */
export function lemmatizedVector(text: string): string {
  const byLemma = new Map<string, number[]>();
  let changed = false;
  scanTsvector(text, (stem, positions) => {
    const lemma = lemmaOf(stem);
    if (lemma !== stem) changed = true;
    const seen = byLemma.get(lemma);
    if (seen) seen.push(...positions);
    else byLemma.set(lemma, [...positions]);
  });
  if (!changed) return text;
  return [...byLemma.entries()]
    .map(([lemma, positions]) => {
      const quoted = `'${lemma.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
      if (positions.length === 0) return quoted;
      const sorted = [...new Set(positions)].sort((a, b) => a - b).slice(0, MAX_POSITIONS);
      return `${quoted}:${sorted.join(',')}`;
    })
    .join(' ');
}
