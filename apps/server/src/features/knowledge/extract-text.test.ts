import { describe, expect, it } from 'vitest';
import { CORRUPT_PDF, extractText } from './extract-text.js';
import { italianParagraphs, makePdf } from '../../test/knowledge-files.mjs';

const longPdf = () => {
  const filler = italianParagraphs(240, 2);
  return makePdf(Array.from({ length: 120 }, (_, i) => filler.slice(i * 2, i * 2 + 2)));
};

describe('PDF extraction', () => {
  it('reads a long PDF in a worker thread: the server keeps answering other requests meanwhile', async () => {
    // Requests arriving while the PDF is read are macrotasks, like these turns of the event loop.
    let turns = 0;
    let reading = true;
    const turn = () => {
      turns += 1;
      if (reading) setImmediate(turn);
    };
    setImmediate(turn);
    try {
      const extracted = await extractText('pdf', longPdf());
      expect(extracted.pageStarts).toHaveLength(120);
      expect(extracted.text).toContain(italianParagraphs(240, 2)[119]!.slice(0, 60));
    } finally {
      reading = false;
    }
    // Read on this thread the 120 pages leave the event loop a handful of turns (one per 25 ms budget at best);
    // read in the worker the loop keeps turning the whole time.
    expect(turns).toBeGreaterThan(200);
  });

  it('reports progress about every tenth of the pages, in order', async () => {
    const reports: number[] = [];
    await extractText('pdf', longPdf(), async (done) => void reports.push(done), 0);
    expect(reports.length).toBeGreaterThanOrEqual(9);
    expect(reports).toEqual([...reports].sort((a, b) => a - b));
    expect(reports.at(-1)).toBeGreaterThan(0.9);
  });

  it('answers a damaged PDF with its Italian reason, and reads the next PDF normally', async () => {
    const damaged = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x41)]);
    await expect(extractText('pdf', damaged)).rejects.toThrow(CORRUPT_PDF);
    const next = await extractText('pdf', makePdf([italianParagraphs(2, 5)]));
    expect(next.pageStarts).toHaveLength(1);
  });
});
