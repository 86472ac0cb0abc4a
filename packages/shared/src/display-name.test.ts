import { describe, expect, it } from 'vitest';
import { displayName, initials } from './display-name';

describe('display name', () => {
  it('prefers the full name, then the e-mail before the at sign, then Utente', () => {
    expect(displayName({ fullName: 'Maria Rossi', email: 'm@x.it' })).toBe('Maria Rossi');
    expect(displayName({ firstName: 'Luca', lastName: 'Bianchi', email: 'l@x.it' })).toBe('Luca Bianchi');
    expect(displayName({ firstName: '  ', email: 'giulia.verdi@esempio.it' })).toBe('giulia.verdi');
    expect(displayName({ email: '@esempio.it' })).toBe('Utente');
    expect(displayName({})).toBe('Utente');
  });

  it('makes initials for the avatar placeholder', () => {
    expect(initials('Maria Rossi')).toBe('MR');
    expect(initials('giulia.verdi')).toBe('GV');
    expect(initials('Utente')).toBe('UT');
  });
});
