import { describe, expect, it } from 'vitest';
import { lemmaOf } from './italian-lemmas.js';
import { foldSpelling } from '../features/knowledge/search/search-chunks.js';

describe('Italian verbs as one term (ADR 0127)', () => {
  it("joins the stems of a verb's irregular forms to its infinitive's stem", () => {
    // nacque, nato, nascere; scrisse, scritto, scrivere; morì, morto, muore
    for (const stem of ['nacqu', 'nat', 'nascer']) expect(lemmaOf(stem)).toBe('nasc');
    for (const stem of ['scriss', 'scritt']) expect(lemmaOf(stem)).toBe('scriv');
    for (const stem of ['mort', 'muor']) expect(lemmaOf(stem)).toBe('mor');
  });

  it('joins a noun made from a verb by a regular suffix, and leaves other words alone', () => {
    expect(lemmaOf('costruzion')).toBe('costru');
    expect(lemmaOf('nasc')).toBe('nasc');
    expect(lemmaOf('margherit')).toBe('margherit');
    // Short stems of another word stay apart: "mare" is not "maritare", "modo" not "moderare".
    expect(lemmaOf('mar')).toBe('mar');
    expect(lemmaOf('mod')).toBe('mod');
    expect(lemmaOf('')).toBe('');
  });
});

describe('spelling folded for words written the English or Latin way (ADR 0128)', () => {
  it('folds ph, th, ch, y, k and doubled letters', () => {
    expect(foldSpelling('xanthophyll')).toBe(foldSpelling('xantofill'));
    expect(foldSpelling('statocyst')).toBe('statocist');
    expect(foldSpelling('chloroplast')).toBe(foldSpelling('cloroplast'));
    expect(foldSpelling('kelvin')).toBe('celvin');
    expect(foldSpelling('margherit')).toBe('margherit');
  });
});
