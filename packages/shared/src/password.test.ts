import { describe, expect, it } from 'vitest';
import { isStrongPassword, passwordChecklist, passwordStrength, registrationPasswordSchema, strongPasswordSchema } from './password';

describe('password rules', () => {
  it('lists the five checklist labels of the spec, met or not', () => {
    expect(passwordChecklist('')).toEqual([
      { id: 'length', label: 'Almeno 8 caratteri', met: false },
      { id: 'upper', label: 'Almeno una lettera maiuscola', met: false },
      { id: 'lower', label: 'Almeno una lettera minuscola', met: false },
      { id: 'digit', label: 'Almeno un numero', met: false },
      { id: 'symbol', label: 'Almeno un simbolo', met: false },
    ]);
    expect(passwordChecklist('Password1!').every((r) => r.met)).toBe(true);
  });

  it('gives the registration message of each unmet rule', () => {
    const result = registrationPasswordSchema.safeParse('abcdefgh');
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message)).toEqual([
      'La password deve contenere almeno una lettera maiuscola.',
      'La password deve contenere almeno un numero.',
      'La password deve contenere almeno un simbolo.',
    ]);
  });

  it('accepts accented letters as upper and lower case, and refuses spaces as the only symbol', () => {
    expect(isStrongPassword('Èlettrico9?')).toBe(true);
    expect(isStrongPassword('Password1 ')).toBe(false);
    expect(isStrongPassword('Abcdefg1!'.padEnd(129, 'x'))).toBe(false);
  });

  it('uses the single complexity message for update and profile forms', () => {
    expect(strongPasswordSchema().safeParse('debole').error!.issues[0]!.message).toBe(
      'La password non soddisfa tutti i requisiti di complessità.',
    );
    expect(strongPasswordSchema('X').safeParse('Password1!').success).toBe(true);
  });

  it('rates strength from none to strong', () => {
    expect(passwordStrength('').level).toBe(0);
    expect(passwordStrength('abc').level).toBe(1);
    expect(passwordStrength('Password1!').level).toBe(4);
  });
});
