import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * The owner signs in on `request` and buys Base through the simulated checkout over the API, with an Italian
 * company's billing profile: the account then has one paid invoice (the purchase itself has its own browser test).
 */
export async function buyBaseOverApi(request: APIRequestContext, owner: { email: string; password: string }, companyName: string) {
  expect((await request.post('/api/auth/login', { data: { email: owner.email, password: owner.password } })).status()).toBe(200);
  const profile = await request.put('/api/billing/profile', {
    data: {
      companyName,
      vatNumber: '12345678903',
      fiscalCode: null,
      address: 'Via Roma 1',
      postalCode: '00184',
      city: 'Roma',
      province: 'RM',
      country: 'IT',
      sdiCode: 'M5UXCR1',
      pec: null,
    },
  });
  expect(profile.status()).toBe(200);
  const checkout = await request.post('/api/billing/checkout', { data: { plan: 'base' } });
  expect(checkout.status()).toBe(200);
  const sessionId = String(((await checkout.json()) as { url: string }).url)
    .split('/')
    .pop()!;
  expect((await request.post(`/api/billing/simulated-checkout/${sessionId}/complete`)).status()).toBe(200);
}
