import { describe, expect, it } from 'vitest';
import { extractText } from './extract-text.js';
import { italianParagraphs, makePdf } from '../../test/knowledge-files.mjs';

describe('PDF extraction', () => {
  it('lets the server answer other requests while a long PDF is read instead of stalling until the end', async () => {
    const filler = italianParagraphs(240, 2);
    const pdf = makePdf(Array.from({ length: 120 }, (_, i) => filler.slice(i * 2, i * 2 + 2)));
    // Requests arriving while the PDF is read are macrotasks, like these turns of the event loop.
    let turns = 0;
    let reading = true;
    const turn = () => {
      turns += 1;
      if (reading) setImmediate(turn);
    };
    setImmediate(turn);
    const turnsAtProgress: number[] = [];
    try {
      const extracted = await extractText('pdf', pdf, async () => {
        turnsAtProgress.push(turns);
      });
      expect(extracted.pageStarts).toHaveLength(120);
    } finally {
      reading = false;
    }
    // Progress comes about every tenth of the pages. The event loop gets a turn every few tens of milliseconds
    // of reading (not after every page, which made bulk processing 2.5× slower): over the 108 pages between the
    // first report and the last it turned again.
    expect(turnsAtProgress.length).toBeGreaterThanOrEqual(5);
    expect(turnsAtProgress.at(-1)!).toBeGreaterThan(turnsAtProgress[0]!);
  });
});
