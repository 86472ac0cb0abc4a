import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { signInSuperAdmin } from '../../test/sign-in-super-admin.js';
import { newId } from '../../db/ids.js';
import { accounts, profiles } from '../../db/schema/accounts.js';
import { users } from '../../db/schema/auth.js';
import { agents } from '../../db/schema/agents.js';

const becomeOwner = (t: TestApp, cookie: string) => t.request({ method: 'POST', url: '/api/profile/become-owner', cookie });

describe('become owner, off by default (D7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('hides the card and refuses the request, changing nothing', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const member = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user' });
    const cookie = await signIn(t, member);
    expect((await t.request({ method: 'GET', url: '/api/profile', cookie })).json().canBecomeOwner).toBe(false);
    const res = await becomeOwner(t, cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('La promozione a proprietario non è disponibile.');
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({ role: 'user', accountId: owner.accountId });
  });
});

describe('become owner with ALLOW_SELF_PROMOTION=true (D7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ALLOW_SELF_PROMOTION: 'true' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('moves the member to a new, empty account of their own, with no access to the old team', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const member = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'admin' });
    const [teamAgent] = await t.ctx.db
      .insert(agents)
      .values({
        id: newId(),
        accountId: owner.accountId,
        userId: owner.id,
        instructorId: member.id,
        name: 'Del team',
        instructions: 'Rispondi.',
      })
      .returning();
    const [ownAgent] = await t.ctx.db
      .insert(agents)
      .values({ id: newId(), accountId: owner.accountId, userId: member.id, name: 'Creato da me', instructions: 'Rispondi.' })
      .returning();
    const cookie = await signIn(t, member);
    expect((await t.request({ method: 'GET', url: `/api/agents/${teamAgent!.id}`, cookie })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/profile', cookie })).json().canBecomeOwner).toBe(true);

    const res = await becomeOwner(t, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Ora sei il proprietario di un nuovo account. La pagina verrà ricaricata.');

    const session = (await t.request({ method: 'GET', url: '/api/auth/session', cookie })).json();
    expect(session.user.role).toBe('owner');
    expect(session.account.id).not.toBe(owner.accountId);
    expect(session.account.planStatus).toBe('trial');
    const [account] = await t.ctx.db.select().from(accounts).where(eq(accounts.id, session.account.id));
    expect((account!.trialEndsAt!.getTime() - Date.now()) / 86_400_000).toBeGreaterThan(6.9);

    const list = await t.request({ method: 'GET', url: '/api/agents', cookie });
    expect(list.statusCode).toBe(200);
    expect(list.json().agents).toEqual([]);
    for (const agent of [teamAgent!, ownAgent!]) {
      const read = await t.request({ method: 'GET', url: `/api/agents/${agent.id}`, cookie });
      expect(read.statusCode).toBe(404);
    }
    // The old team keeps its agents: the one the member created passes to the owner.
    const [kept] = await t.ctx.db.select().from(agents).where(eq(agents.id, ownAgent!.id));
    expect(kept).toMatchObject({ accountId: owner.accountId, userId: owner.id });
    const [taught] = await t.ctx.db.select().from(agents).where(eq(agents.id, teamAgent!.id));
    expect(taught?.instructorId).toBeNull();
    const ownerList = await t.request({ method: 'GET', url: '/api/agents', cookie: await signIn(t, owner) });
    expect(
      ownerList
        .json()
        .agents.map((a: { id: string }) => a.id)
        .sort(),
    ).toEqual([teamAgent!.id, ownAgent!.id].sort());
    const [oldOwner] = await t.ctx.db.select().from(users).where(eq(users.id, owner.id));
    expect(oldOwner).toMatchObject({ role: 'owner', accountId: owner.accountId });
  });

  it("takes the avatar along to the new account's files", async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const member = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user' });
    const cookie = await signIn(t, member);
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
    const boundary = '----promozione';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="io.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await t.request({
      method: 'POST',
      url: '/api/profile/avatar',
      cookie,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(uploaded.statusCode).toBe(200);
    expect((await becomeOwner(t, cookie)).statusCode).toBe(200);
    const [profile] = await t.ctx.db.select().from(profiles).where(eq(profiles.userId, member.id));
    const [moved] = await t.ctx.db.select().from(users).where(eq(users.id, member.id));
    expect(profile?.avatarPath).toBe(`${moved!.accountId}/avatars/${member.id}`);
    await expect(t.ctx.storage.size(`${owner.accountId}/avatars/${member.id}`)).rejects.toThrow();
    const served = await t.request({ method: 'GET', url: `/api/profile/avatar/${member.id}`, cookie });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
    // The old team no longer sees it: the user is not theirs any more.
    expect((await t.request({ method: 'GET', url: `/api/profile/avatar/${member.id}`, cookie: await signIn(t, owner) })).statusCode).toBe(
      404,
    );
  });

  it('refuses an owner and a super admin', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const res = await becomeOwner(t, await signIn(t, owner));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Sei già il proprietario del tuo account.');
    const admin = await createUser(t.ctx.db, { accountId: null, role: 'super_admin' });
    const refused = await becomeOwner(t, await signInSuperAdmin(t, admin));
    expect(refused.statusCode).toBe(403);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, admin.id));
    expect(row).toMatchObject({ role: 'super_admin', accountId: null });
    expect((await t.request({ method: 'POST', url: '/api/profile/become-owner' })).statusCode).toBe(401);
  });
});
