import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LEAD_MESSAGES } from '@app/shared/i18n/leads';
import { LEAD_WEBHOOK_MAX_ATTEMPTS } from '@app/shared/api/leads';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createAgent, createUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { leadWebhookAttempts, leadWebhookDeliveries, leadWebhooks } from '../../db/schema/leads.js';
import { afterLeadRecorded, recordLead } from './record-lead.js';
import { retryDelaySeconds, unsafeAttemptLeadDelivery } from './deliver-lead-webhook.js';
import { startWebhookReceiver, type ReceivedRequest } from './test-support/webhook-receiver.js';

/**
 * The leads webhook (issue 30, ADR 0157) against a real HTTP receiver on a local socket: signed deliveries, retries
 * with backoff after 5xx and timeouts, the delivery log, the owner-only settings, a secret shown only once.
 */
let t: TestApp;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let owner: Awaited<ReturnType<typeof createAccountWithOwner>>;
let cookie: string;
let agentId: string;

beforeAll(async () => {
  // The receiver listens on 127.0.0.1: this server may deliver to private addresses (the SSRF test uses the default).
  t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE_URL: 'true' });
  receiver = await startWebhookReceiver();
  owner = await createAccountWithOwner(t.ctx.db);
  cookie = await signIn(t, owner);
  agentId = (await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Negozio' })).id;
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, who = cookie) =>
  t.request({ method, url: `/api/leads/webhook${url}`, cookie: who, ...(payload ? { payload } : {}) });

/** What a receiver must do: recompute the HMAC over `timestamp.body` with its secret. */
function verifies(request: ReceivedRequest, secret: string): boolean {
  const timestamp = request.headers['x-agenti-timestamp'] as string;
  const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${request.body}`).digest('hex')}`;
  return request.headers['x-agenti-signature'] === expected;
}

const newLead = async (email: string) => {
  const lead = await t.ctx.db.transaction((tx) =>
    recordLead(tx, {
      accountId: owner.accountId,
      agentId,
      conversationId: null,
      name: 'Mario Rossi',
      email,
      phone: '+39 333 0000000',
      consent: true,
      source: 'handoff',
    }),
  );
  return lead;
};
const deliveryOf = async (id: string) => (await t.ctx.db.select().from(leadWebhookDeliveries).where(eq(leadWebhookDeliveries.id, id)))[0]!;
let secret = '';

describe('webhook settings', () => {
  it('creates the webhook and shows its secret once: never again from any other answer', async () => {
    expect((await call('GET', '')).json()).toEqual({ webhook: null });
    const created = await call('POST', '', { url: receiver.url });
    expect(created.statusCode).toBe(200);
    secret = created.json().secret;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(created.json()).toMatchObject({
      webhook: { url: receiver.url, enabled: true, secretPrefix: `${secret.slice(0, 10)}…` },
      message: LEAD_MESSAGES.webhookCreated,
    });
    // Stored sealed, not in clear.
    const [row] = await t.ctx.db.select().from(leadWebhooks).where(eq(leadWebhooks.accountId, owner.accountId));
    expect(row!.secret).not.toContain(secret.slice(6));
    for (const res of [await call('GET', ''), await call('PATCH', '', { enabled: true }), await call('GET', '/attempts')]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(secret.slice(6));
      expect(res.body).not.toContain(row!.secret);
    }
    const again = await call('POST', '', { url: receiver.url });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(LEAD_MESSAGES.webhookExists);
  });

  it('refuses bad input in Italian and changes nothing', async () => {
    for (const [payload, message] of [
      [{ url: 'non un indirizzo' }, LEAD_MESSAGES.webhookUrlInvalid],
      [{ url: 'ftp://esempio.it/x' }, LEAD_MESSAGES.webhookUrlInvalid],
      [{ url: `https://esempio.it/${'a'.repeat(2001)}` }, LEAD_MESSAGES.webhookUrlTooLong],
      [{ url: 'https://utente:segreto@esempio.it/x' }, LEAD_MESSAGES.webhookUrlInvalid],
      [{ enabled: 'sì' }, LEAD_MESSAGES.webhookEnabledInvalid],
    ] as const) {
      const res = await call('PATCH', '', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await call('GET', '')).json().webhook).toMatchObject({ url: receiver.url, enabled: true });
  });

  it('is the owner’s alone: admins, instructors and users get 403, another account sees only its own (none)', async () => {
    for (const role of ['admin', 'instructor', 'user'] as const) {
      const member = await createUser(t.ctx.db, { accountId: owner.accountId, role });
      const memberCookie = await signIn(t, member);
      for (const [method, url] of [
        ['GET', ''],
        ['POST', '/rotate'],
        ['POST', '/test'],
        ['GET', '/attempts'],
        ['DELETE', ''],
      ] as const) {
        expect((await call(method, url, undefined, memberCookie)).statusCode, `${role} ${method} ${url}`).toBe(403);
      }
      expect((await call('PATCH', '', { url: 'https://attacco.example/x' }, memberCookie)).statusCode).toBe(403);
    }
    const stranger = await createAccountWithOwner(t.ctx.db);
    const strangerCookie = await signIn(t, stranger);
    expect((await call('GET', '', undefined, strangerCookie)).json()).toEqual({ webhook: null });
    expect((await call('GET', '/attempts', undefined, strangerCookie)).json()).toEqual({ attempts: [] });
    expect((await call('POST', '/test', undefined, strangerCookie)).statusCode).toBe(404);
    expect((await call('POST', '/rotate', undefined, strangerCookie)).statusCode).toBe(404);
    expect((await call('DELETE', '', undefined, strangerCookie)).statusCode).toBe(404);
    expect((await call('GET', '')).json().webhook.url).toBe(receiver.url);
  });
});

describe('deliveries', () => {
  it("'Invia un test' sends a signed webhook.test event once and says how it went", async () => {
    const before = receiver.received.length;
    const res = await call('POST', '/test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ delivered: true, statusCode: 200, error: null, message: LEAD_MESSAGES.webhookTestDelivered(200) });
    const request = receiver.received[before]!;
    expect(verifies(request, secret)).toBe(true);
    expect(request.headers['x-agenti-event']).toBe('webhook.test');
    expect(request.headers['x-agenti-delivery']).toBe(res.json().deliveryId);
    expect(request.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(request.body)).toMatchObject({
      id: res.json().deliveryId,
      event: 'webhook.test',
      test: true,
      lead: { name: 'Mario Rossi' },
    });

    receiver.reply(503);
    const failed = (await call('POST', '/test')).json();
    expect(failed).toMatchObject({ delivered: false, statusCode: 503, message: LEAD_MESSAGES.webhookTestFailed('Risposta HTTP 503') });
    // A test is tried once: no retry.
    expect(await deliveryOf(failed.deliveryId)).toMatchObject({ status: 'failed', attempts: 1, nextAttemptAt: null });
  });

  it('sends a new lead through the job queue after commit, signed with the secret', async () => {
    const before = receiver.received.length;
    const lead = await newLead('coda@esempio.it');
    expect(lead.deliveryId).toBeTruthy();
    await afterLeadRecorded(t.ctx, lead);
    await receiver.waitFor(before + 1);
    const request = receiver.received[before]!;
    expect(verifies(request, secret)).toBe(true);
    expect(request.headers['x-agenti-event']).toBe('lead.created');
    expect(request.headers['x-agenti-attempt']).toBe('1');
    expect(JSON.parse(request.body)).toMatchObject({
      id: lead.deliveryId,
      event: 'lead.created',
      lead: {
        id: lead.leadId,
        agentId,
        agentName: 'Negozio',
        name: 'Mario Rossi',
        email: 'coda@esempio.it',
        phone: '+39 333 0000000',
        consent: true,
        source: 'handoff',
      },
    });
    // The job records the outcome once the answer has arrived.
    while ((await deliveryOf(lead.deliveryId!)).status === 'pending') await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await deliveryOf(lead.deliveryId!)).toMatchObject({ status: 'delivered', attempts: 1 });
  });

  it('retries after 500s and a timeout with exponential backoff, logs every try, and delivers', async () => {
    // Written without a job, so this test drives each try itself (the worker would wait out the backoff).
    const lead = await newLead('riprova@esempio.it');
    const id = lead.deliveryId!;
    receiver.reply(500, 500, 'hang');
    expect(await unsafeAttemptLeadDelivery(t.ctx, id)).toEqual({ status: 'pending', statusCode: 500, error: 'Risposta HTTP 500' });
    const first = await deliveryOf(id);
    expect(first.attempts).toBe(1);
    const wait = (first.nextAttemptAt!.getTime() - first.updatedAt.getTime()) / 1000;
    expect(wait).toBe(retryDelaySeconds(1));
    expect(await unsafeAttemptLeadDelivery(t.ctx, id)).toMatchObject({ status: 'pending', statusCode: 500 });
    const second = await deliveryOf(id);
    expect((second.nextAttemptAt!.getTime() - second.updatedAt.getTime()) / 1000).toBe(retryDelaySeconds(2));
    expect(retryDelaySeconds(2)).toBe(4 * retryDelaySeconds(1));
    // The receiver never answers the third: the try ends at the timeout.
    expect(await unsafeAttemptLeadDelivery(t.ctx, id, { timeoutMs: 300 })).toEqual({
      status: 'pending',
      statusCode: null,
      error: 'Nessuna risposta entro 300 ms',
    });
    expect(await unsafeAttemptLeadDelivery(t.ctx, id)).toEqual({ status: 'delivered', statusCode: 200, error: null });
    const tries = receiver.received.filter((r) => r.headers['x-agenti-delivery'] === id);
    expect(tries.map((r) => r.headers['x-agenti-attempt'])).toEqual(['1', '2', '3', '4']);
    expect(tries.every((r) => verifies(r, secret))).toBe(true);
    // Every try carries the same event: the receiver can drop a duplicate by its id.
    expect(new Set(tries.map((r) => JSON.parse(r.body).id))).toEqual(new Set([id]));

    const log = (await call('GET', '/attempts')).json().attempts.filter((a: { deliveryId: string }) => a.deliveryId === id);
    expect(
      log.map((a: { attempt: number; statusCode: number | null; error: string | null; deliveryStatus: string }) => [
        a.attempt,
        a.statusCode,
        a.error,
        a.deliveryStatus,
      ]),
    ).toEqual([
      [4, 200, null, 'delivered'],
      [3, null, 'Nessuna risposta entro 300 ms', 'delivered'],
      [2, 500, 'Risposta HTTP 500', 'delivered'],
      [1, 500, 'Risposta HTTP 500', 'delivered'],
    ]);
    // A delivered event is not sent again.
    expect(await unsafeAttemptLeadDelivery(t.ctx, id)).toMatchObject({ status: 'skipped' });
  });

  it(`gives up after ${LEAD_WEBHOOK_MAX_ATTEMPTS} failed tries`, async () => {
    const lead = await newLead('mai@esempio.it');
    receiver.reply(...Array<number>(LEAD_WEBHOOK_MAX_ATTEMPTS).fill(500));
    for (let i = 1; i < LEAD_WEBHOOK_MAX_ATTEMPTS; i += 1)
      expect((await unsafeAttemptLeadDelivery(t.ctx, lead.deliveryId!)).status).toBe('pending');
    expect(await unsafeAttemptLeadDelivery(t.ctx, lead.deliveryId!)).toMatchObject({ status: 'failed', statusCode: 500 });
    expect(await deliveryOf(lead.deliveryId!)).toMatchObject({
      status: 'failed',
      attempts: LEAD_WEBHOOK_MAX_ATTEMPTS,
      nextAttemptAt: null,
    });
    expect(await t.ctx.db.select().from(leadWebhookAttempts).where(eq(leadWebhookAttempts.deliveryId, lead.deliveryId!))).toHaveLength(
      LEAD_WEBHOOK_MAX_ATTEMPTS,
    );
  });

  it('signs with the new secret after a rotation; the old one no longer verifies', async () => {
    const rotated = await call('POST', '/rotate');
    expect(rotated.statusCode).toBe(200);
    const fresh = rotated.json().secret as string;
    expect(fresh).not.toBe(secret);
    expect(rotated.json()).toMatchObject({ message: LEAD_MESSAGES.webhookRotated, webhook: { secretPrefix: `${fresh.slice(0, 10)}…` } });
    expect((await call('GET', '')).body).not.toContain(fresh.slice(6));
    const before = receiver.received.length;
    await call('POST', '/test');
    expect(verifies(receiver.received[before]!, fresh)).toBe(true);
    expect(verifies(receiver.received[before]!, secret)).toBe(false);
    secret = fresh;
  });

  it('sends nothing while disabled, and nothing once deleted', async () => {
    expect((await call('PATCH', '', { enabled: false })).json().webhook.enabled).toBe(false);
    expect((await newLead('spento@esempio.it')).deliveryId).toBeNull();
    const test = await call('POST', '/test');
    expect(test.statusCode).toBe(409);
    expect(test.json().message).toBe(LEAD_MESSAGES.webhookDisabled);
    await call('PATCH', '', { enabled: true });
    const pending = await newLead('in-attesa@esempio.it');
    expect((await call('DELETE', '')).json()).toMatchObject({ success: true, message: LEAD_MESSAGES.webhookDeleted });
    const before = receiver.received.length;
    expect(await unsafeAttemptLeadDelivery(t.ctx, pending.deliveryId!)).toMatchObject({ status: 'failed', error: 'Webhook eliminato' });
    expect(receiver.received.length).toBe(before);
    expect((await newLead('dopo@esempio.it')).deliveryId).toBeNull();
    expect((await call('GET', '')).json()).toEqual({ webhook: null });
  });
});
