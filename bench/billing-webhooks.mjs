#!/usr/bin/env node
/**
 * Stripe webhooks under load: 1,000 signed deliveries (900 distinct events, 10% duplicates) in shuffled order,
 * POSTed over HTTP to the real server with 16 at a time; prints events/s and checks that nothing happened twice
 * (one invoice per Stripe invoice, invoice numbers 1…N of the year without gaps or repeats, every event stored
 * once, every account on its plan).
 *
 *   node --import tsx bench/billing-webhooks.mjs             # PGlite (embedded)
 *   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/billing-webhooks.mjs postgres
 *
 * Stripe's API is the tests' fake on a local socket; events are signed with the SDK's test header.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, countDistinct, eq, max } from 'drizzle-orm';
import { benchDatabase } from './knowledge-harness.mjs';
import { loadConfig } from '../apps/server/src/config/config.ts';
import { createAppContext } from '../apps/server/src/bootstrap.ts';
import { buildApp } from '../apps/server/src/http/app.ts';
import { accounts } from '../apps/server/src/db/schema/accounts.ts';
import { billingEvents, invoices } from '../apps/server/src/db/schema/billing.ts';
import { createAccountWithOwner } from '../apps/server/src/test/factories.ts';
import { saveBillingProfile } from '../apps/server/src/features/billing/billing-profile.ts';
import { providerFor } from '../apps/server/src/features/billing/provider-for.ts';
import { FakeStripe } from '../apps/server/src/features/billing/test-support/fake-stripe.ts';

const DRIVER = process.argv[2] ?? 'pglite';
const ACCOUNTS = 100;
const RENEWALS = 3; // per account: an invoice.paid and a customer.subscription.updated each
const CONCURRENCY = 16;
/** @type {import('@app/shared/plans').PlanId[]} */
const PLANS = ['base', 'pro', 'avanzato'];

function shuffle(list) {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}

const stripe = new FakeStripe();
const stripeUrl = await stripe.start();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-billing-'));
const pgDb = DRIVER === 'postgres' ? await benchDatabase('bench_billing') : null;
const config = loadConfig(
  {
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
    RATE_LIMIT_DISABLED: 'true',
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    ...stripe.env(stripeUrl),
  },
  { dataDir },
);
const ctx = await createAppContext(config);
const app = await buildApp(ctx);
const address = await app.listen({ port: 0, host: '127.0.0.1' });

// Accounts that went through Checkout and paid, then renewed: the events Stripe would send about it.
const deliveries = [];
const expectedPlan = new Map();
for (let i = 0; i < ACCOUNTS; i++) {
  const owner = await createAccountWithOwner(ctx.db);
  await saveBillingProfile(ctx, {
    accountId: owner.accountId,
    input: {
      companyName: `Cliente ${i} S.r.l.`,
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
  const plan = PLANS[i % PLANS.length];
  expectedPlan.set(owner.accountId, plan);
  const { url } = await providerFor(ctx).createCheckout(ctx.db, {
    accountId: owner.accountId,
    plan,
    email: owner.email,
    customerId: null,
    vatRate: 22,
  });
  // The fake Stripe always gives a checkout address, ending with the session's id.
  const sessionId = /** @type {string} */ (/** @type {string} */ (url).split('/').pop());
  const { session, subscription, invoice } = stripe.completeCheckout(sessionId);
  deliveries.push(
    stripe.signedEvent('checkout.session.completed', session),
    stripe.signedEvent('customer.subscription.created', subscription),
    stripe.signedEvent('invoice.paid', invoice),
  );
  for (let r = 0; r < RENEWALS; r++) {
    deliveries.push(stripe.signedEvent('invoice.paid', stripe.invoice(subscription, 'paid')));
    deliveries.push(stripe.signedEvent('customer.subscription.updated', subscription));
  }
}
const distinct = deliveries.length;
const duplicates = shuffle([...deliveries]).slice(0, Math.round(distinct / 9));
const all = shuffle([...deliveries, ...duplicates]);

const outcomes = { processed: 0, duplicate: 0, ignored: 0, failed: 0 };
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < all.length) {
      const event = all[next++];
      const res = await fetch(`${address}/api/billing/stripe/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
        body: event.payload,
      });
      if (res.status !== 200) {
        outcomes.failed += 1;
        console.error(res.status, await res.text());
        continue;
      }
      outcomes[(await res.json()).outcome] += 1;
    }
  }),
);
const seconds = (performance.now() - started) / 1000;

const [inv] = await ctx.db
  .select({
    rows: count(),
    stripeIds: countDistinct(invoices.providerInvoiceId),
    numbers: countDistinct(invoices.number),
    last: max(invoices.number),
  })
  .from(invoices);
const [stored] = await ctx.db.select({ n: count() }).from(billingEvents);
let wrongPlans = 0;
for (const [accountId, plan] of expectedPlan) {
  const [row] = await ctx.db.select({ plan: accounts.plan }).from(accounts).where(eq(accounts.id, accountId));
  if (row?.plan !== plan) wrongPlans += 1;
}
const expectedInvoices = ACCOUNTS * (1 + RENEWALS);

console.log(`driver: ${DRIVER}, ${CONCURRENCY} deliveries at a time`);
console.log(`deliveries: ${all.length} (${distinct} distinct events + ${duplicates.length} duplicates), shuffled`);
console.log(`time: ${seconds.toFixed(2)} s, ${(all.length / seconds).toFixed(1)} events/s`);
console.log(`outcomes: ${JSON.stringify(outcomes)}`);
console.log(`events stored: ${stored.n} (expected ${distinct})`);
console.log(
  `invoices: ${inv.rows} rows for ${inv.stripeIds} Stripe invoices (expected ${expectedInvoices}); numbers ${inv.numbers} distinct, last ${inv.last} (no gap: ${inv.last === inv.numbers})`,
);
console.log(`accounts on the wrong plan: ${wrongPlans} of ${ACCOUNTS}`);
const ok =
  outcomes.failed === 0 &&
  outcomes.duplicate === duplicates.length &&
  stored.n === distinct &&
  inv.rows === expectedInvoices &&
  inv.stripeIds === expectedInvoices &&
  inv.numbers === expectedInvoices &&
  inv.last === expectedInvoices &&
  wrongPlans === 0;
console.log(ok ? 'zero double effects: OK' : 'DOUBLE OR MISSING EFFECTS');

await app.close();
await stripe.stop();
await pgDb?.drop();
rmSync(dataDir, { recursive: true, force: true });
process.exit(ok ? 0 : 1);
