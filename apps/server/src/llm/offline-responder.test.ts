import { describe, expect, it } from 'vitest';
import { composeOfflineAnswer, MAX_ANSWER_CHARS, NOTHING_FOUND, OFFLINE_HEADER, tokenize } from './offline-responder.js';

/** A real shop page, the kind of chunk retrieval returns: several topics, one of them the answer. */
const MENU_PAGE =
  'Pizzeria Da Gino - Listino 2026.\n\n' +
  'Le nostre pizze sono cotte nel forno a legna. La pizza Margherita costa 7 euro, la Marinara 6 euro e la Diavola 8,50 euro. ' +
  "L'impasto lievita 48 ore con farina di tipo 1. Su richiesta prepariamo impasti senza glutine, con un supplemento di 2 euro.\n\n" +
  'Il locale è aperto dal martedì alla domenica, dalle 19 alle 23.30. Il lunedì è il giorno di chiusura. ' +
  'Per prenotare chiamate il Sig. Gino al numero 0571 123456, anche per gruppi di oltre 20 persone.';
const RESI_PAGE =
  'Il cliente può restituire la merce entro 30 giorni presentando lo scontrino. I prodotti in saldo non si possono restituire. ' +
  'Il rimborso avviene sulla carta usata per il pagamento, di norma entro 5 giorni lavorativi. ' +
  'Il magazzino è aperto dal lunedì al venerdì dalle 8 alle 18.';

const passage = (text: string, file = 'listino.pdf', page: number | null = 1) => ({ documentId: `doc-${file}`, file, page, text });
const body = (text: string) => text.slice(OFFLINE_HEADER.length);

describe('offline responder: extractive answers', () => {
  it('answers with the sentences that answer, not the whole passage, each followed by its source', () => {
    const { text, cited } = composeOfflineAnswer({ question: 'Quanto costa la pizza Margherita?', passages: [passage(MENU_PAGE)] });
    expect(text.startsWith(OFFLINE_HEADER)).toBe(true);
    expect(body(text)).toContain('La pizza Margherita costa 7 euro, la Marinara 6 euro e la Diavola 8,50 euro.');
    expect(body(text)).toContain('— *Fonte: listino.pdf, pagina 1*');
    expect(body(text)).not.toContain('forno a legna');
    expect(body(text)).not.toContain('giorno di chiusura');
    expect(cited).toEqual([
      { kind: 'document', documentId: 'doc-listino.pdf', file: 'listino.pdf', page: 1, paragraph: null, startMs: null, endMs: null },
    ]);
  });

  it('picks the answer among several passages and cites each source after its own sentences', () => {
    const { text, cited } = composeOfflineAnswer({
      question: 'Il rimborso del reso entro quanti giorni arriva?',
      passages: [passage(MENU_PAGE), passage(RESI_PAGE, 'manuale-resi.pdf', 2)],
    });
    expect(body(text)).toContain('Il rimborso avviene sulla carta usata per il pagamento, di norma entro 5 giorni lavorativi.');
    expect(body(text)).toMatch(/entro 5 giorni lavorativi\.[^>]*\n\n— \*Fonte: manuale-resi\.pdf, pagina 2\*/);
    expect(body(text)).not.toContain('Pizzeria');
    expect(body(text)).not.toContain('magazzino');
    expect(cited.map((s) => (s.kind === 'document' ? s.file : s.kind))).toEqual(['manuale-resi.pdf']);
  });

  it('does not cut a sentence at an abbreviation or a number', () => {
    const { text } = composeOfflineAnswer({ question: 'Come si prenota per un gruppo?', passages: [passage(MENU_PAGE)] });
    expect(body(text)).toContain('Per prenotare chiamate il Sig. Gino al numero 0571 123456, anche per gruppi di oltre 20 persone.');
  });

  it('a matching team memory answers first and silences the document sentence it corrects', () => {
    const { text, cited } = composeOfflineAnswer({
      question: 'Quanto costa la Margherita il martedì sera?',
      passages: [passage(MENU_PAGE)],
      memories: [{ content: 'il martedì sera la Margherita costa 5 euro' }, { content: 'il parcheggio è in via Roma' }],
    });
    expect(body(text).trim().startsWith('> Il martedì sera la Margherita costa 5 euro.\n\n— *Fonte: memoria del team*')).toBe(true);
    expect(body(text)).not.toContain('7 euro');
    expect(body(text)).not.toContain('parcheggio');
    expect(cited[0]).toEqual({ kind: 'memory' });
  });

  it('leaves out memories that do not match the question', () => {
    const { text, cited } = composeOfflineAnswer({
      question: 'Quale giorno è chiuso il locale?',
      passages: [passage(MENU_PAGE)],
      memories: [{ content: 'il martedì sera la Margherita costa 5 euro' }],
    });
    expect(body(text)).toContain('Il lunedì è il giorno di chiusura.');
    expect(body(text)).not.toContain('Margherita');
    expect(cited.every((s) => s.kind === 'document')).toBe(true);
  });

  it('stays within its bounds when many sentences match', () => {
    const long = Array.from(
      { length: 30 },
      (_, i) => `Il prodotto numero ${i + 1} ha la garanzia di ${i + 12} mesi dalla data di acquisto.`,
    ).join(' ');
    const { text } = composeOfflineAnswer({ question: 'Quanto dura la garanzia del prodotto?', passages: [passage(long)] });
    const quoted = body(text)
      .split('\n')
      .filter((l) => l.startsWith('> '));
    expect(quoted.join(' ').length).toBeLessThanOrEqual(MAX_ANSWER_CHARS + 20);
    expect(body(text).match(/garanzia di/g)!.length).toBeLessThanOrEqual(4);
  });

  it('quotes without any source when sources are hidden from the reader', () => {
    const { text, cited } = composeOfflineAnswer({
      question: 'Quanto costa la Margherita il martedì sera?',
      passages: [passage(MENU_PAGE, 'listino-interno-2026.pdf')],
      memories: [{ content: 'il martedì sera la Margherita costa 5 euro' }],
      citeSources: false,
    });
    expect(body(text)).toContain('Il martedì sera la Margherita costa 5 euro.');
    expect(text).not.toContain('listino-interno');
    expect(text).not.toContain('Fonte');
    expect(cited).toEqual([]);
  });

  it('reads an attachment, and quotes its opening when the question shares no word with it', () => {
    const attachment = { name: 'note.txt', text: 'Il codice del cancello sul retro è 4512.\n\nIl parcheggio è riservato ai fornitori.' };
    const asked = composeOfflineAnswer({ question: 'Qual è il codice del cancello?', passages: [], attachment });
    expect(body(asked.text)).toContain('> Il codice del cancello sul retro è 4512.\n\n— *Fonte: allegato note.txt*');
    expect(body(asked.text)).not.toContain('parcheggio');
    expect(asked.cited).toEqual([{ kind: 'attachment', name: 'note.txt' }]);
    const summary = composeOfflineAnswer({ question: 'Riassumi', passages: [], attachment });
    expect(body(summary.text)).toContain('Il codice del cancello sul retro è 4512.');
  });

  it('says so when nothing matches instead of inventing', () => {
    const { text, cited } = composeOfflineAnswer({ question: 'Qual è la capitale della Mongolia?', passages: [] });
    expect(text).toBe(`${OFFLINE_HEADER}\n\n${NOTHING_FOUND}`);
    expect(cited).toEqual([]);
  });

  it('streams back to exactly the same text', () => {
    const { text } = composeOfflineAnswer({
      question: 'resi',
      passages: [passage('Resi entro 30 giorni.\n\nSenza scontrino nessun reso.')],
    });
    expect(tokenize(text).join('')).toBe(text);
    expect(tokenize(OFFLINE_HEADER).join('') + tokenize(text.slice(OFFLINE_HEADER.length)).join('')).toBe(text);
  });

  it('escapes Markdown in file names so a name cannot become a link', () => {
    const { text } = composeOfflineAnswer({
      question: 'resi',
      passages: [passage('Resi entro 30 giorni.', '[clicca](javascript:alert(1)).txt', null)],
    });
    expect(text).toContain('\\[clicca\\](javascript:alert(1)).txt');
  });
});

describe('offline responder: memory against document', () => {
  it('keeps the document sentence when the question is broader than the memory, memory first', () => {
    const { text } = composeOfflineAnswer({
      question: 'Quanto costa la pizza Margherita?',
      passages: [passage(MENU_PAGE)],
      memories: [{ content: 'il martedì sera la Margherita costa 5 euro' }],
    });
    const memoryAt = body(text).indexOf('Il martedì sera la Margherita costa 5 euro.');
    const documentAt = body(text).indexOf('La pizza Margherita costa 7 euro');
    expect(memoryAt).toBeGreaterThanOrEqual(0);
    expect(documentAt).toBeGreaterThan(memoryAt);
  });
});
