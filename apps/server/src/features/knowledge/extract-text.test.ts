import { describe, expect, it } from 'vitest';
import { extractText } from './extract-text.js';
import { italianParagraphs, makePdf } from '../../../../../bench/knowledge-files.mjs';

describe('PDF extraction', () => {
  it('lets the server answer other requests between pages instead of stalling until the whole PDF is read', async () => {
    const filler = italianParagraphs(80, 2);
    const pdf = makePdf(Array.from({ length: 40 }, (_, i) => filler.slice(i * 2, i * 2 + 2)));
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
      expect(extracted.pageStarts).toHaveLength(40);
    } finally {
      reading = false;
    }
    // Progress comes about every tenth of the pages; the event loop turned between each report and the next.
    expect(turnsAtProgress.length).toBeGreaterThanOrEqual(5);
    turnsAtProgress.slice(1).forEach((n, i) => expect(n).toBeGreaterThan(turnsAtProgress[i]!));
  });
});
