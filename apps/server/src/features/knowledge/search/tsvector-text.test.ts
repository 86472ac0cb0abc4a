import { describe, expect, it } from 'vitest';
import { parseTsvector } from './tsvector-text.js';

describe("reading PostgreSQL's text form of a tsvector", () => {
  it('reads lexemes with their positions, dropping weights', () => {
    expect(parseTsvector("'costa':3,7B 'margherit':2A 'sett':4")).toEqual(
      new Map([
        ['costa', [3, 7]],
        ['margherit', [2]],
        ['sett', [4]],
      ]),
    );
  });

  it('reads a quote inside a lexeme, lexemes without positions, and an empty vector', () => {
    expect(parseTsvector("'dell''anno':12 'titolo'")).toEqual(
      new Map([
        ["dell'anno", [12]],
        ['titolo', []],
      ]),
    );
    expect(parseTsvector('')).toEqual(new Map());
  });

  it('reads large positions and many of them', () => {
    const positions = Array.from({ length: 300 }, (_, i) => i * 50 + 1);
    expect(parseTsvector(`'ripetuto':${positions.join(',')} 'fine':16383`)).toEqual(
      new Map([
        ['ripetuto', positions],
        ['fine', [16383]],
      ]),
    );
  });
});
