import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { configureItalianValidation } from '@app/shared/validation-messages';
import { NETWORK_ERROR } from './api-client';
import { lazyFormRule } from './lazy-form-rule';

// As main.tsx does before any form: zod's Italian messages, installed without loading zod.
configureItalianValidation({ withoutEval: true });

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<{ email: string; password: string }>;

describe('lazyFormRule (ADR 0210)', () => {
  it("validates with the shared schema fetched at the first validation: the server's rule and its Italian messages", async () => {
    const rule = lazyFormRule(() => import('@app/shared/api/auth').then((m) => m.loginSchema));
    const wrong = await rule.resolver({ email: 'non-una-email', password: '' }, undefined, options);
    expect(Object.keys(wrong.errors)).toEqual(['email', 'password']);
    expect(wrong.errors.email?.message).toBe('Indirizzo email non valido.');
    const right = await rule.resolver({ email: 'mario@esempio.it', password: 'Segreta1!' }, undefined, options);
    expect(right.errors).toEqual({});
    expect(right.values).toMatchObject({ email: 'mario@esempio.it' });
  });

  it('refuses to validate, with the connection message, while the rule cannot arrive, and tries again at the next validation', async () => {
    let attempts = 0;
    const rule = lazyFormRule(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return (await import('@app/shared/api/auth')).loginSchema;
    });
    const offline = await rule.resolver({ email: 'mario@esempio.it', password: 'Segreta1!' }, undefined, options);
    expect(offline.values).toEqual({});
    expect(offline.errors).toEqual({ root: { type: 'network', message: NETWORK_ERROR } });
    const online = await rule.resolver({ email: 'mario@esempio.it', password: 'Segreta1!' }, undefined, options);
    expect(online.errors).toEqual({});
    expect(attempts).toBe(2);
    // Once arrived, the schema itself is there for a form that checks its values in its submit handler.
    expect((await rule.schema())?.safeParse({ email: 'x', password: '' }).success).toBe(false);
  });
});
