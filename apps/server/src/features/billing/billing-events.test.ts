import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner } from '../../test/factories.js';
import { accounts } from '../../db/schema/accounts.js';
import { billingSubscriptions, invoices } from '../../db/schema/billing.js';
import type { BillingEvent } from './billing-provider.js';
import { processBillingEvent } from './process-billing-event.js';
import {
  simulatedCustomerId,
  simulatedId,
  writeSimulatedObject,
  type SimulatedSession,
  type StoredInvoice,
  type StoredSubscription,
} from './simulated-provider.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;
const accountRow = async (id: string) => (await t.ctx.db.select().from(accounts).where(eq(accounts.id, id)))[0]!;
const invoiceRows = (accountId: string) => t.ctx.db.select().from(invoices).where(eq(invoices.accountId, accountId));
const event = (type: string, id: string, customer: string): BillingEvent => ({
  id: simulatedId('evt'),
  type,
  data: { object: { id, customer } },
});

/** A paid Pro subscription as the provider holds it, and the events that announce it. */
async function providerPurchase(accountId: string) {
  const customer = simulatedCustomerId(accountId);
  const sessionId = simulatedId('cs');
  const subId = simulatedId('sub');
  const invoiceId = simulatedId('in');
  const now = new Date();
  const periodEnd = new Date(now.getTime() + 30 * DAY);
  const session: SimulatedSession = { accountId, plan: 'pro', customerId: customer, status: 'complete', subscriptionId: subId };
  const sub: StoredSubscription = {
    id: subId,
    customerId: customer,
    accountId,
    plan: 'pro',
    status: 'active',
    currentPeriodEnd: periodEnd.toISOString(),
    cancelAtPeriodEnd: false,
    pendingPlan: null,
    card: { brand: 'mastercard', last4: '4444' },
  };
  const inv: StoredInvoice = {
    id: invoiceId,
    customerId: customer,
    subscriptionId: subId,
    status: 'paid',
    plan: 'pro',
    netCents: 9500,
    periodStart: now.toISOString(),
    periodEnd: periodEnd.toISOString(),
    createdAt: now.toISOString(),
    paidAt: now.toISOString(),
  };
  await writeSimulatedObject(t.ctx.db, 'checkout_session', sessionId, accountId, session);
  await writeSimulatedObject(t.ctx.db, 'subscription', subId, accountId, sub);
  await writeSimulatedObject(t.ctx.db, 'invoice', invoiceId, accountId, inv);
  const events = [
    event('checkout.session.completed', sessionId, customer),
    event('customer.subscription.created', subId, customer),
    event('invoice.paid', invoiceId, customer),
  ];
  const update = async (changes: Partial<StoredSubscription>) => {
    Object.assign(sub, changes);
    await writeSimulatedObject(t.ctx.db, 'subscription', subId, accountId, sub);
    return event('customer.subscription.updated', subId, customer);
  };
  return { events, sub, periodEnd, update, customer, subId };
}

describe('billing events', () => {
  it('applies each event once: a duplicate delivery changes nothing', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const { events, periodEnd } = await providerPurchase(owner.accountId);
    for (const e of events) expect(await processBillingEvent(t.ctx, e)).toBe('processed');
    for (const e of events) expect(await processBillingEvent(t.ctx, e)).toBe('duplicate');
    const account = await accountRow(owner.accountId);
    expect(account.plan).toBe('pro');
    expect(account.planExpiresAt!.getTime()).toBe(periodEnd.getTime());
    const rows = await invoiceRows(owner.accountId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'paid', netCents: 9500, vatCents: 2090, totalCents: 11590, vatRate: 22, reverseCharge: false });
  });

  it('reaches the same state when the events arrive in reverse order', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const { events, periodEnd } = await providerPurchase(owner.accountId);
    for (const e of [...events].reverse()) await processBillingEvent(t.ctx, e);
    const account = await accountRow(owner.accountId);
    expect(account.plan).toBe('pro');
    expect(account.planExpiresAt!.getTime()).toBe(periodEnd.getTime());
    const [sub] = await t.ctx.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.accountId, owner.accountId));
    expect(sub).toMatchObject({ status: 'active', cardBrand: 'mastercard', cardLast4: '4444' });
    expect(await invoiceRows(owner.accountId)).toHaveLength(1);
  });

  it('keeps the plan 7 days after a failed payment, e-mails the owner once, then ends with the cancellation', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const { events, update } = await providerPurchase(owner.accountId);
    for (const e of events) await processBillingEvent(t.ctx, e);
    const before = Date.now();
    await processBillingEvent(t.ctx, await update({ status: 'past_due' }));
    const account = await accountRow(owner.accountId);
    expect(account.plan).toBe('pro');
    const grace = account.planExpiresAt!.getTime() - before;
    expect(grace).toBeGreaterThanOrEqual(7 * DAY);
    expect(grace).toBeLessThan(7 * DAY + 60_000);
    const mail = await t.lastEmail(owner.email);
    expect(mail?.subject).toBe('Pagamento non riuscito: aggiorna il metodo di pagamento');
    // A second notice of the same arrears neither moves the grace period nor sends another e-mail.
    await processBillingEvent(t.ctx, await update({ status: 'past_due' }));
    expect((await accountRow(owner.accountId)).planExpiresAt!.getTime()).toBe(account.planExpiresAt!.getTime());

    await processBillingEvent(t.ctx, await update({ status: 'canceled' }));
    const ended = await accountRow(owner.accountId);
    expect(ended.plan).toBeNull();
    expect(ended.planExpiresAt).toBeNull();
  });

  it('ignores events about customers and objects it does not know', async () => {
    const before = await t.ctx.db.select().from(invoices);
    expect(await processBillingEvent(t.ctx, event('invoice.paid', 'in_sim_missing', 'cus_sim_nobody'))).toBe('ignored');
    expect(await processBillingEvent(t.ctx, event('customer.subscription.updated', 'sub_sim_missing', 'cus_sim_nobody'))).toBe('ignored');
    expect(await processBillingEvent(t.ctx, event('charge.refunded', 'ch_1', 'cus_sim_nobody'))).toBe('ignored');
    expect(await t.ctx.db.select().from(invoices)).toHaveLength(before.length);
  });
});
