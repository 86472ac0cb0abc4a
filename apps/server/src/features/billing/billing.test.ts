import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createAgent, createUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { accounts } from '../../db/schema/accounts.js';
import { invoices } from '../../db/schema/billing.js';
import { buyWithSimulatedCheckout, saveProfile } from './test-support/simulated-purchase.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const accountRow = async (id: string) => (await t.ctx.db.select().from(accounts).where(eq(accounts.id, id)))[0]!;

describe('billing page data', () => {
  it('shows the trial with Pro limits, the usage meters and no invoices', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id });
    await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user' });
    const cookie = await signIn(t, owner);
    const res = await t.request({ method: 'GET', url: '/api/billing', cookie });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.provider).toBe('simulated');
    expect(body.plan).toMatchObject({ id: 'pro', subscribedId: null, status: 'trial', cancelAtPeriodEnd: false, graceEndsAt: null });
    expect(body.agentCount).toBe(1);
    expect(body.paymentMethod).toBeNull();
    expect(body.usage).toEqual({
      agents: { used: 1, limit: 3 },
      users: { used: 2, limit: 10 },
      storage: { used: 0, limit: 1024 * 1024 * 1024 },
      messages: { used: 0, limit: 10000 },
    });
    const list = await t.request({ method: 'GET', url: '/api/billing/invoices', cookie });
    expect(list.json()).toEqual({ invoices: [] });
  });

  it('refuses every non-owner role with an Italian 403, and a visitor with 401', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    for (const role of ['admin', 'instructor', 'user'] as const) {
      const member = await createUser(t.ctx.db, { accountId: owner.accountId, role });
      const cookie = await signIn(t, member);
      const page = await t.request({ method: 'GET', url: '/api/billing', cookie });
      expect(page.statusCode).toBe(403);
      expect(page.json().message).toBe("Solo i proprietari dell'account possono accedere a questa sezione.");
      const buy = await t.request({ method: 'POST', url: '/api/billing/checkout', cookie, payload: { plan: 'base' } });
      expect(buy.statusCode).toBe(403);
      expect(buy.json().message).toBe("Solo il proprietario dell'account può sottoscrivere o modificare un piano.");
    }
    const visitor = await t.request({ method: 'POST', url: '/api/billing/checkout', payload: { plan: 'base' } });
    expect(visitor.statusCode).toBe(401);
    expect((await accountRow(owner.accountId)).plan).toBeNull();
  });
});

describe('simulated checkout (D5)', () => {
  it('activates the plan through the event handler: subscription, card, numbered invoice with IVA', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const cookie = await signIn(t, owner);
    await saveProfile(t, cookie);
    const checkout = await t.request({ method: 'POST', url: '/api/billing/checkout', cookie, payload: { plan: 'base' } });
    expect(checkout.statusCode).toBe(200);
    const url: string = checkout.json().url;
    expect(url).toMatch(/^\/billing\/pagamento-simulato\/cs_sim_\w+$/);
    const sessionId = url.split('/').pop()!;
    const page = await t.request({ method: 'GET', url: `/api/billing/simulated-checkout/${sessionId}`, cookie });
    expect(page.json()).toEqual({
      id: sessionId,
      plan: 'base',
      netAmount: 25,
      change: 'new',
      dueNowNet: 25,
      effectiveAt: null,
      // Issue 34: net, IVA and total before paying (€30.50 for Base).
      vat: { rate: 22, reverseCharge: false, outOfScope: false },
      monthlyVat: 5.5,
      monthlyTotal: 30.5,
      dueNowVat: 5.5,
      dueNowTotal: 30.5,
    });
    // Nothing is bought until the simulated payment is confirmed.
    expect((await accountRow(owner.accountId)).plan).toBeNull();

    const done = await t.request({ method: 'POST', url: `/api/billing/simulated-checkout/${sessionId}/complete`, cookie });
    expect(done.statusCode).toBe(200);
    expect(done.json().plan).toBe('base');
    const account = await accountRow(owner.accountId);
    expect(account.plan).toBe('base');
    const overview = (await t.request({ method: 'GET', url: '/api/billing', cookie })).json();
    expect(overview.plan).toMatchObject({ id: 'base', subscribedId: 'base', status: 'active' });
    expect(new Date(overview.plan.renewsAt).getTime()).toBe(account.planExpiresAt!.getTime());
    expect(new Date(overview.plan.renewsAt).getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    expect(overview.paymentMethod).toEqual({ brand: 'visa', last4: '4242' });
    expect(overview.usage.agents.limit).toBe(1);

    const list = (await t.request({ method: 'GET', url: '/api/billing/invoices', cookie })).json();
    expect(list.invoices).toHaveLength(1);
    expect(list.invoices[0]).toMatchObject({ amount: 30.5, status: 'paid' });
    expect(list.invoices[0].number).toMatch(new RegExp(`^${new Date().getFullYear()}/\\d+$`));

    // The same session cannot be paid twice.
    const again = await t.request({ method: 'POST', url: `/api/billing/simulated-checkout/${sessionId}/complete`, cookie });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Sessione di pagamento simulata non trovata o già conclusa.');
    expect(await t.ctx.db.select().from(invoices).where(eq(invoices.accountId, owner.accountId))).toHaveLength(1);
  });

  it('refuses the plan already bought; an upgrade applies at once and charges the prorated difference', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const cookie = await signIn(t, owner);
    await buyWithSimulatedCheckout(t, cookie, 'base');
    const same = await t.request({ method: 'POST', url: '/api/billing/checkout', cookie, payload: { plan: 'base' } });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toMatch(/^Hai già un abbonamento attivo a questo piano/);
    const periodEnd = (await accountRow(owner.accountId)).planExpiresAt!.getTime();
    await buyWithSimulatedCheckout(t, cookie, 'avanzato');
    // Same period (Stripe keeps the billing cycle), the new plan's limits now.
    expect(await accountRow(owner.accountId)).toMatchObject({ plan: 'avanzato', planExpiresAt: new Date(periodEnd) });
    const list = (await t.request({ method: 'GET', url: '/api/billing/invoices', cookie })).json();
    // (179 - 25) € for a period just begun: 154 € + IVA 22%, less the few milliseconds gone.
    const amounts = list.invoices.map((i: { amount: number }) => i.amount).sort((a: number, b: number) => a - b);
    expect(amounts[0]).toBe(30.5);
    expect(amounts[1]).toBeCloseTo(187.88, 1);
    const [a, b] = list.invoices.map((i: { number: string }) => Number(i.number.split('/')[1]));
    expect(Math.abs(a - b)).toBe(1);
  });

  it("answers 404 for another account's session and changes nothing", async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const stranger = await createAccountWithOwner(t.ctx.db);
    const checkout = await t.request({
      method: 'POST',
      url: '/api/billing/checkout',
      cookie: await signIn(t, owner),
      payload: { plan: 'pro' },
    });
    const sessionId = String(checkout.json().url).split('/').pop();
    const strangerCookie = await signIn(t, stranger);
    const read = await t.request({ method: 'GET', url: `/api/billing/simulated-checkout/${sessionId}`, cookie: strangerCookie });
    expect(read.statusCode).toBe(404);
    const pay = await t.request({ method: 'POST', url: `/api/billing/simulated-checkout/${sessionId}/complete`, cookie: strangerCookie });
    expect(pay.statusCode).toBe(404);
    expect((await accountRow(owner.accountId)).plan).toBeNull();
    expect((await accountRow(stranger.accountId)).plan).toBeNull();
  });

  it('refuses a plan that does not exist with an Italian 400', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const cookie = await signIn(t, owner);
    for (const payload of [{ plan: 'oro' }, {}, { plan: 3 }]) {
      const res = await t.request({ method: 'POST', url: '/api/billing/checkout', cookie, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('Piano non valido');
    }
  });
});
