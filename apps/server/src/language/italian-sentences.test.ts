import { describe, expect, it } from 'vitest';
import { splitSentences } from './italian-sentences.js';

describe('Italian sentence splitting', () => {
  it('splits ordinary prose at full stops, question and exclamation marks', () => {
    expect(
      splitSentences('Il negozio apre alle 9. Chiude alle 19! Il sabato? Solo la mattina. «Arriviamo subito.» Poi si riparte.'),
    ).toEqual(['Il negozio apre alle 9.', 'Chiude alle 19!', 'Il sabato?', 'Solo la mattina.', '«Arriviamo subito.»', 'Poi si riparte.']);
  });

  it('does not split after titles, initials and abbreviations that introduce something', () => {
    expect(
      splitSentences(
        'Il Sig. Rossi e la Dott.ssa Bianchi ricevono su appuntamento. Per i resi vedi p.es. Art. 5 del regolamento, pag. 12. ' +
          'Il quadro è di G. Verdi. Telefono: tel. 02 1234567.',
      ),
    ).toEqual([
      'Il Sig. Rossi e la Dott.ssa Bianchi ricevono su appuntamento.',
      'Per i resi vedi p.es. Art. 5 del regolamento, pag. 12.',
      'Il quadro è di G. Verdi.',
      'Telefono: tel. 02 1234567.',
    ]);
  });

  it("keeps 'ecc.' inside a sentence, and ends one with it when a new sentence starts", () => {
    expect(splitSentences('Vendiamo viti, bulloni, chiodi ecc. e li consegniamo in giornata.')).toEqual([
      'Vendiamo viti, bulloni, chiodi ecc. e li consegniamo in giornata.',
    ]);
    expect(splitSentences('Vendiamo viti, bulloni, chiodi, ecc. La consegna è gratuita.')).toEqual([
      'Vendiamo viti, bulloni, chiodi, ecc.',
      'La consegna è gratuita.',
    ]);
  });

  it('never splits decimals, thousands, times or dates', () => {
    expect(splitSentences('Il tasso è del 3,5 per cento su 1.000 euro. La sede apre alle 8.30 dal 01.09.2026. Fine.')).toEqual([
      'Il tasso è del 3,5 per cento su 1.000 euro.',
      'La sede apre alle 8.30 dal 01.09.2026.',
      'Fine.',
    ]);
  });

  it('separates list items and headings, and joins lines wrapped in the middle of a sentence', () => {
    const text =
      'Orari di apertura\nIl negozio è aperto dal lunedì al venerdì, con orario continuato dalle 9 alle 19, e il sabato\nsolo la mattina.\n\n' +
      'Metodi di pagamento:\n- carta di credito\n- bonifico bancario\n1) contanti fino a 999,99 euro\n\nLa consegna è garan-\ntita in 48 ore.';
    expect(splitSentences(text)).toEqual([
      'Orari di apertura',
      'Il negozio è aperto dal lunedì al venerdì, con orario continuato dalle 9 alle 19, e il sabato solo la mattina.',
      'Metodi di pagamento:',
      'carta di credito',
      'bonifico bancario',
      'contanti fino a 999,99 euro',
      'La consegna è garantita in 48 ore.',
    ]);
  });

  it('splits after an ellipsis that ends a sentence and returns nothing for blank text', () => {
    expect(splitSentences('Stiamo verificando… Ti risponderemo presto.')).toEqual(['Stiamo verificando…', 'Ti risponderemo presto.']);
    expect(splitSentences(' \n\n ')).toEqual([]);
  });
});
