import { describe, expect, it } from 'vitest';
import { composeOfflineAnswer, OFFLINE_HEADER, tokenize } from './offline-responder.js';

describe('offline responder', () => {
  it('quotes the sentence that answers, from a long passage, with file and page', () => {
    const filler = 'Questo paragrafo parla di argomenti generali del negozio e non contiene la risposta cercata. '.repeat(12);
    const passage = `${filler}La garanzia sui trapani dura 24 mesi dalla data di acquisto. ${filler}`;
    const { text, used } = composeOfflineAnswer({
      question: 'Quanto dura la garanzia del trapano?',
      passages: [{ documentId: 'd1', file: 'garanzie.pdf', page: 4, text: passage }],
    });
    expect(text.startsWith(OFFLINE_HEADER)).toBe(true);
    expect(text).toContain('La garanzia sui trapani dura 24 mesi');
    expect(text).toContain('— *Fonte: garanzie.pdf, pagina 4*');
    expect(text.length).toBeLessThan(OFFLINE_HEADER.length + 800);
    expect(used).toHaveLength(1);
  });

  it('streams back to exactly the same text', () => {
    const { text } = composeOfflineAnswer({
      question: 'resi',
      passages: [{ documentId: 'd', file: 'a.txt', page: null, text: 'Resi entro 30 giorni.\n\nSenza scontrino nessun reso.' }],
    });
    expect(tokenize(text).join('')).toBe(text);
    expect(tokenize(OFFLINE_HEADER).join('') + tokenize(text.slice(OFFLINE_HEADER.length)).join('')).toBe(text);
  });

  it('escapes Markdown in file names so a name cannot become a link', () => {
    const { text } = composeOfflineAnswer({
      question: 'resi',
      passages: [{ documentId: 'd', file: '[clicca](javascript:alert(1)).txt', page: null, text: 'Resi entro 30 giorni.' }],
    });
    expect(text).toContain('\\[clicca\\](javascript:alert(1)).txt');
  });
});
