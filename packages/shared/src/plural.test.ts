import { describe, expect, it } from 'vitest';
import { plural, pluralForm } from './plural.js';

describe('Italian plurals', () => {
  it('uses the singular for one only', () => {
    expect(plural(1, 'agente', 'agenti')).toBe('1 agente');
    expect(plural(0, 'agente', 'agenti')).toBe('0 agenti');
    expect(plural(2, 'account attivo', 'account attivi')).toBe('2 account attivi');
    expect(plural(1, 'account attivo', 'account attivi')).toBe('1 account attivo');
  });

  it('writes large counts with the Italian thousands separator', () => {
    expect(plural(12000, 'messaggio', 'messaggi')).toBe('12.000 messaggi');
  });

  it('gives the form alone for sentences that place the number themselves', () => {
    expect(`OCR su 1 ${pluralForm(1, 'pagina', 'pagine')}`).toBe('OCR su 1 pagina');
    expect(pluralForm(3, 'pagina', 'pagine')).toBe('pagine');
  });
});
