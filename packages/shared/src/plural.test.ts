import { describe, expect, it } from 'vitest';
import { formatCountIt, plural, pluralForm } from './plural.js';

describe('Italian plurals', () => {
  it('uses the singular for one only', () => {
    expect(plural(1, 'agente', 'agenti')).toBe('1 agente');
    expect(plural(2, 'agente', 'agenti')).toBe('2 agenti');
    expect(plural(0, 'agente', 'agenti')).toBe('0 agenti');
    expect(plural(2, 'account attivo', 'account attivi')).toBe('2 account attivi');
    expect(plural(1, 'account attivo', 'account attivi')).toBe('1 account attivo');
  });

  it('agrees with Intl.PluralRules for Italian on every count, decimals included', () => {
    const rules = new Intl.PluralRules('it');
    for (const n of [...Array.from({ length: 1001 }, (_, i) => i), 0.5, 1.5, 2.25, 1_000_000]) {
      expect(pluralForm(n, 'one', 'other'), String(n)).toBe(rules.select(n) === 'one' ? 'one' : 'other');
    }
    expect(pluralForm(1.5, 'pagina', 'pagine')).toBe('pagine');
  });

  it('writes large counts with the Italian thousands separator and decimals with a comma', () => {
    expect(plural(12000, 'messaggio', 'messaggi')).toBe('12.000 messaggi');
    expect(plural(1.5, 'giorno', 'giorni')).toBe('1,5 giorni');
  });

  it('gives the form alone for sentences that place the number themselves', () => {
    expect(`OCR su 1 ${pluralForm(1, 'pagina', 'pagine')}`).toBe('OCR su 1 pagina');
    expect(pluralForm(3, 'pagina', 'pagine')).toBe('pagine');
  });
});

describe('the same answers as Intl, without building Intl objects at load', () => {
  const numberFmt = new Intl.NumberFormat('it-IT');
  const rules = new Intl.PluralRules('it-IT');
  const values = [0, 1, -1, 2, 9, 10, 99, 999, 1000, 1234, 9999, 10000, 12345, 99999, 100000, 123456, 1234567, 987654321, -1234, -12345];
  const more = [1.5, 0.5, -2.25, 1234.5, 12345.678, Number.MAX_SAFE_INTEGER, 2 ** 60];

  it('writes every count as Intl.NumberFormat("it-IT") does', () => {
    for (const n of [...values, ...more]) expect(formatCountIt(n)).toBe(numberFmt.format(n));
  });

  it('picks the form Intl.PluralRules("it-IT") picks', () => {
    for (const n of [...values, ...more]) expect(pluralForm(n, 'one', 'other')).toBe(rules.select(n));
  });
});
