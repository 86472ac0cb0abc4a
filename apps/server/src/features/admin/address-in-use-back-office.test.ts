import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountWithOwner, createUser, uniqueEmail, type CreatedUser } from '../../test/factories.js';
import { addTeamMemberAs } from '../../test/add-team-member.js';
import { signIn } from '../../test/sign-in.js';
import { signInSuperAdmin } from '../../test/sign-in-super-admin.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * ADR 0113: in the back office a row added with an address in use elsewhere (ADR 0111) is found by the address the
 * owner typed, never by its internal placeholder, and the statistics count it as a pending invitation only.
 */
let t: TestApp;
let superCookie: string;
let owner: CreatedUser & { accountId: string };
let ownerCookie: string;
let customer: CreatedUser;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
  const operator = await createUser(t.ctx.db, { accountId: null, role: 'super_admin', email: uniqueEmail('operatore') });
  superCookie = await signInSuperAdmin(t, operator);
  owner = await createAccountWithOwner(t.ctx.db, { plan: 'pro', planExpiresAt: new Date(Date.now() + 30 * 86_400_000) });
  ownerCookie = await signIn(t, owner);
  const other = await createAccountWithOwner(t.ctx.db, { plan: 'base', planExpiresAt: new Date(Date.now() + 30 * 86_400_000) });
  customer = await createUser(t.ctx.db, { accountId: other.accountId, role: 'user', email: uniqueEmail('cliente.altrove') });
});
afterAll(async () => {
  await t.close();
});

const addMember = (email: string) => addTeamMemberAs(t, ownerCookie, { email });
const search = async (q: string, cookie = superCookie, more = '') =>
  t.request({ method: 'GET', url: `/api/super-admin/subscriptions?q=${encodeURIComponent(q)}&${more}`, cookie });
const found = async (q: string) => (await search(q)).json<{ rows: { id: string; email: string; accountId: string }[]; total: number }>();
const stats = async () =>
  (await t.request({ method: 'GET', url: '/api/super-admin/stats', cookie: superCookie })).json<{
    totalSubscriptions: number;
    activeSubscriptions: number;
    pendingInvitations: number;
  }>();

describe('a row added with an address in use elsewhere, in the back office (ADR 0113)', () => {
  it('counts as a pending invitation, not as a subscription nor an active one; so does a genuine invitee', async () => {
    const before = await stats();
    await addMember(customer.email);
    const afterInUse = await stats();
    expect(afterInUse).toMatchObject({
      totalSubscriptions: before.totalSubscriptions,
      activeSubscriptions: before.activeSubscriptions,
      pendingInvitations: before.pendingInvitations + 1,
    });
    await addMember(uniqueEmail('invitata.vera'));
    // A new member joins the account's subscription: still one subscription (issue 44).
    expect(await stats()).toMatchObject({
      totalSubscriptions: before.totalSubscriptions,
      activeSubscriptions: before.activeSubscriptions,
      pendingInvitations: before.pendingInvitations + 2,
    });
  });

  it('is found by the typed address, whole or in part, beside the real user of that address', async () => {
    const id = await addMember(`Ripetuta.${customer.email}`.toLowerCase());
    for (const q of [customer.email, customer.email.split('@')[0]!.toUpperCase(), 'ripetuta.cliente']) {
      const page = await found(q);
      expect(
        page.rows.map((r) => r.id),
        q,
      ).toContain(id);
      expect(JSON.stringify(page), q).not.toContain('.invalid');
    }
    const whole = await found(customer.email);
    // The customer's own row, and the two rows of the owner's team that show that address.
    expect(whole.rows.map((r) => r.accountId).sort()).toEqual([customer.accountId, owner.accountId, owner.accountId].sort());
    expect(whole.total).toBe(3);
  });

  it('is sorted by e-mail by the typed address, both ways, beside the real user of that address (ADR 0125)', async () => {
    // No other address here starts with 'zzzz' (a placeholder is hexadecimal): both rows showing it open the Z-A list.
    const typed = `zzzz.ordinata.${Date.now()}@esempio.it`;
    const real = await createUser(t.ctx.db, { accountId: customer.accountId, role: 'user', email: typed });
    const id = await addMember(typed);
    const sorted = async (dir: 'asc' | 'desc') => {
      const res = await search('', superCookie, `sort=email&dir=${dir}&pageSize=100`);
      expect(res.statusCode).toBe(200);
      return res.json<{ rows: { id: string; email: string }[]; total: number }>();
    };
    const [asc, desc] = [await sorted('asc'), await sorted('desc')];
    expect(asc.total).toBeLessThanOrEqual(100);
    const first = desc.rows.slice(0, 2);
    expect(first.map((r) => r.email)).toEqual([typed, typed]);
    expect(first.map((r) => r.id).sort()).toEqual([id, real.id].sort());
    expect(desc.rows.map((r) => r.id)).toEqual(asc.rows.map((r) => r.id).reverse());
  });

  it('is never found by its internal placeholder', async () => {
    for (const q of ['indirizzo-in-uso', '.invalid']) {
      const page = await found(q);
      expect(page.total, q).toBe(0);
    }
  });

  it("is named in the audit log by the typed address, so the operator's actions on it can be found", async () => {
    const typed = uniqueEmail('registro.altrove');
    await createUser(t.ctx.db, { accountId: customer.accountId, role: 'user', email: typed });
    const id = await addMember(typed);
    const send = (url: string, payload: Record<string, unknown>) =>
      t.request({ method: 'POST', url: `/api/super-admin/subscriptions/${id}/${url}`, cookie: superCookie, payload });
    expect((await send('ban', { banned: true })).statusCode).toBe(200);
    const role = await t.request({
      method: 'PATCH',
      url: `/api/super-admin/subscriptions/${id}/role`,
      cookie: superCookie,
      payload: { role: 'admin' },
    });
    expect(role.statusCode).toBe(200);
    const log = await t.request({
      method: 'GET',
      url: `/api/super-admin/audit-log?target=${encodeURIComponent(typed)}`,
      cookie: superCookie,
    });
    expect(log.statusCode).toBe(200);
    const entries = log.json<{ entries: { action: string; targetId: string }[] }>().entries;
    expect(
      entries
        .filter((e) => e.targetId === id)
        .map((e) => e.action)
        .sort(),
    ).toEqual(['role.changed', 'user.banned']);
    expect(log.body).not.toContain('.invalid');
  });

  it('stays an operator search: account roles are refused and learn nothing', async () => {
    const member = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'admin' });
    for (const cookie of [ownerCookie, await signIn(t, member), await signIn(t, customer)]) {
      const res = await search(customer.email, cookie);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain(customer.email);
      expect((await t.request({ method: 'GET', url: '/api/super-admin/stats', cookie })).statusCode).toBe(403);
    }
  });
});
