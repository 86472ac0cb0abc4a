import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
});

describe('the operator company data (issue 19)', () => {
  it('says it is not configured, inventing nothing, when the LEGAL_ variables are unset', async () => {
    const t = await createTestApp();
    apps.push(t);
    const res = await t.request({ method: 'GET', url: '/api/legal' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ configured: false, companyName: null, vatNumber: null, address: null, privacyEmail: null, pec: null });
  });

  it('serves the configured name, Partita IVA, address and contacts to anyone', async () => {
    const t = await createTestApp({
      LEGAL_COMPANY_NAME: 'Esempio S.r.l.',
      LEGAL_VAT_NUMBER: 'IT01234567890',
      LEGAL_ADDRESS: 'Via Roma 1, 20100 Milano (MI)',
      LEGAL_PRIVACY_EMAIL: 'privacy@esempio.it',
    });
    apps.push(t);
    const res = await t.request({ method: 'GET', url: '/api/legal' });
    expect(res.json()).toEqual({
      configured: true,
      companyName: 'Esempio S.r.l.',
      vatNumber: 'IT01234567890',
      address: 'Via Roma 1, 20100 Milano (MI)',
      privacyEmail: 'privacy@esempio.it',
      pec: null,
    });
  });
});
