import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PRIVACY_AUDIT_LABELS, PRIVACY_MESSAGES } from '@app/shared/i18n/privacy';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createAgent, createUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { conversations, messages } from '../../db/schema/chat.js';
import { adminAuditLog } from '../../db/schema/admin.js';
import { addProcessedDocument } from '../chat/test-support/chat-fixtures.js';
import { leads, leadWebhookDeliveries, leadWebhooks } from '../../db/schema/leads.js';
import { recordLead } from '../leads/record-lead.js';
import { sealWebhookSecret } from '../leads/webhook-secret.js';

/**
 * Issue 33 (GDPR): the owner finds one visitor's conversations by the e-mail they wrote or by their widget customer
 * id, and erases them, with an audit entry; other roles and other accounts get nothing.
 */
let t: TestApp;
let owner: Awaited<ReturnType<typeof createAccountWithOwner>>;
let cookie: string;
let agentId: string;
let address = 0;
const nextAddress = () => `10.233.${Math.floor(++address / 250)}.${address % 250}`;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createAccountWithOwner(t.ctx.db);
  cookie = await signIn(t, owner);
  agentId = (await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Negozio' })).id;
  await addProcessedDocument(t.ctx.db, { accountId: owner.accountId, agentId, fileName: 'orari.txt', pages: ['Apriamo alle nove.'] });
});
afterAll(async () => t.close());

const say = (text: string, visitorId: string) =>
  t.request({ method: 'POST', url: `/api/public/agents/${agentId}/messages`, payload: { text, visitorId }, remoteAddress: nextAddress() });
const search = (body: object, who = cookie) =>
  t.request({ method: 'POST', url: '/api/privacy/visitor-search', cookie: who, payload: body });
const erase = (body: object, who = cookie) =>
  t.request({ method: 'POST', url: '/api/privacy/visitor-erasure', cookie: who, payload: body });
const conversationsOf = (visitorId: string) => t.ctx.db.select().from(conversations).where(eq(conversations.visitorId, visitorId));

describe("erasing one visitor's data", () => {
  it('finds the conversations where the visitor wrote their e-mail, erases them with an audit entry, and leaves the others', async () => {
    const mario = randomUUID();
    const luisa = randomUUID();
    await say('Scrivetemi a Mario.Rossi@Example.it per il preventivo', mario);
    await say('A che ora aprite?', mario);
    await say('A che ora aprite?', luisa);

    const found = await search({ email: 'mario.rossi@example.it' });
    expect(found.statusCode).toBe(200);
    expect(found.json().conversations).toHaveLength(1);
    expect(found.json().conversations[0]).toMatchObject({ agentName: 'Negozio', channel: 'public', messages: 2 });

    const erased = await erase({ email: 'mario.rossi@example.it' });
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toMatchObject({ deleted: 1, leads: 0, message: PRIVACY_MESSAGES.erased(1) });
    const left = await conversationsOf(mario);
    // The conversation that named the address is gone with its messages; the visitor's other one has no address in it.
    expect(left).toHaveLength(1);
    expect(await t.ctx.db.select().from(messages).where(eq(messages.conversationId, found.json().conversations[0].id))).toEqual([]);
    expect(await conversationsOf(luisa)).toHaveLength(1);
    const [audit] = await t.ctx.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'visitor_data.erased'), eq(adminAuditLog.actorId, owner.id)));
    // The log names the kind of id asked for, never the address erased.
    expect(audit).toMatchObject({ targetType: 'visitor', actorEmail: owner.email, targetLabel: PRIVACY_AUDIT_LABELS.email });
    expect(JSON.stringify(audit)).not.toContain('mario.rossi');
    // Asked again: nothing left to erase.
    expect((await erase({ email: 'mario.rossi@example.it' })).json()).toMatchObject({ message: PRIVACY_MESSAGES.nothingFound });
  });

  it('finds and erases the contacts a visitor left (leads) with the conversations they left them in, and their webhook deliveries', async () => {
    const paola = randomUUID();
    await say('Vorrei parlare con una persona', paola);
    const [conversation] = await conversationsOf(paola);
    // A webhook, so the lead's delivery (whose payload repeats the address) exists and must go too.
    await t.ctx.db.insert(leadWebhooks).values({
      accountId: owner.accountId,
      url: 'https://esempio.it/h',
      secret: sealWebhookSecret(t.config.AUTH_SECRET, 'whsec_p'),
      secretPrefix: 'whsec_p…',
    });
    const lead = {
      accountId: owner.accountId,
      agentId,
      name: 'Paola Verdi',
      email: 'Paola.Verdi@Example.it',
      consent: true,
      source: 'handoff' as const,
    };
    const inChat = await t.ctx.db.transaction((tx) => recordLead(tx, { ...lead, conversationId: conversation!.id }));
    await t.ctx.db.transaction((tx) => recordLead(tx, { ...lead, conversationId: null, source: 'widget' }));
    await t.ctx.db.delete(leadWebhooks).where(eq(leadWebhooks.accountId, owner.accountId));
    // Another account's lead with the same address is not theirs to erase.
    const other = await createAccountWithOwner(t.ctx.db);
    const otherAgent = await createAgent(t.ctx.db, { accountId: other.accountId, userId: other.id });
    await t.ctx.db.transaction((tx) =>
      recordLead(tx, { ...lead, accountId: other.accountId, agentId: otherAgent.id, conversationId: null }),
    );

    const found = (await search({ email: 'paola.verdi@example.it' })).json();
    expect(found.conversations.map((c: { id: string }) => c.id)).toEqual([conversation!.id]);
    expect(found.leads).toHaveLength(2);
    expect(found.leads[0]).toMatchObject({ agentName: 'Negozio', name: 'Paola Verdi', email: 'paola.verdi@example.it' });

    const erased = await erase({ email: 'PAOLA.VERDI@example.it' });
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toMatchObject({ deleted: 1, leads: 2, message: PRIVACY_MESSAGES.erased(1, 2) });
    expect(erased.json().message).toBe('Cancellati i dati del visitatore: 1 conversazione e 2 contatti.');
    expect(await t.ctx.db.select().from(leads).where(eq(leads.accountId, owner.accountId))).toEqual([]);
    expect(await t.ctx.db.select().from(leadWebhookDeliveries).where(eq(leadWebhookDeliveries.id, inChat.deliveryId!))).toEqual([]);
    expect(await t.ctx.db.select().from(leads).where(eq(leads.accountId, other.accountId))).toHaveLength(1);
    const audits = await t.ctx.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'visitor_data.erased'), eq(adminAuditLog.actorId, owner.id)));
    expect(audits.map((a) => a.after)).toContainEqual(expect.objectContaining({ conversations: 1, leads: 2 }));
    expect(JSON.stringify(audits)).not.toContain('paola');

    // Only a lead, no conversation: still found and erased.
    await t.ctx.db.transaction((tx) => recordLead(tx, { ...lead, email: 'solo.contatto@example.it', conversationId: null }));
    expect((await search({ email: 'solo.contatto@example.it' })).json()).toMatchObject({
      conversations: [],
      leads: [{ name: 'Paola Verdi' }],
    });
    expect((await erase({ email: 'solo.contatto@example.it' })).json()).toMatchObject({ deleted: 0, leads: 1 });
  });

  it('refuses bad input in Italian, and gives other roles and other accounts nothing', async () => {
    const anna = randomUUID();
    await say('Sono anna@example.it', anna);
    for (const [body, message] of [
      [{}, PRIVACY_MESSAGES.whoRequired],
      [{ email: 'non-una-email' }, PRIVACY_MESSAGES.emailInvalid],
      [{ customerId: '' }, PRIVACY_MESSAGES.customerIdInvalid],
    ] as const) {
      const res = await erase(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const admin = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'admin' });
    expect((await erase({ email: 'anna@example.it' }, await signIn(t, admin))).statusCode).toBe(403);
    expect((await search({ email: 'anna@example.it' }, await signIn(t, admin))).statusCode).toBe(403);
    const other = await createAccountWithOwner(t.ctx.db);
    const otherCookie = await signIn(t, other);
    expect((await search({ email: 'anna@example.it' }, otherCookie)).json().conversations).toEqual([]);
    expect((await erase({ email: 'anna@example.it' }, otherCookie)).statusCode).toBe(404);
    expect(await conversationsOf(anna)).toHaveLength(1);
  });
});
