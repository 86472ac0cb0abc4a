import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { agentLimitMessage } from '@app/shared/i18n/agents';
import { seatLimitMessage } from '@app/shared/i18n/team';
import { STORAGE_LIMIT_MESSAGE } from '@app/shared/i18n/knowledge';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createAgent, createUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { upload } from '../../test/knowledge-uploads.js';
import { newId } from '../../db/ids.js';
import { accounts } from '../../db/schema/accounts.js';
import { agents } from '../../db/schema/agents.js';
import { agentDocuments } from '../../db/schema/documents.js';
import { invoices } from '../../db/schema/billing.js';
import { readSubscriptionRow } from './billing-accounts.js';
import { renewSimulatedSubscriptions } from './renew-simulated-subscriptions.js';
import { unsafeReadSimulatedObject, writeSimulatedObject, type StoredSubscription } from './simulated-provider.js';
import { buyWithSimulatedCheckout, pdfText } from './test-support/simulated-purchase.js';

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
const overview = async (cookie: string) => (await t.request({ method: 'GET', url: '/api/billing', cookie })).json();
const act = (cookie: string, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/billing/simulated/subscription', cookie, payload });

/** An owner with a paid simulated subscription to `plan`. */
async function subscribed(plan: 'base' | 'pro' | 'avanzato') {
  const owner = await createAccountWithOwner(t.ctx.db);
  const cookie = await signIn(t, owner);
  await buyWithSimulatedCheckout(t, cookie, plan);
  return { owner, cookie };
}

/** The provider's clock: the subscription's current period started `daysAgo` days ago and ends `daysLeft` days ahead. */
async function movePeriod(accountId: string, { daysAgo, daysLeft }: { daysAgo: number; daysLeft: number }) {
  const row = await readSubscriptionRow(t.ctx.db, accountId);
  const sub = (await unsafeReadSimulatedObject<StoredSubscription>(t.ctx.db, 'subscription', row!.subscriptionId!))!;
  const now = Date.now();
  sub.currentPeriodStart = new Date(now - daysAgo * DAY).toISOString();
  sub.currentPeriodEnd = new Date(now + daysLeft * DAY).toISOString();
  await writeSimulatedObject(t.ctx.db, 'subscription', sub.id, accountId, sub);
  return sub;
}

/** Opens a checkout for `plan` and answers what the simulated page shows. */
async function openCheckout(cookie: string, plan: string, acceptOverLimits?: boolean) {
  const res = await t.request({ method: 'POST', url: '/api/billing/checkout', cookie, payload: { plan, acceptOverLimits } });
  expect(res.statusCode).toBe(200);
  const id = String(res.json().url).split('/').pop()!;
  const page = await t.request({ method: 'GET', url: `/api/billing/simulated-checkout/${id}`, cookie });
  return { id, page: page.json() };
}
const confirm = (cookie: string, id: string) =>
  t.request({ method: 'POST', url: `/api/billing/simulated-checkout/${id}/complete`, cookie });

describe('simulated provider: plan changes (ADR 0043)', () => {
  it('charges an upgrade mid-period the prorated difference at once, keeping the billing date', async () => {
    const { owner, cookie } = await subscribed('base');
    const sub = await movePeriod(owner.accountId, { daysAgo: 15, daysLeft: 15 });
    const { id, page } = await openCheckout(cookie, 'pro');
    expect(page).toMatchObject({ change: 'upgrade', plan: 'pro', effectiveAt: null });
    // (95 - 25) € × half a period.
    expect(page.dueNowNet).toBeCloseTo(35, 1);
    expect((await confirm(cookie, id)).json().message).toBe('Pagamento simulato completato: il piano è attivo.');

    const view = await overview(cookie);
    expect(view.plan).toMatchObject({ id: 'pro', subscribedId: 'pro', pendingPlanId: null, renewsAt: sub.currentPeriodEnd });
    expect(view.usage.agents.limit).toBe(3);
    const upgrade = (await invoiceRows(owner.accountId)).find((i) => i.proration)!;
    expect(upgrade.plan).toBe('pro');
    expect(Math.abs(upgrade.netCents - 3500)).toBeLessThanOrEqual(1);
    expect(upgrade.vatCents).toBe(Math.round(upgrade.netCents * 0.22));
    expect(upgrade.totalCents).toBe(upgrade.netCents + upgrade.vatCents);
    const pdf = await t.request({ method: 'GET', url: `/api/billing/invoices/${upgrade.id}/pdf`, cookie });
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Passaggio al piano Pro di Agenti AI - differenza per il resto del periodo');
  });

  it('schedules a downgrade for the end of the period, then renews on the lower plan', async () => {
    const { owner, cookie } = await subscribed('avanzato');
    const sub = await movePeriod(owner.accountId, { daysAgo: 10, daysLeft: 20 });
    const { id, page } = await openCheckout(cookie, 'base');
    expect(page).toMatchObject({ change: 'downgrade', dueNowNet: 0, effectiveAt: sub.currentPeriodEnd });
    const done = await confirm(cookie, id);
    expect(done.json().message).toBe('Cambio di piano programmato: partirà alla fine del periodo già pagato.');
    expect((await overview(cookie)).plan).toMatchObject({ id: 'avanzato', pendingPlanId: 'base', renewsAt: sub.currentPeriodEnd });
    expect(await invoiceRows(owner.accountId)).toHaveLength(1);

    // Taking it back keeps Avanzato; scheduling it again and reaching the period's end moves to Base.
    expect((await act(cookie, { action: 'resume' })).statusCode).toBe(200);
    expect((await overview(cookie)).plan.pendingPlanId).toBeNull();
    await confirm(cookie, (await openCheckout(cookie, 'base')).id);
    expect((await act(cookie, { action: 'renew' })).json().message).toBe('Rinnovo simulato: è iniziato un nuovo periodo.');
    const after = await overview(cookie);
    expect(after.plan).toMatchObject({ id: 'base', subscribedId: 'base', pendingPlanId: null, status: 'active' });
    const rows = await invoiceRows(owner.accountId);
    expect(rows.map((r) => [r.plan, r.netCents, r.totalCents]).sort()).toEqual([
      ['avanzato', 17900, 21838],
      ['base', 2500, 3050],
    ]);
  });

  it('renews when the period ends, on the hourly sweep, once per period', async () => {
    const { owner } = await subscribed('pro');
    await movePeriod(owner.accountId, { daysAgo: 31, daysLeft: -1 });
    expect(await renewSimulatedSubscriptions(t.ctx)).toBeGreaterThanOrEqual(1);
    expect(await invoiceRows(owner.accountId)).toHaveLength(2);
    const account = await accountRow(owner.accountId);
    expect(account.plan).toBe('pro');
    expect(account.planExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 25 * DAY);
    await renewSimulatedSubscriptions(t.ctx);
    expect(await invoiceRows(owner.accountId)).toHaveLength(2);
  });
});

describe('simulated provider: cancel, resume, failed payment, card change', () => {
  it('cancels at the period end, resumes, and ends the subscription when the cancelled period ends', async () => {
    const { owner, cookie } = await subscribed('pro');
    const cancel = await act(cookie, { action: 'cancel' });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().message).toBe('Abbonamento annullato: resterà attivo fino alla fine del periodo già pagato.');
    expect((await overview(cookie)).plan).toMatchObject({ id: 'pro', cancelAtPeriodEnd: true });
    const twice = await act(cookie, { action: 'cancel' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe("L'abbonamento è già annullato a fine periodo.");

    expect((await act(cookie, { action: 'resume' })).json().message).toBe('Abbonamento ripreso: si rinnoverà come prima.');
    expect((await overview(cookie)).plan.cancelAtPeriodEnd).toBe(false);
    const nothing = await act(cookie, { action: 'resume' });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe("L'abbonamento non ha annullamenti né cambi di piano da annullare.");

    await act(cookie, { action: 'cancel' });
    await act(cookie, { action: 'renew' });
    // Ended: back to what the account had without a subscription (here the rest of its trial); data and invoices kept.
    expect((await overview(cookie)).plan).toMatchObject({ subscribedId: null, status: 'trial' });
    expect(await accountRow(owner.accountId)).toMatchObject({ plan: null, planExpiresAt: null });
    expect(await invoiceRows(owner.accountId)).toHaveLength(1);
    const gone = await act(cookie, { action: 'cancel' });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toBe('Nessun abbonamento attivo da gestire: scegli prima un piano.');
  });

  it('keeps the plan 7 days after a refused renewal, tells the owner on every page, and recovers with a new card', async () => {
    const { owner, cookie } = await subscribed('base');
    const notice = async () => (await t.request({ method: 'GET', url: '/api/billing/notice', cookie })).json();
    expect(await notice()).toEqual({ graceEndsAt: null });
    const failed = await act(cookie, { action: 'fail_payment' });
    expect(failed.json().message).toBe('Pagamento del rinnovo rifiutato (simulazione): il piano resta attivo per 7 giorni.');
    const graceEndsAt = (await notice()).graceEndsAt;
    expect(new Date(graceEndsAt).getTime()).toBeGreaterThan(Date.now() + 6 * DAY);
    expect(await accountRow(owner.accountId)).toMatchObject({ plan: 'base', planExpiresAt: new Date(graceEndsAt) });
    expect((await t.lastEmail(owner.email))?.subject).toBe('Pagamento non riuscito: aggiorna il metodo di pagamento');
    // Another account's owner reads their own account only.
    const stranger = await signIn(t, await createAccountWithOwner(t.ctx.db));
    expect((await t.request({ method: 'GET', url: '/api/billing/notice', cookie: stranger })).json()).toEqual({ graceEndsAt: null });
    const list = (await t.request({ method: 'GET', url: '/api/billing/invoices', cookie })).json().invoices;
    expect(list.map((i: { status: string }) => i.status).sort()).toEqual(['open', 'paid']);

    const card = await act(cookie, { action: 'change_card', card: 'mastercard' });
    expect(card.json().message).toBe('Metodo di pagamento aggiornato.');
    expect(await notice()).toEqual({ graceEndsAt: null });
    const view = await overview(cookie);
    expect(view.paymentMethod).toEqual({ brand: 'mastercard', last4: '4444' });
    expect(view.plan.graceEndsAt).toBeNull();
    const paid = (await invoiceRows(owner.accountId)).filter((i) => i.status === 'paid');
    expect(paid).toHaveLength(2);
    expect(paid.every((i) => i.number)).toBe(true);
    expect((await accountRow(owner.accountId)).planExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 25 * DAY);
  });

  it('refuses bad input, other roles and a visitor, and changes nothing of another account', async () => {
    const { owner, cookie } = await subscribed('pro');
    for (const [payload, message] of [
      [{ action: 'boh' }, 'Azione non valida.'],
      [{}, 'Azione non valida.'],
      [{ action: 'change_card', card: 'diners' }, 'Carta di prova non valida: scegli Visa, Mastercard o American Express.'],
    ] as const) {
      const res = await act(cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
    for (const role of ['admin', 'instructor', 'user'] as const) {
      const member = await createUser(t.ctx.db, { accountId: owner.accountId, role });
      const memberCookie = await signIn(t, member);
      expect((await act(memberCookie, { action: 'cancel' })).statusCode).toBe(403);
      expect((await t.request({ method: 'GET', url: '/api/billing/notice', cookie: memberCookie })).statusCode).toBe(403);
    }
    expect(
      (await t.request({ method: 'POST', url: '/api/billing/simulated/subscription', payload: { action: 'cancel' } })).statusCode,
    ).toBe(401);
    // Another owner acts on their own account only: with no subscription of their own, nothing to manage.
    const stranger = await createAccountWithOwner(t.ctx.db);
    const res = await act(await signIn(t, stranger), { action: 'cancel' });
    expect(res.statusCode).toBe(409);
    expect((await overview(cookie)).plan.cancelAtPeriodEnd).toBe(false);
  });
});

describe('a downgrade below the current usage (issue 11)', () => {
  it('keeps every agent, member and document and blocks only new ones, naming the limit', async () => {
    const { owner, cookie } = await subscribed('avanzato');
    const agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id });
    for (let i = 0; i < 2; i++) await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id });
    for (let i = 0; i < 3; i++) await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user' });
    await t.ctx.db.insert(agentDocuments).values({
      id: newId(),
      accountId: owner.accountId,
      agentId: agent.id,
      fileName: 'archivio.pdf',
      filePath: `${owner.accountId}/${agent.id}/archivio.pdf`,
      fileType: 'application/pdf',
      sizeBytes: 150 * 1024 * 1024,
      status: 'processed',
    });
    // The owner was told before paying (issue 44) and chose Base all the same.
    await confirm(cookie, (await openCheckout(cookie, 'base', true)).id);
    await act(cookie, { action: 'renew' });

    const view = await overview(cookie);
    expect(view.plan.id).toBe('base');
    expect(view.usage.agents).toEqual({ used: 3, limit: 1 });
    expect(view.usage.users).toEqual({ used: 4, limit: 3 });
    expect(view.usage.storage.used).toBeGreaterThan(view.usage.storage.limit);
    expect(await t.ctx.db.select().from(agents).where(eq(agents.accountId, owner.accountId))).toHaveLength(3);

    const newAgent = await t.request({
      method: 'POST',
      url: '/api/agents',
      cookie,
      payload: { name: 'Quarto', description: 'Altro', instructions: 'Rispondi in italiano.' },
    });
    expect(newAgent.statusCode).toBe(403);
    expect(newAgent.json().message).toBe(agentLimitMessage(1));
    const member = await t.request({
      method: 'POST',
      url: '/api/team/members',
      cookie,
      payload: { email: `nuovo-${newId().slice(0, 8)}@example.it`, password: 'Benvenuto1!', role: 'user' },
    });
    expect(member.statusCode).toBe(403);
    expect(member.json().message).toBe(seatLimitMessage(3));
    const file = await upload(t, cookie, agent.id, { name: 'nota.txt', data: Buffer.from('Orari: 9-18.') });
    expect(file.statusCode).toBe(413);
    expect(file.json().message).toBe(STORAGE_LIMIT_MESSAGE('100MB'));
    // What exists still works: the agents are listed and readable.
    const list = await t.request({ method: 'GET', url: '/api/agents', cookie });
    expect(list.json().limit).toMatchObject({ max: 1, used: 3, reached: true });
  });
});
