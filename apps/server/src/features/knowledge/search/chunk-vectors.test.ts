import { describe, expect, it } from 'vitest';
import { lemmatizedVector } from './chunk-vectors.js';

describe('chunk vectors with the forms of one verb as one lexeme (ADR 0127, 0148)', () => {
  it('joins the positions of the stems of one verb under its lemma, in order', () => {
    expect(lemmatizedVector("'1850':4 'nacqu':2 'nasc':9 'vill':1")).toBe("'1850':4 'nasc':2,9 'vill':1");
  });

  it('leaves a vector without verb forms as it is, quotes included', () => {
    expect(lemmatizedVector("'dell''anno':12 'titol'")).toBe("'dell''anno':12 'titol'");
  });

  it('keeps at most 256 positions of a lexeme, as PostgreSQL does', () => {
    const many = Array.from({ length: 200 }, (_, i) => i + 1);
    const more = Array.from({ length: 200 }, (_, i) => i + 1000);
    const joined = lemmatizedVector(`'nacqu':${many.join(',')} 'nat':${more.join(',')}`);
    expect(joined.split(':')[1]!.split(',')).toHaveLength(256);
  });
});
