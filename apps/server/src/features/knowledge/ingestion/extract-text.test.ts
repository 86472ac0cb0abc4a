import { describe, expect, it } from 'vitest';
import { extractText, type Progress } from './extract-text.js';
import { CORRUPT_PDF } from '@app/shared/i18n/knowledge';
import { italianParagraphs, makePdf } from '../../../test/knowledge-files.mjs';
import { characterErrorRate } from '../../../test/character-error-rate.mjs';
import { makeScannedPdf } from '../../../test/scanned-pdf.mjs';
import { SLOW_TEST_MS } from '../../../test/knowledge-uploads.js';

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
    await extractText('pdf', longPdf(), async ({ done }) => void reports.push(done), 0);
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

  it('reads only the scanned pages of a mixed PDF with Italian OCR, offline, page by page', { timeout: SLOW_TEST_MS }, async () => {
    const scanned = [
      "Il contratto di manutenzione dell'impianto termico scade il 31 dicembre: la società rinnoverà la garanzia.",
      'Perché la qualità sia verificata, il responsabile controllerà ogni fornitura entro la fine del mese.',
    ];
    const typed = italianParagraphs(2, 9);
    const { pdf, texts } = makeScannedPdf([typed, { scan: scanned }]);
    const reports: Progress[] = [];
    const extracted = await extractText('pdf', pdf, async (progress) => void reports.push(progress), 0);

    expect(extracted.ocrPages).toBe(1);
    expect(extracted.pageStarts).toHaveLength(2);
    const [first, second] = [extracted.text.slice(0, extracted.pageStarts[1]).trim(), extracted.text.slice(extracted.pageStarts[1])];
    // The page with a text layer is read as it is; the scanned one through OCR, accents included.
    expect(first).toContain(typed[0]!.slice(0, 80));
    expect(characterErrorRate(texts[1]!, second)).toBeLessThanOrEqual(0.03);
    expect(second).toContain('società');
    expect(reports.map((r) => r.steps)).toEqual([
      { done: 1, total: 2 },
      { done: 2, total: 2 },
    ]);
  });
});
