import { describe, expect, it } from 'vitest';
import { chunkText, sentences } from './chunk-text.js';

const options = { maxChars: 120, packChars: 80, overlapChars: 40 };

describe('chunkText', () => {
  it('keeps paragraphs whole, packs short ones, and never crosses a page border', () => {
    const text = "Titolo\n\nPrimo paragrafo breve.\n\nSecondo paragrafo, anch'esso breve ma un po' più lungo del primo.\n\nTerzo.";
    const chunks = chunkText(text, options, [0, text.indexOf('Terzo')]);
    const texts = chunks.map((c) => text.slice(c.start, c.end));
    expect(texts).toEqual([
      'Titolo\n\nPrimo paragrafo breve.',
      "Secondo paragrafo, anch'esso breve ma un po' più lungo del primo.",
      'Terzo.',
    ]);
  });

  it('cuts a long paragraph between sentences, with overlap, keeping exact offsets', () => {
    const paragraph = Array.from({ length: 8 }, (_, i) => `La frase numero ${i + 1} parla di qualità e città.`).join(' ');
    const text = `Introduzione.\n\n${paragraph}`;
    const chunks = chunkText(text, { ...options, overlapChars: 60 });
    for (const c of chunks) {
      expect(c.end - c.start).toBeLessThanOrEqual(options.maxChars);
      const slice = text.slice(c.start, c.end);
      expect(slice).toMatch(/^(Introduzione|La frase)/);
      expect(slice).toMatch(/\.$/);
    }
    // Consecutive pieces of the long paragraph share a sentence.
    const pieces = chunks.slice(1);
    for (let i = 1; i < pieces.length; i += 1) expect(pieces[i]!.start).toBeLessThan(pieces[i - 1]!.end);
    // Every sentence is inside some chunk.
    for (const s of sentences(text, { start: 0, end: text.length })) {
      expect(chunks.some((c) => c.start <= s.start && c.end >= s.end)).toBe(true);
    }
  });

  it('cuts a sentence longer than a chunk at spaces', () => {
    const text = 'parola '.repeat(60).trim();
    const chunks = chunkText(text, options);
    expect(chunks.length).toBeGreaterThan(3);
    for (const c of chunks) expect(text.slice(c.start, c.end)).toMatch(/^parola( parola)*$/);
  });
});
