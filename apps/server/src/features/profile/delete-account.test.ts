import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createUser, type CreatedUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { signInSuperAdmin } from '../../test/sign-in-super-admin.js';
import { newId } from '../../db/ids.js';
import { accounts, profiles } from '../../db/schema/accounts.js';
import { sessions, users } from '../../db/schema/auth.js';
import { agents, collaborativeMemories } from '../../db/schema/agents.js';
import { agentDocuments, documentChunks } from '../../db/schema/documents.js';
import { conversations, messages } from '../../db/schema/chat.js';
import { actionTokens } from '../../db/schema/platform.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DELETED = 'Account eliminato con successo. Sarai reindirizzato alla pagina di login.';
const deleteMe = (cookie: string, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/profile/delete', cookie, payload });

/** An account with a member, an agent and everything that hangs from it, plus files in storage. */
async function populatedAccount() {
  const owner = await createAccountWithOwner(t.ctx.db);
  const accountId = owner.accountId;
  const admin = await createUser(t.ctx.db, { accountId, role: 'admin' });
  const [agent] = await t.ctx.db
    .insert(agents)
    .values({ id: newId(), accountId, userId: admin.id, instructorId: owner.id, name: 'Assistente', instructions: 'Rispondi.' })
    .returning();
  const documentId = newId();
  const filePath = `${accountId}/documents/${agent!.id}/${documentId}.txt`;
  await t.ctx.storage.put(filePath, Readable.from([Buffer.from('Orari: 9-18')]), { maxBytes: 1024 });
  await t.ctx.db.insert(agentDocuments).values({
    id: documentId,
    accountId,
    agentId: agent!.id,
    fileName: 'orari.txt',
    filePath,
    fileType: 'text/plain',
  });
  await t.ctx.db
    .insert(documentChunks)
    .values({ id: newId(), accountId, agentId: agent!.id, documentId, ordinal: 0, text: 'Orari: 9-18', startOffset: 0, endOffset: 11 });
  await t.ctx.db
    .insert(collaborativeMemories)
    .values({ id: newId(), accountId, agentId: agent!.id, userId: admin.id, content: 'Chiudiamo alle 18', type: 'general_memory' });
  const conversationId = newId();
  await t.ctx.db.insert(conversations).values({ id: conversationId, accountId, agentId: agent!.id, userId: admin.id, channel: 'test' });
  await t.ctx.db
    .insert(messages)
    .values({ id: newId(), conversationId, accountId, agentId: agent!.id, sender: 'user', text: 'A che ora chiudete?' });
  await t.ctx.db.insert(actionTokens).values({
    id: newId(),
    tokenHash: newId(),
    kind: 'agent-deletion',
    userId: admin.id,
    accountId,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  const avatarPath = `${accountId}/avatars/${owner.id}`;
  await t.ctx.storage.put(avatarPath, Readable.from([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])]), { maxBytes: 1024 });
  await t.ctx.db.update(profiles).set({ avatarPath, avatarMime: 'image/png' }).where(eq(profiles.userId, owner.id));
  return { owner, admin, accountId, agent: agent!, filePath, avatarPath };
}

/** Row counts of every table of the database, whoever created it. */
async function countEveryTable(): Promise<Record<string, number>> {
  const { rows } = await t.ctx.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name: name } of rows) {
    const result = await t.ctx.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from "${name}"`));
    counts[name] = Number(result.rows[0]!.n);
  }
  return counts;
}

const fileExists = (key: string) =>
  t.ctx.storage.size(key).then(
    () => true,
    () => false,
  );

async function makeSessionOld(user: CreatedUser) {
  await t.ctx.db
    .update(sessions)
    .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
    .where(eq(sessions.userId, user.id));
}

describe("deleting an owner's account", () => {
  it('removes every row and file of the account and nothing of another account', async () => {
    const other = await populatedAccount();
    const otherOwnerCookie = await signIn(t, other.owner);
    const before = await countEveryTable();

    const doomed = await populatedAccount();
    const memberCookie = await signIn(t, doomed.admin);
    const cookie = await signIn(t, doomed.owner);
    await makeSessionOld(doomed.owner);

    const res = await deleteMe(cookie, { confirmation: 'CANCELLA', password: doomed.owner.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(DELETED);
    expect(String(res.headers['set-cookie'])).toMatch(/agenti\.session_token=;/);

    const after = await countEveryTable();
    // Only the e-mails sent (kept in the development mailbox) may remain of the deleted account.
    // Rate-limit counters are keyed by a hash of the client's address, not by account (on PostgreSQL the
    // requests above were counted there); they expire on their own.
    const { dev_mailbox: mailAfter, rate_limit_counters: _countersAfter, ...restAfter } = after;
    const { dev_mailbox: mailBefore, rate_limit_counters: _countersBefore, ...restBefore } = before;
    expect(restAfter).toEqual(restBefore);
    expect(mailAfter).toBeGreaterThanOrEqual(mailBefore!);

    expect(await t.ctx.db.select().from(accounts).where(eq(accounts.id, doomed.accountId))).toHaveLength(0);
    expect(await t.ctx.db.select().from(users).where(eq(users.accountId, doomed.accountId))).toHaveLength(0);
    expect(await fileExists(doomed.filePath)).toBe(false);
    expect(await fileExists(doomed.avatarPath)).toBe(false);
    expect(await fileExists(other.filePath)).toBe(true);
    expect(await fileExists(other.avatarPath)).toBe(true);

    expect((await t.request({ method: 'GET', url: '/api/profile', cookie })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/profile', cookie: memberCookie })).statusCode).toBe(401);
    expect(
      (await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: doomed.owner.email, password: doomed.owner.password } }))
        .statusCode,
    ).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/profile', cookie: otherOwnerCookie })).statusCode).toBe(200);
    expect((await t.lastEmail(doomed.owner.email))?.subject).toBe('Il tuo account è stato eliminato');
  });

  it('accepts a recent sign-in instead of the password', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const cookie = await signIn(t, owner);
    const res = await deleteMe(cookie, { confirmation: 'CANCELLA' });
    expect(res.statusCode).toBe(200);
    expect(await t.ctx.db.select().from(accounts).where(eq(accounts.id, owner.accountId))).toHaveLength(0);
  });
});

describe('refusals', () => {
  it('refuses anything but CANCELLA typed exactly, and deletes nothing', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const cookie = await signIn(t, owner);
    for (const confirmation of ['cancella', 'CANCELLA ', '', 'ELIMINA']) {
      const res = await deleteMe(cookie, { confirmation, password: owner.password });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Per confermare digita CANCELLA.');
    }
    expect((await deleteMe(cookie, { password: owner.password })).statusCode).toBe(400);
    expect(await t.ctx.db.select().from(users).where(eq(users.id, owner.id))).toHaveLength(1);
  });

  it('requires the password when the session is older than 10 minutes, and refuses a wrong one', async () => {
    const { owner, accountId } = await populatedAccount();
    const cookie = await signIn(t, owner);
    await makeSessionOld(owner);
    const stale = await deleteMe(cookie, { confirmation: 'CANCELLA' });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().message).toBe("Per sicurezza, inserisci la tua password (oppure esci e accedi di nuovo) per eliminare l'account.");
    const wrong = await deleteMe(cookie, { confirmation: 'CANCELLA', password: 'Sbagliata1!' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe('La password non è corretta.');
    expect(await t.ctx.db.select().from(accounts).where(eq(accounts.id, accountId))).toHaveLength(1);
    expect(await t.ctx.db.select().from(agents).where(eq(agents.accountId, accountId))).toHaveLength(1);
    expect((await t.request({ method: 'GET', url: '/api/profile', cookie })).statusCode).toBe(200);
  });

  it('requires a session, and a super admin cannot delete themselves from here', async () => {
    expect((await t.request({ method: 'POST', url: '/api/profile/delete', payload: { confirmation: 'CANCELLA' } })).statusCode).toBe(401);
    const admin = await createUser(t.ctx.db, { accountId: null, role: 'super_admin' });
    const res = await deleteMe(await signInSuperAdmin(t, admin), { confirmation: 'CANCELLA', password: admin.password });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Un Super Admin non può eliminare il proprio account da qui.');
    expect(await t.ctx.db.select().from(users).where(eq(users.id, admin.id))).toHaveLength(1);
  });
});

describe('a member deleting themselves', () => {
  it('removes only their user; the agents they created pass to the owner', async () => {
    const { owner, admin, accountId, agent } = await populatedAccount();
    const instructor = await createUser(t.ctx.db, { accountId, role: 'instructor' });
    const [taught] = await t.ctx.db
      .insert(agents)
      .values({ id: newId(), accountId, userId: owner.id, instructorId: instructor.id, name: 'Formatore', instructions: 'Spiega.' })
      .returning();
    const ownerCookie = await signIn(t, owner);

    const res = await deleteMe(await signIn(t, admin), { confirmation: 'CANCELLA' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(DELETED);
    expect(await t.ctx.db.select().from(users).where(eq(users.id, admin.id))).toHaveLength(0);
    expect(await t.ctx.db.select().from(profiles).where(eq(profiles.userId, admin.id))).toHaveLength(0);
    const [kept] = await t.ctx.db.select().from(agents).where(eq(agents.id, agent.id));
    expect(kept).toMatchObject({ userId: owner.id, instructorId: owner.id, accountId });
    expect(await t.ctx.db.select().from(agentDocuments).where(eq(agentDocuments.agentId, agent.id))).toHaveLength(1);
    expect(await t.ctx.db.select().from(accounts).where(eq(accounts.id, accountId))).toHaveLength(1);
    expect((await t.request({ method: 'GET', url: '/api/profile', cookie: ownerCookie })).statusCode).toBe(200);

    expect((await deleteMe(await signIn(t, instructor), { confirmation: 'CANCELLA' })).statusCode).toBe(200);
    const [untaught] = await t.ctx.db.select().from(agents).where(eq(agents.id, taught!.id));
    expect(untaught).toMatchObject({ userId: owner.id, instructorId: null });
  });
});
