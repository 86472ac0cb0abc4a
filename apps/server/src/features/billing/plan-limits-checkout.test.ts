import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createAgent, createUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { newId } from '../../db/ids.js';
import { accounts } from '../../db/schema/accounts.js';
import { simulatedBillingObjects } from '../../db/schema/billing.js';
import { channelConnections } from '../../db/schema/channels.js';
import { agentDocuments } from '../../db/schema/documents.js';
import { FakeStripe } from './test-support/fake-stripe.js';
import { saveProfile } from './test-support/simulated-purchase.js';

const stripe = new FakeStripe();
let simulated: TestApp;
let withStripe: TestApp;
beforeAll(async () => {
  [simulated, withStripe] = await Promise.all([createTestApp(), stripe.start().then((url) => createTestApp(stripe.env(url)))]);
});
afterAll(async () => {
  await Promise.all([simulated.close(), withStripe.close()]);
  await stripe.stop();
});

/**
 * An owner on trial whose account holds more than Base allows: 4 people, 2 agents, 101 website pages on one agent and a
 * Telegram bot (Base: 3, 1, 100 and none).
 */
async function busyOwner(t: TestApp) {
  const owner = await createAccountWithOwner(t.ctx.db);
  const member = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'admin' });
  for (const role of ['instructor', 'user'] as const) await createUser(t.ctx.db, { accountId: owner.accountId, role });
  const agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id });
  await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Secondo' });
  await t.ctx.db.insert(agentDocuments).values(
    Array.from({ length: 101 }, (_, i) => ({
      id: newId(),
      accountId: owner.accountId,
      agentId: agent.id,
      sourceType: 'web_page' as const,
      fileName: `pagina-${i}.html`,
      filePath: `x/${i}`,
      fileType: 'text/html',
      status: 'processed' as const,
    })),
  );
  await t.ctx.db.insert(channelConnections).values({
    id: newId(),
    accountId: owner.accountId,
    agentId: agent.id,
    kind: 'telegram',
    tokenSealed: 'x',
    tokenHint: '••••abcd',
    webhookSecretSealed: 'x',
    status: 'connected',
  });
  const cookie = await signIn(t, owner);
  await saveProfile(t, cookie);
  return { owner, cookie, memberCookie: await signIn(t, member) };
}

const OVER_BASE =
  "Il tuo account supera i limiti del piano Base (utenti: 4 su un massimo di 3; agenti AI: 2 su un massimo di 1; pagine web di un agente: 101 su un massimo di 100; 1 canale di messaggistica collegato, non inclusi nel piano). Riduci l'utilizzo oppure conferma l'acquisto sapendolo: i dati restano tutti, ma finché non rientri nei limiti non potrai aggiungerne altri.";

const checkout = (t: TestApp, cookie: string, payload: object) =>
  t.request({ method: 'POST', url: '/api/billing/checkout', cookie, payload });

describe('a plan the account is over is refused before payment unless the owner confirms (issue 44)', () => {
  it('simulated provider: 409 naming every limit, no session opened; Pro is bought as before; confirmed Base goes to checkout', async () => {
    const { owner, cookie, memberCookie } = await busyOwner(simulated);
    // The page knows what the account holds, to warn before the click.
    const overview = (await simulated.request({ method: 'GET', url: '/api/billing', cookie })).json();
    expect(overview.footprint).toEqual({ users: 4, agents: 2, storageBytes: 0, largestAgentPages: 101, channelConnections: 1 });

    const refused = await checkout(simulated, cookie, { plan: 'base' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PLAN_LIMITS_EXCEEDED', message: OVER_BASE });
    const sessions = () =>
      simulated.ctx.db.select().from(simulatedBillingObjects).where(eq(simulatedBillingObjects.accountId, owner.accountId));
    expect(await sessions()).toEqual([]);
    expect((await checkout(simulated, cookie, { plan: 'base', acceptOverLimits: false })).statusCode).toBe(409);
    // A member may not buy, confirmation or not.
    expect((await checkout(simulated, memberCookie, { plan: 'base', acceptOverLimits: true })).statusCode).toBe(403);

    expect((await checkout(simulated, cookie, { plan: 'pro' })).statusCode).toBe(200);
    const confirmed = await checkout(simulated, cookie, { plan: 'base', acceptOverLimits: true });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().url).toMatch(/^\/billing\/pagamento-simulato\/cs_sim_/);
    expect(await sessions()).toHaveLength(2);
  });

  it("counts the caller's account only: another account's people and agents do not make it over", async () => {
    await busyOwner(simulated);
    const small = await createAccountWithOwner(simulated.ctx.db);
    const cookie = await signIn(simulated, small);
    await saveProfile(simulated, cookie);
    const overview = (await simulated.request({ method: 'GET', url: '/api/billing', cookie })).json();
    expect(overview.footprint).toEqual({ users: 1, agents: 0, storageBytes: 0, largestAgentPages: 0, channelConnections: 0 });
    expect((await checkout(simulated, cookie, { plan: 'base' })).statusCode).toBe(200);
  });

  it('Stripe: the same refusal before any call to Stripe; confirmed, the Checkout session opens', async () => {
    const { owner, cookie } = await busyOwner(withStripe);
    const calls = () => stripe.requests.filter((r) => r.path === '/v1/checkout/sessions' || r.path === '/v1/customers').length;
    const before = calls();
    const refused = await checkout(withStripe, cookie, { plan: 'base' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PLAN_LIMITS_EXCEEDED', message: OVER_BASE });
    expect(calls()).toBe(before);
    const confirmed = await checkout(withStripe, cookie, { plan: 'base', acceptOverLimits: true });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    expect((await withStripe.ctx.db.select().from(accounts).where(eq(accounts.id, owner.accountId)))[0]!.plan).toBeNull();
  });
});
