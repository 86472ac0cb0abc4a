import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { accounts } from '../../db/schema/accounts.js';
import { invoices } from '../../db/schema/billing.js';
import { FakeStripe } from './test-support/fake-stripe.js';
import { renewSimulatedSubscriptions } from './renew-simulated-subscriptions.js';
import type { BillingProfileInput } from '@app/shared/api/billing';
import { GERMAN_COMPANY, ITALIAN_COMPANY, saveProfile } from './test-support/simulated-purchase.js';

let t: TestApp;
const stripe = new FakeStripe();
beforeAll(async () => {
  t = await createTestApp(stripe.env(await stripe.start()));
});
afterAll(async () => {
  await t.close();
  await stripe.stop();
});

const accountRow = async (id: string) => (await t.ctx.db.select().from(accounts).where(eq(accounts.id, id)))[0]!;
const invoiceRows = (accountId: string) => t.ctx.db.select().from(invoices).where(eq(invoices.accountId, accountId));

async function deliver(event: { payload: string; signature: string }) {
  return t.request({
    method: 'POST',
    url: '/api/billing/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    payload: event.payload,
  });
}

/** An owner with billing data who went to Stripe Checkout for `plan`. */
async function ownerAtCheckout(plan: 'base' | 'pro' | 'avanzato', profile: BillingProfileInput = ITALIAN_COMPANY) {
  const owner = await createAccountWithOwner(t.ctx.db);
  const cookie = await signIn(t, owner);
  await saveProfile(t, cookie, profile);
  const res = await t.request({ method: 'POST', url: '/api/billing/checkout', cookie, payload: { plan } });
  expect(res.statusCode).toBe(200);
  const sessionId = String(res.json().url).split('/').pop()!;
  return { owner, cookie, sessionId, url: res.json().url as string };
}

describe('Stripe checkout', () => {
  it('opens a subscription-mode session for the configured price, with one customer per account', async () => {
    const { owner, cookie, url, sessionId } = await ownerAtCheckout('pro');
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);
    const session = stripe.objects.get(sessionId)!;
    expect(session).toMatchObject({ mode: 'subscription', client_reference_id: owner.accountId, price: stripe.prices.pro });
    await t.request({ method: 'POST', url: '/api/billing/checkout', cookie, payload: { plan: 'base' } });
    const customers = stripe.requests.filter(
      (r) => r.path === '/v1/customers' && r.body.metadata && (r.body.metadata as { accountId: string }).accountId === owner.accountId,
    );
    expect(customers).toHaveLength(1);
    // The simulation cannot be reached once Stripe is configured.
    const simulated = await t.request({ method: 'GET', url: `/api/billing/simulated-checkout/${sessionId}`, cookie });
    expect(simulated.statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/billing', cookie })).json().provider).toBe('stripe');
  });

  it('activates the plan from signed webhooks, exactly once, whatever their order', async () => {
    const { owner, cookie, sessionId } = await ownerAtCheckout('pro');
    const { session, subscription, invoice } = stripe.completeCheckout(sessionId, { brand: 'mastercard', last4: '4444' });
    const events = [
      stripe.signedEvent('invoice.paid', invoice),
      stripe.signedEvent('customer.subscription.created', subscription),
      stripe.signedEvent('checkout.session.completed', session),
    ];
    for (const e of events) {
      const res = await deliver(e);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true, outcome: 'processed' });
    }
    for (const e of events) expect((await deliver(e)).json().outcome).toBe('duplicate');
    const account = await accountRow(owner.accountId);
    expect(account.plan).toBe('pro');
    const overview = (await t.request({ method: 'GET', url: '/api/billing', cookie })).json();
    expect(overview.paymentMethod).toEqual({ brand: 'mastercard', last4: '4444' });
    const rows = await invoiceRows(owner.accountId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'paid', netCents: 9500, vatCents: 2090, totalCents: 11590 });
    expect(rows[0]!.number).toBeGreaterThan(0);
  });

  it('refuses a forged, stale or missing signature with 400 and changes nothing', async () => {
    const { owner, sessionId } = await ownerAtCheckout('base');
    const { session } = stripe.completeCheckout(sessionId);
    const forged = stripe.signedEvent('checkout.session.completed', session, { secret: 'whsec_someone_else' });
    const stale = stripe.signedEvent('checkout.session.completed', session, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    for (const e of [forged, stale, { payload: stale.payload, signature: '' }]) {
      const res = await deliver(e);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Firma del webhook non valida o scaduta.');
    }
    const tampered = stripe.signedEvent('checkout.session.completed', session);
    const res = await deliver({ payload: tampered.payload.replace(owner.accountId, 'altro-account'), signature: tampered.signature });
    expect(res.statusCode).toBe(400);
    expect((await accountRow(owner.accountId)).plan).toBeNull();
  });

  it('follows cancellation at period end, resumption, a failed payment and the end of the subscription', async () => {
    const { owner, cookie, sessionId } = await ownerAtCheckout('avanzato');
    const { session, subscription, invoice } = stripe.completeCheckout(sessionId);
    for (const e of [stripe.signedEvent('checkout.session.completed', session), stripe.signedEvent('invoice.paid', invoice)])
      await deliver(e);
    const overview = async () => (await t.request({ method: 'GET', url: '/api/billing', cookie })).json();

    subscription.cancel_at_period_end = true;
    await deliver(stripe.signedEvent('customer.subscription.updated', subscription));
    expect((await overview()).plan).toMatchObject({ id: 'avanzato', cancelAtPeriodEnd: true });
    subscription.cancel_at_period_end = false;
    await deliver(stripe.signedEvent('customer.subscription.updated', subscription));
    expect((await overview()).plan.cancelAtPeriodEnd).toBe(false);

    subscription.status = 'past_due';
    const failed = stripe.invoice(subscription, 'open');
    await deliver(stripe.signedEvent('invoice.payment_failed', failed));
    const grace = await overview();
    expect(grace.plan.id).toBe('avanzato');
    expect(grace.plan.graceEndsAt).not.toBeNull();
    expect((await t.lastEmail(owner.email))?.subject).toBe('Pagamento non riuscito: aggiorna il metodo di pagamento');
    const list = (await t.request({ method: 'GET', url: '/api/billing/invoices', cookie })).json().invoices;
    expect(list.map((i: { status: string }) => i.status).sort()).toEqual(['open', 'paid']);

    subscription.status = 'canceled';
    await deliver(stripe.signedEvent('customer.subscription.deleted', subscription));
    // Back to what the account had without a subscription: here, the rest of its trial.
    const ended = await overview();
    expect(ended.plan).toMatchObject({ subscribedId: null, status: 'trial' });
    expect(await accountRow(owner.accountId)).toMatchObject({ plan: null, planExpiresAt: null });
    expect(await invoiceRows(owner.accountId)).toHaveLength(2);
  });

  it("opens the customer portal for the owner's customer only", async () => {
    const { owner, cookie, sessionId } = await ownerAtCheckout('base');
    const { session } = stripe.completeCheckout(sessionId);
    await deliver(stripe.signedEvent('checkout.session.completed', session));
    const res = await t.request({ method: 'POST', url: '/api/billing/portal', cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
    expect(stripe.requests.at(-1)!.body).toMatchObject({ customer: session.customer, locale: 'it' });
    // The portal's rules are the product's (ADR 0047): made once, then passed with every session.
    const configs = [...stripe.objects.values()].filter((o) => o.object === 'billing_portal.configuration');
    expect(configs).toHaveLength(1);
    expect(configs[0]).toMatchObject({
      metadata: { agenti: 'portale-v1' },
      features: {
        subscription_cancel: { enabled: 'true', mode: 'at_period_end' },
        payment_method_update: { enabled: 'true' },
        subscription_update: {
          enabled: 'true',
          proration_behavior: 'always_invoice',
          default_allowed_updates: ['price'],
          schedule_at_period_end: { conditions: [{ type: 'decreasing_item_amount' }] },
        },
      },
    });
    const products = (configs[0]!.features as { subscription_update: { products: { product: string; prices: string[] }[] } })
      .subscription_update.products;
    expect(products.flatMap((p) => p.prices).sort()).toEqual(Object.values(stripe.prices).sort());
    expect(stripe.requests.at(-1)!.body.configuration).toBe(configs[0]!.id);
    await t.request({ method: 'POST', url: '/api/billing/portal', cookie });
    expect(stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/billing_portal/configurations')).toHaveLength(1);

    const admin = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'admin' });
    expect((await t.request({ method: 'POST', url: '/api/billing/portal', cookie: await signIn(t, admin) })).statusCode).toBe(403);
    const stranger = await createAccountWithOwner(t.ctx.db);
    const none = await t.request({ method: 'POST', url: '/api/billing/portal', cookie: await signIn(t, stranger) });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('Nessun abbonamento da gestire: scegli prima un piano.');
  });
});

/** An owner whose Stripe Checkout for `plan` was paid and whose events arrived. */
async function paidSubscription(plan: 'base' | 'pro' | 'avanzato', profile: BillingProfileInput = ITALIAN_COMPANY) {
  const at = await ownerAtCheckout(plan, profile);
  const paid = stripe.completeCheckout(at.sessionId);
  for (const e of [stripe.signedEvent('checkout.session.completed', paid.session), stripe.signedEvent('invoice.paid', paid.invoice)]) {
    expect((await deliver(e)).statusCode).toBe(200);
  }
  return { ...at, ...paid };
}

describe('Stripe: VAT charged by Stripe, upgrades and scheduled downgrades (ADR 0044, 0046)', () => {
  it("passes D12's VAT as a tax rate, made once; the invoice states what Stripe charged, an upgrade's proration included", async () => {
    const { owner, cookie, session, subscription, invoice } = await paidSubscription('pro');
    const rates = session.subscription_tax_rates as string[];
    expect(rates).toHaveLength(1);
    expect(stripe.objects.get(rates[0]!)).toMatchObject({
      percentage: 22,
      inclusive: false,
      country: 'IT',
      metadata: { agenti: 'iva-22' },
    });
    await ownerAtCheckout('base');
    expect(stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/tax_rates')).toHaveLength(1);
    const [first] = await invoiceRows(owner.accountId);
    expect(first).toMatchObject({ netCents: 9500, vatCents: 2090, totalCents: invoice.total, proration: false });

    // The portal's upgrade: Avanzato at once, the prorated difference invoiced with Stripe's VAT.
    const upgrade = stripe.upgrade(subscription, stripe.prices.avanzato, { credit: 4750, charge: 8950 });
    await deliver(stripe.signedEvent('customer.subscription.updated', subscription));
    await deliver(stripe.signedEvent('invoice.paid', upgrade));
    expect((await accountRow(owner.accountId)).plan).toBe('avanzato');
    const prorated = (await invoiceRows(owner.accountId)).find((r) => r.proration)!;
    expect(prorated).toMatchObject({ plan: 'avanzato', netCents: 4200, vatCents: 924, totalCents: 5124, vatRate: 22 });
    expect(prorated.totalCents).toBe(upgrade.total);

    // Billed to an EU business from now on: the subscription stops charging Italian VAT, the next invoice is reverse charge.
    await saveProfile(t, cookie, GERMAN_COMPANY);
    expect(stripe.objects.get(subscription.id)!.default_tax_rates).toEqual([]);
    const renewal = stripe.invoice(subscription, 'paid');
    await deliver(stripe.signedEvent('invoice.paid', renewal));
    const last = (await invoiceRows(owner.accountId)).find((r) => r.providerInvoiceId === renewal.id)!;
    expect(last).toMatchObject({ netCents: 17900, vatCents: 0, totalCents: 17900, reverseCharge: true, vatRate: 0 });
  });

  it('charges no Italian VAT to an EU business buying', async () => {
    const { session, invoice } = await paidSubscription('base', GERMAN_COMPANY);
    expect(session.subscription_tax_rates).toEqual([]);
    expect(invoice.total).toBe(2500);
  });

  it('shows a downgrade scheduled in the portal for the period end, and the lower plan once the period rolls over', async () => {
    const { cookie, subscription } = await paidSubscription('avanzato');
    const overview = async () => (await t.request({ method: 'GET', url: '/api/billing', cookie })).json();
    const schedule = stripe.scheduleDowngrade(subscription, stripe.prices.base);
    const res = await deliver(stripe.signedEvent('subscription_schedule.created', schedule));
    expect(res.json().outcome).toBe('processed');
    expect((await overview()).plan).toMatchObject({ id: 'avanzato', subscribedId: 'avanzato', pendingPlanId: 'base' });

    // Period's end: Stripe moves the subscription to the next phase's price and releases the finished schedule.
    const item = (subscription.items as { data: { price: { id: string } }[] }).data[0]!;
    item.price = { id: stripe.prices.base };
    schedule.status = 'released';
    await deliver(stripe.signedEvent('customer.subscription.updated', subscription));
    expect((await overview()).plan).toMatchObject({ id: 'base', subscribedId: 'base', pendingPlanId: null });
  });

  it('keeps the simulated portal out of reach, and does not renew simulated subscriptions', async () => {
    expect(await renewSimulatedSubscriptions(t.ctx, new Date(Date.now() + 400 * 86_400_000))).toBe(0);
    const { cookie } = await paidSubscription('base');
    const res = await t.request({ method: 'POST', url: '/api/billing/simulated/subscription', cookie, payload: { action: 'cancel' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('La simulazione dei pagamenti non è disponibile: i pagamenti passano da Stripe.');
  });
});

describe('Stripe unreachable or refusing', () => {
  it('answers an Italian 502 and binds nothing new when Stripe refuses the checkout', async () => {
    const broken = await createTestApp({ ...stripe.env('http://127.0.0.1:9'), STRIPE_SECRET_KEY: 'sk_test_wrong' });
    try {
      const owner = await createAccountWithOwner(broken.ctx.db);
      const cookie = await signIn(broken, owner);
      await saveProfile(broken, cookie);
      const res = await broken.request({ method: 'POST', url: '/api/billing/checkout', cookie, payload: { plan: 'pro' } });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe('Il servizio di pagamento non risponde. Riprova tra qualche minuto.');
    } finally {
      await broken.close();
    }
  });
});
