import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createAgent } from '../../test/factories.js';
import { newId } from '../../db/ids.js';
import { conversations } from '../../db/schema/chat.js';
import { leads, leadWebhookDeliveries, leadWebhooks } from '../../db/schema/leads.js';
import { recordLead } from './record-lead.js';
import { sealWebhookSecret } from './webhook-secret.js';

describe('recordLead', () => {
  let t: TestApp;
  let accountId: string;
  let agentId: string;
  let conversationId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const owner = await createAccountWithOwner(t.ctx.db);
    accountId = owner.accountId;
    agentId = (await createAgent(t.ctx.db, { accountId, userId: owner.id })).id;
    conversationId = newId();
    await t.ctx.db.insert(conversations).values({ id: conversationId, accountId, agentId, channel: 'public', visitorId: newId() });
  });
  afterAll(() => t.close());

  it('adds a lead, and the same address in the same conversation updates it instead of adding another', async () => {
    const base = {
      accountId,
      agentId,
      conversationId,
      name: ' Mario Rossi ',
      email: ' Mario.Rossi@Esempio.IT ',
      consent: false,
      source: 'handoff' as const,
    };
    const first = await t.ctx.db.transaction((tx) => recordLead(tx, { ...base, phone: '+39 333 1234567' }));
    expect(first).toMatchObject({ created: true, deliveryId: null });
    const second = await t.ctx.db.transaction((tx) => recordLead(tx, { ...base, name: 'Mario R.', phone: null, consent: true }));
    expect(second).toEqual({ leadId: first.leadId, accountId, agentId, created: false, deliveryId: null });
    const rows = await t.ctx.db.select().from(leads).where(eq(leads.conversationId, conversationId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Mario R.', email: 'mario.rossi@esempio.it', phone: '+39 333 1234567', consent: true });
    expect(rows[0]!.consentAt).toBeInstanceOf(Date);
    // Another address in the same conversation, and leads without a conversation, are new rows.
    const other = await t.ctx.db.transaction((tx) => recordLead(tx, { ...base, email: 'anna@esempio.it' }));
    const loose1 = await t.ctx.db.transaction((tx) => recordLead(tx, { ...base, conversationId: null, source: 'widget' }));
    const loose2 = await t.ctx.db.transaction((tx) => recordLead(tx, { ...base, conversationId: null, source: 'widget' }));
    expect(new Set([first.leadId, other.leadId, loose1.leadId, loose2.leadId]).size).toBe(4);
  });

  it('writes a webhook delivery with a new lead when the account has an enabled webhook', async () => {
    await t.ctx.db.insert(leadWebhooks).values({
      accountId,
      url: 'https://esempio.it/hook',
      secret: sealWebhookSecret(t.config.AUTH_SECRET, 'whsec_x'),
      secretPrefix: 'whsec_x…',
    });
    const lead = await t.ctx.db.transaction((tx) =>
      recordLead(tx, { accountId, agentId, conversationId, name: 'Luca', email: 'luca@esempio.it', consent: true, source: 'prechat' }),
    );
    expect(lead.deliveryId).toBeTruthy();
    const [delivery] = await t.ctx.db.select().from(leadWebhookDeliveries).where(eq(leadWebhookDeliveries.id, lead.deliveryId!));
    expect(delivery).toMatchObject({ event: 'lead.created', leadId: lead.leadId, status: 'pending' });
    expect(delivery!.payload).toMatchObject({ lead: { email: 'luca@esempio.it', agentName: 'Assistente Clienti', source: 'prechat' } });
    await t.ctx.db.delete(leadWebhooks).where(eq(leadWebhooks.accountId, accountId));
  });

  it('refuses a conversation of another agent', async () => {
    const other = await createAccountWithOwner(t.ctx.db);
    const otherAgent = await createAgent(t.ctx.db, { accountId: other.accountId, userId: other.id });
    await expect(
      t.ctx.db.transaction((tx) =>
        recordLead(tx, {
          accountId: other.accountId,
          agentId: otherAgent.id,
          conversationId,
          name: 'X',
          email: 'x@esempio.it',
          consent: false,
          source: 'handoff',
        }),
      ),
    ).rejects.toThrow();
  });
});
