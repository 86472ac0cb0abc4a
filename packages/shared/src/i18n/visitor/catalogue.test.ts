import { describe, expect, it } from 'vitest';
import { VISITOR_LANGUAGES } from '../../visitor-language.js';
import { VISITOR_COPY, visitorDateTime, visitorPlural, visitorPrice } from './index.js';

/** Every leaf of a catalogue: its path and its value. */
function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (value && typeof value === 'object' && !Array.isArray(value))
    return Object.entries(value).flatMap(([key, inner]) => leaves(inner, prefix ? `${prefix}.${key}` : key));
  return [[prefix, value]];
}

/** A sentence with sample arguments: the catalogue's functions take names, counts, addresses. */
const sample = (value: unknown): string[] =>
  typeof value === 'function'
    ? [String((value as (...args: unknown[]) => unknown)('Giulia', 'Hotel Mare'))]
    : Array.isArray(value)
      ? value.map(String)
      : [String(value)];

describe('the visitor catalogue', () => {
  const italian = new Map(leaves(VISITOR_COPY.it));

  it.each(VISITOR_LANGUAGES.filter((l) => l !== 'it'))('%s has exactly the keys of the Italian catalogue', (language) => {
    const keys = leaves(VISITOR_COPY[language]).map(([key]) => key);
    // Optional plural forms ('many') are the language's own choice.
    const wanted = (key: string) => !key.endsWith('.many');
    expect(keys.filter(wanted).sort()).toEqual([...italian.keys()].filter(wanted).sort());
  });

  it.each(VISITOR_LANGUAGES)('%s gives every sentence, of the same kind as the Italian one', (language) => {
    for (const [key, value] of leaves(VISITOR_COPY[language])) {
      const model = italian.get(key);
      if (!key.endsWith('.many')) expect(typeof value, key).toBe(typeof model);
      if (Array.isArray(model)) expect((value as unknown[]).length, key).toBe(model.length);
      // Italian needs no note that an answer is in Italian; every other sentence says something.
      if (!(language === 'it' && key === 'answers.italianOnly'))
        for (const text of sample(value)) expect(text.trim(), `${language} ${key}`).not.toBe('');
    }
  });

  it('writes the arguments into the sentences', () => {
    for (const language of VISITOR_LANGUAGES) {
      const copy = VISITOR_COPY[language];
      expect(copy.email.greeting('Giulia')).toContain('Giulia');
      expect(copy.email.replied('Marco', 'Hotel Mare')).toMatch(/Marco.*Hotel Mare/);
      expect(copy.handoff.requestedClosed('lunedì')).toContain('lunedì');
      expect(copy.answers.source('Listino')).toContain('Listino');
      expect(copy.bookings.booked('lunedì 7', 'Taglio')).toMatch(/Taglio.*lunedì 7/);
      expect(copy.bookings.slotTooFar(30)).toContain('30');
      expect(copy.bookings.mailConfirmedSubject('Hotel Mare')).toContain('Hotel Mare');
      expect(copy.actions.resultTitle('Stato ordine')).toContain('Stato ordine');
    }
  });

  it('chooses plural forms with Intl.PluralRules, writing numbers the language’s way', () => {
    const forms = (language: (typeof VISITOR_LANGUAGES)[number]) => VISITOR_COPY[language].list.teamReplies;
    expect(visitorPlural('it', 1, forms('it'))).toBe('1 risposta del team');
    expect(visitorPlural('it', 2, forms('it'))).toBe('2 risposte del team');
    expect(visitorPlural('en', 1, forms('en'))).toBe('1 reply from the team');
    expect(visitorPlural('en', 1250, forms('en'))).toBe('1,250 replies from the team');
    expect(visitorPlural('de', 1250, forms('de'))).toBe('1.250 Antworten des Teams');
    // French counts 0 and 1 as singular; Spanish does not.
    expect(visitorPlural('fr', 0, forms('fr'))).toBe("0 réponse de l'équipe");
    expect(visitorPlural('es', 0, forms('es'))).toBe('0 respuestas del equipo');
    expect(visitorPlural('fr', 1_000_000, forms('fr'))).toBe("1\u202f000\u202f000 de réponses de l'équipe");
  });

  it('writes dates and prices with Intl in each language', () => {
    // Monday 7 December 2026, 08:00 UTC = 09:00 in Rome.
    const when = new Date('2026-12-07T08:00:00Z');
    expect(visitorDateTime('it', when)).toBe('lunedì 7 dicembre alle ore 09:00');
    expect(visitorDateTime('en', when)).toBe('Monday 7 December at 09:00');
    expect(visitorDateTime('de', when)).toBe('Montag, 7. Dezember um 09:00');
    expect(visitorDateTime('fr', when)).toBe('lundi 7 décembre à 09:00');
    expect(visitorDateTime('es', when)).toBe('lunes, 7 de diciembre, 09:00');
    expect(visitorPrice('it', 2550)).toBe('25,50\u00a0€');
    expect(visitorPrice('en', 2550)).toBe('€25.50');
    expect(visitorPrice('de', 2550)).toBe('25,50\u00a0€');
    expect(visitorPrice('fr', 2550)).toBe('25,50\u00a0€');
    expect(visitorPrice('es', 2550)).toBe('25,50\u00a0€');
  });
});
