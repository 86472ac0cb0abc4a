import { describe, expect, it } from 'vitest';
import { bestQaMatch, closeness, QA_MATCH_THRESHOLD, questionTerms, unrelatedTo } from './qa-closeness.js';

/**
 * The first set of ADR 0174, kept as a regression check of ADR 0226's matcher: for each pair, ways a visitor asks the
 * same thing (must match) and questions that share words but ask something else (must not). The figures are measured
 * on the larger set of qa-match-set.test.ts.
 */
const PAIRS = [
  {
    documentId: 'orari',
    question: 'Quali sono gli orari di apertura?',
    variants: ['A che ora aprite?', 'Quando siete aperti?'],
    answer: 'Siamo aperti dal lunedì al sabato, dalle 9 alle 19.',
  },
  {
    documentId: 'spedizione-italia',
    question: 'Quanto costa la spedizione in Italia?',
    variants: [],
    answer: 'In Italia la spedizione costa 5 euro, gratis sopra i 50 euro.',
  },
  {
    documentId: 'resi',
    question: 'Come posso restituire un prodotto?',
    variants: ['Come faccio un reso?'],
    answer: 'Scrivi a resi@esempio.it entro 30 giorni dalla consegna.',
  },
  {
    documentId: 'paypal',
    question: 'Posso pagare con PayPal?',
    variants: [],
    answer: 'Sì, accettiamo PayPal e tutte le carte di credito.',
  },
  {
    documentId: 'consegna-tempi',
    question: 'Quando arriva il mio ordine?',
    variants: ['In quanti giorni consegnate?'],
    answer: 'Consegniamo in 2-3 giorni lavorativi.',
  },
  {
    documentId: 'parcheggio',
    question: 'Avete un parcheggio per i clienti?',
    variants: [],
    answer: 'Sì, il parcheggio gratuito è dietro il negozio.',
  },
  {
    documentId: 'garanzia',
    question: 'Quanto dura la garanzia?',
    variants: [],
    answer: 'La garanzia dura 24 mesi dalla data di acquisto.',
  },
];

const MATCHES: [string, string][] = [
  ['Quali sono gli orari di apertura?', 'orari'],
  ['quali sono i vostri orari di apertura', 'orari'],
  ["Qual è l'orario d'apertura?", 'orari'],
  ['Buongiorno, vorrei sapere gli orari di apertura, grazie', 'orari'],
  ['Mi potete dire gli orari di apertura per favore?', 'orari'],
  ['orari apertura?', 'orari'],
  ['A che ora aprite?', 'orari'],
  ['Quando siete aperti?', 'orari'],
  ['Orari di apertra?', 'orari'],
  ['Quanto costa la spedizione in Italia?', 'spedizione-italia'],
  ["Qual è il costo della spedizione per l'Italia?", 'spedizione-italia'],
  ['quanto costa spedire in italia', 'spedizione-italia'],
  ['Quanto costa la spedizzione in Italia?', 'spedizione-italia'],
  ['Come faccio a restituire un prodotto?', 'resi'],
  ['Come si fa un reso?', 'resi'],
  ['Scusate, come posso restituire un prodotto?', 'resi'],
  ['È possibile pagare con PayPal?', 'paypal'],
  ['Si può pagare con Paypal?', 'paypal'],
  ['posso pagare con paypal', 'paypal'],
  ['Quando arriverà il mio ordine?', 'consegna-tempi'],
  ['In quanti giorni consegnate?', 'consegna-tempi'],
  ['Avete un parcheggio per i clienti?', 'parcheggio'],
  ['C’è un parcheggio per i clienti?', 'parcheggio'],
  ['Quanto dura la garanzia?', 'garanzia'],
  ['Per quanto tempo dura la garanzia?', 'garanzia'],
];

const NEAR_MISSES: string[] = [
  // Same words, another place, product or means.
  'Quanto costa la spedizione in Svizzera?',
  'Quanto costa la spedizione in Italia per un pacco di 30 kg?',
  'Posso pagare con bonifico?',
  'Posso pagare con PayPal a rate?',
  'Avete un parcheggio per le biciclette?',
  'Quanto dura la garanzia sulle batterie?',
  // Another question word.
  'Dove arriva il mio ordine?',
  'Come arriva il mio ordine?',
  // A negation.
  'Non posso pagare con PayPal?',
  'Perché non siete aperti?',
  // Longer questions that add what the answer does not cover.
  'Quali sono gli orari di apertura a Natale?',
  'Come posso restituire un prodotto usato senza scontrino?',
  // Unrelated, or nothing to compare.
  'Vendete anche biciclette elettriche?',
  'Buongiorno!',
  'Grazie mille',
  '?',
];

describe('Q&A closeness (ADR 0226)', () => {
  it('finds the pair of every paraphrase in the set, and no pair for any near miss', () => {
    for (const [question, expected] of MATCHES) {
      const match = bestQaMatch(question, PAIRS);
      expect({ question, pair: match?.pair.documentId }).toEqual({ question, pair: expected });
      expect(match!.score).toBeGreaterThanOrEqual(QA_MATCH_THRESHOLD);
    }
    for (const question of NEAR_MISSES) {
      expect({ question, pair: bestQaMatch(question, PAIRS)?.pair.documentId ?? null }).toEqual({ question, pair: null });
    }
  });

  it('reads accents, case, apostrophes, verb forms and one typing error as the same question', () => {
    const base = questionTerms('Quanto costa la spedizione?');
    expect(closeness(base, questionTerms('QUANTO COSTANO LE SPEDIZIONI'))).toBe(1);
    expect(closeness(base, questionTerms('quanto costa la spedizone'))).toBe(1);
    expect(closeness(base, questionTerms('Quanto costa la spedizzione?'))).toBe(1);
  });

  it('counts numbers, whatever their length', () => {
    expect(closeness(questionTerms('Consegnate in 24 ore?'), questionTerms('Consegnate in 48 ore?'))).toBeLessThan(QA_MATCH_THRESHOLD);
  });

  it('answers nothing when two pairs with different answers are equally close', () => {
    const twins = [
      { documentId: 'a', question: 'Quanto costa la consegna?', variants: [], answer: '5 euro.' },
      { documentId: 'b', question: 'Quanto costa la consegna?', variants: [], answer: '7 euro.' },
    ];
    expect(bestQaMatch('Quanto costa la consegna?', twins)).toBeNull();
    expect(bestQaMatch('Quanto costa la consegna?', [twins[0]!, { ...twins[1]!, answer: '5 euro.' }])?.pair.documentId).toBe('a');
  });

  it("issue 45: a question that only shares 'posso', 'come' or a place name gets no pair, and leaves that pair out", () => {
    const restaurant = [
      { documentId: 'parcheggio', question: 'Dove posso parcheggiare?', variants: [], answer: 'In via Roma 12.' },
      { documentId: 'pagamento', question: 'Come posso pagare a Milano?', variants: [], answer: 'Con carta o contanti.' },
    ];
    const unrelated = (question: string) =>
      restaurant.filter((pair) => unrelatedTo(questionTerms(question), pair)).map((p) => p.documentId);
    for (const question of ['Come posso prenotare?', 'Dove posso prenotare?', 'Come posso prenotare a Milano?']) {
      expect(bestQaMatch(question, restaurant), question).toBeNull();
      expect(unrelated(question), question).toEqual(['parcheggio', 'pagamento']);
    }
    // Another interrogative is another question, whatever the words in common.
    expect(closeness(questionTerms('Come posso parcheggiare?'), questionTerms('Dove posso parcheggiare?'))).toBe(0);
    for (const question of [
      'Dove parcheggio la macchina?',
      "dove si può lasciare l'auto?",
      'c è un parcheggio?',
      'Dove posso parchegiare',
    ]) {
      expect(bestQaMatch(question, restaurant)?.pair.documentId, question).toBe('parcheggio');
    }
    // A pair whose answer speaks of what is asked stays in the ordinary answer.
    expect(unrelated('Si paga con carta?')).toEqual(['parcheggio']);
  });
});
