import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMULATED_CHECKOUT_NOT_FOUND } from '@app/shared/i18n/billing';
import { priceWithVat } from '@app/shared/vat';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { buyWithSimulatedCheckout, GERMAN_COMPANY, ITALIAN_COMPANY, saveProfile } from './test-support/simulated-purchase.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function openCheckout(cookie: string, plan: string) {
  const res = await t.request({ method: 'POST', url: '/api/billing/checkout', cookie, payload: { plan } });
  expect(res.statusCode).toBe(200);
  return String(res.json().url).split('/').pop()!;
}
const describeCheckout = (cookie: string, id: string) => t.request({ method: 'GET', url: `/api/billing/simulated-checkout/${id}`, cookie });

describe('prices before paying (issue 34)', () => {
  it('computes IVA and total as the invoice does: Base is €25.00 + €5.50 = €30.50', () => {
    expect(priceWithVat(25, { rate: 22, reverseCharge: false, outOfScope: false })).toEqual({ net: 25, vat: 5.5, total: 30.5 });
    expect(priceWithVat(95, { rate: 22, reverseCharge: false, outOfScope: false })).toEqual({ net: 95, vat: 20.9, total: 115.9 });
    expect(priceWithVat(25, { rate: 0, reverseCharge: true, outOfScope: false })).toEqual({ net: 25, vat: 0, total: 25 });
  });

  it('the checkout says net, IVA and total for an Italian company; the overview carries the account’s IVA', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const cookie = await signIn(t, owner);
    // No billing profile yet: 22% (D12), as the plan chooser shows it.
    expect((await t.request({ method: 'GET', url: '/api/billing', cookie })).json().vat).toEqual({
      rate: 22,
      reverseCharge: false,
      outOfScope: false,
    });
    await saveProfile(t, cookie, ITALIAN_COMPANY);
    const page = (await describeCheckout(cookie, await openCheckout(cookie, 'base'))).json();
    expect(page).toMatchObject({
      plan: 'base',
      change: 'new',
      netAmount: 25,
      monthlyVat: 5.5,
      monthlyTotal: 30.5,
      dueNowNet: 25,
      dueNowVat: 5.5,
      dueNowTotal: 30.5,
      vat: { rate: 22, reverseCharge: false, outOfScope: false },
    });
  });

  it('an EU business sees reverse charge (no IVA); an upgrade shows what is due now with its IVA', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const cookie = await signIn(t, owner);
    await saveProfile(t, cookie, GERMAN_COMPANY);
    const page = (await describeCheckout(cookie, await openCheckout(cookie, 'pro'))).json();
    expect(page).toMatchObject({ monthlyVat: 0, monthlyTotal: 95, vat: { rate: 0, reverseCharge: true } });
    expect((await t.request({ method: 'GET', url: '/api/billing', cookie })).json().vat.reverseCharge).toBe(true);

    const italian = await createAccountWithOwner(t.ctx.db);
    const italianCookie = await signIn(t, italian);
    await buyWithSimulatedCheckout(t, italianCookie, 'base');
    const upgrade = (await describeCheckout(italianCookie, await openCheckout(italianCookie, 'pro'))).json();
    expect(upgrade.change).toBe('upgrade');
    expect(upgrade.dueNowVat).toBeCloseTo(Math.round(upgrade.dueNowNet * 22) / 100, 2);
    expect(upgrade.dueNowTotal).toBeCloseTo(upgrade.dueNowNet + upgrade.dueNowVat, 2);
  });

  it("another account's checkout answers 404 and a member who is not the owner 403", async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const cookie = await signIn(t, owner);
    await saveProfile(t, cookie, ITALIAN_COMPANY);
    const id = await openCheckout(cookie, 'base');
    const stranger = await createAccountWithOwner(t.ctx.db);
    const foreign = await describeCheckout(await signIn(t, stranger), id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(SIMULATED_CHECKOUT_NOT_FOUND);
    const admin = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'admin' });
    const denied = await describeCheckout(await signIn(t, admin), id);
    expect(denied.statusCode).toBe(403);
    const overview = await t.request({ method: 'GET', url: '/api/billing', cookie: await signIn(t, admin) });
    expect(overview.statusCode).toBe(403);
    expect(overview.json().message).toMatch(/proprietari/);
  });
});
