import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { configureItalianValidation } from './validation-messages.js';
import { findNulCharacter } from './nul-character.js';
import { registerSchema, verifyEmailSchema } from './api/auth.js';

configureItalianValidation();
const messages = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues.map((i) => i.message);

describe('Italian validation messages', () => {
  it('words the issues the issue reported in English', () => {
    expect(messages(registerSchema, { email: 'a@b.it', password: 'Password1!' })).toEqual(['Campo obbligatorio.']);
    expect(messages(verifyEmailSchema, { token: '' })).toEqual(['Il campo non può essere vuoto.']);
    expect(messages(z.object({ email: z.string() }), { email: 12345 })).toEqual(['È atteso un testo, non un numero.']);
    expect(messages(z.object({}), null)).toEqual(['È atteso un oggetto, non un valore nullo.']);
  });

  it('words sizes, choices, formats and unknown keys as sentences', () => {
    expect(messages(z.string().min(3), 'ab')).toEqual(['Deve contenere almeno 3 caratteri.']);
    expect(messages(z.string().max(1), 'ab')).toEqual(['Può contenere al massimo 1 carattere.']);
    expect(messages(z.number().int().min(1), 0)).toEqual(['Il valore deve essere almeno 1.']);
    expect(messages(z.number().int(), 1.5)).toEqual(['È atteso un numero intero, non un numero.']);
    expect(messages(z.enum(['user', 'admin']), 'x')).toEqual(['Valore non valido: scegli tra user, admin.']);
    expect(messages(z.email(), 'x')).toEqual(['Indirizzo email non valido.']);
    expect(messages(z.uuid(), 'x')).toEqual(['Formato non valido.']);
    expect(messages(z.strictObject({}), { a: 1, b: 2 })).toEqual(['Campi non previsti: a, b.']);
  });

  it('leaves the messages a schema words itself untouched', () => {
    expect(messages(z.string('Scrivi qualcosa.'), 1)).toEqual(['Scrivi qualcosa.']);
  });
});

describe('findNulCharacter', () => {
  it('finds a NUL character in nested strings and keys, and nothing in clean input', () => {
    expect(findNulCharacter({ a: ['ok', { b: 'x\u0000' }] })).toEqual(['a', 1, 'b']);
    expect(findNulCharacter({ 'chiave\u0000': 1 })).toEqual(['chiave\u0000']);
    expect(findNulCharacter('\u0000')).toEqual([]);
    expect(findNulCharacter({ a: 'pulito', n: 1, z: null })).toBeNull();
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`);
    expect(findNulCharacter(deep)).toHaveLength(100_000);
  });
});
