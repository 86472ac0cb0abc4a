import path from 'node:path';
import { openDatabase } from '../../apps/server/src/db/client';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { newId } from '../../apps/server/src/db/ids';
import { conversations } from '../../apps/server/src/db/schema/chat';
import { createAccountWithOwner, createAgent, createUser } from '../../apps/server/src/test/factories';
import { recordLead } from '../../apps/server/src/features/leads/record-lead';
import { LEADS_INSTRUCTOR, LEADS_OWNER } from './env';

/**
 * Leads for the 'Contatti' browser test (issue 30), written through the product's own service (`recordLead`) into the
 * run's fresh data dir before the server starts on it: a visitor-facing form that creates them is another feature's.
 * An owner with two agents (one assigned to an instructor), a public conversation, and three leads.
 */
export async function seedLeads(dataDir: string): Promise<void> {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  try {
    await runMigrations(database);
    const db = database.db;
    const owner = await createAccountWithOwner(db, { email: LEADS_OWNER.email, password: LEADS_OWNER.password, plan: 'pro' });
    const instructor = await createUser(db, {
      accountId: owner.accountId,
      role: 'instructor',
      email: LEADS_INSTRUCTOR.email,
      password: LEADS_INSTRUCTOR.password,
    });
    const shop = await createAgent(db, {
      accountId: owner.accountId,
      userId: owner.id,
      name: 'Negozio Centro',
      instructorId: instructor.id,
    });
    const desk = await createAgent(db, { accountId: owner.accountId, userId: owner.id, name: 'Assistenza Ordini' });
    const conversationId = newId();
    await db
      .insert(conversations)
      .values({ id: conversationId, accountId: owner.accountId, agentId: shop.id, channel: 'public', visitorId: newId() });
    const base = { accountId: owner.accountId, conversationId: null, consent: false } as const;
    await db.transaction((tx) =>
      recordLead(tx, {
        ...base,
        agentId: shop.id,
        conversationId,
        name: 'Mario Rossi',
        email: 'mario.rossi@example.com',
        phone: '+39 333 1234567',
        consent: true,
        source: 'handoff',
      }),
    );
    await db.transaction((tx) =>
      recordLead(tx, { ...base, agentId: desk.id, name: 'Giulia Bianchi', email: 'giulia.bianchi@example.com', source: 'prechat' }),
    );
    await db.transaction((tx) =>
      recordLead(tx, {
        ...base,
        agentId: desk.id,
        name: 'Luca Verdi',
        email: 'luca.verdi@example.com',
        phone: '02 1234567',
        consent: true,
        source: 'widget',
      }),
    );
  } finally {
    await database.close();
  }
}
