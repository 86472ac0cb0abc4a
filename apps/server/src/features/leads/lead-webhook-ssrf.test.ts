import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_MESSAGES } from '@app/shared/i18n/leads';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createAgent } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { leadWebhooks } from '../../db/schema/leads.js';
import { recordLead } from './record-lead.js';
import { unsafeAttemptLeadDelivery } from './deliver-lead-webhook.js';
import { sealWebhookSecret } from './webhook-secret.js';
import { startWebhookReceiver } from './test-support/webhook-receiver.js';

/** The SSRF guard of the leads webhook (ADR 0157), with the default configuration: no private address, ever. */
let t: TestApp;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  t = await createTestApp();
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

describe('the leads webhook never reaches the server’s own network', () => {
  it('refuses private, loopback, link-local and local names when saved', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const cookie = await signIn(t, owner);
    for (const url of [
      'http://127.0.0.1:8080/x',
      'http://localhost/x',
      'http://169.254.169.254/latest/meta-data',
      'http://10.0.0.5/x',
      'http://[::1]/x',
      'https://crm.internal/x',
    ]) {
      const res = await t.request({ method: 'POST', url: '/api/leads/webhook', cookie, payload: { url } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe(LEAD_MESSAGES.webhookUrlPrivate);
      expect(res.json().fieldErrors).toEqual({ url: [LEAD_MESSAGES.webhookUrlPrivate] });
    }
    expect((await t.request({ method: 'GET', url: '/api/leads/webhook', cookie })).json()).toEqual({ webhook: null });
  });

  it('refuses a private address again when connecting (a name that changed address after it was saved)', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id });
    // As if it had passed the check when saved: `localhost` resolves to loopback at connection time.
    await t.ctx.db.insert(leadWebhooks).values({
      accountId: owner.accountId,
      url: receiver.url.replace('127.0.0.1', 'localhost'),
      secret: sealWebhookSecret(t.config.AUTH_SECRET, 'whsec_x'),
      secretPrefix: 'whsec_x…',
    });
    const lead = await t.ctx.db.transaction((tx) =>
      recordLead(tx, {
        accountId: owner.accountId,
        agentId: agent.id,
        conversationId: null,
        name: 'X',
        email: 'x@esempio.it',
        consent: false,
        source: 'widget',
      }),
    );
    expect(await unsafeAttemptLeadDelivery(t.ctx, lead.deliveryId!)).toMatchObject({
      status: 'pending',
      statusCode: null,
      error: 'Indirizzo privato o locale: consegna non consentita',
    });
    expect(receiver.received).toEqual([]);
  });
});
