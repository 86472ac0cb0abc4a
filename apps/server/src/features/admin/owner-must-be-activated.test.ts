import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_NOT_ACTIVATED } from '@app/shared/i18n/admin';
import { INVALID_ROLE_EDIT } from '@app/shared/i18n/team';
import { createAccountWithOwner, createUser, uniqueEmail, type CreatedUser } from '../../test/factories.js';
import { addTeamMemberAs } from '../../test/add-team-member.js';
import { signIn } from '../../test/sign-in.js';
import { signInSuperAdmin } from '../../test/sign-in-super-admin.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * ADR 0124: an account is never handed to a member who cannot sign in. The operator's hand-over (ADR 0050) refuses
 * an invitee who has not confirmed and a row added with an address in use elsewhere (ADR 0111), changing nothing;
 * the team page has no hand-over at all.
 */
let t: TestApp;
let owner: CreatedUser & { accountId: string };
let superCookie: string, ownerCookie: string, customer: CreatedUser;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
  const [operator, other] = await Promise.all([
    createUser(t.ctx.db, { accountId: null, role: 'super_admin', email: uniqueEmail('operatore') }),
    createAccountWithOwner(t.ctx.db, {}),
  ]);
  owner = await createAccountWithOwner(t.ctx.db, { plan: 'pro', planExpiresAt: new Date(Date.now() + 30 * 86_400_000) });
  [superCookie, ownerCookie, customer] = await Promise.all([
    signInSuperAdmin(t, operator),
    signIn(t, owner),
    createUser(t.ctx.db, { accountId: other.accountId, role: 'user', email: uniqueEmail('cliente.altrove') }),
  ]);
});
afterAll(async () => {
  await t.close();
});

const addMember = (email: string) => addTeamMemberAs(t, ownerCookie, { email, role: 'admin' });
const operatorSetsRole = (id: string, role: string, cookie = superCookie) =>
  t.request({ method: 'PATCH', url: `/api/super-admin/subscriptions/${id}/role`, cookie, payload: { role } });
const detail = async (id: string) =>
  (await t.request({ method: 'GET', url: `/api/super-admin/subscriptions/${id}`, cookie: superCookie })).json<{
    user: { role: string; emailConfirmed: boolean; isActive: boolean };
  }>().user;

describe('making a member owner who has not activated their account (ADR 0124)', () => {
  it('the operator is refused with 409 for an invitee and for a row added with an address in use elsewhere; nothing changes', async () => {
    const invitee = await addMember(uniqueEmail('invitata'));
    const inUse = await addMember(customer.email);
    for (const id of [invitee, inUse]) {
      expect(await detail(id)).toMatchObject({ role: 'admin', emailConfirmed: false, isActive: false });
      const res = await operatorSetsRole(id, 'owner');
      expect(res.statusCode, id).toBe(409);
      expect(res.json()).toMatchObject({ code: 'OWNER_NOT_ACTIVATED', message: OWNER_NOT_ACTIVATED });
      expect((await detail(id)).role).toBe('admin');
    }
    expect((await detail(owner.id)).role).toBe('owner');
    const log = await t.request({ method: 'GET', url: '/api/super-admin/audit-log', cookie: superCookie });
    expect(JSON.stringify(log.json())).not.toContain(inUse);
  });

  it('a confirmed member whose profile is not active yet is refused too; once active the hand-over happens', async () => {
    const member = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user', isActive: false });
    expect((await operatorSetsRole(member.id, 'owner')).statusCode).toBe(409);
    const unconfirmed = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user', emailVerified: false });
    expect((await operatorSetsRole(unconfirmed.id, 'owner')).statusCode).toBe(409);
    // Other roles stay open to a member who has not activated their account.
    expect((await operatorSetsRole(unconfirmed.id, 'instructor')).statusCode).toBe(200);

    const ready = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user' });
    const res = await operatorSetsRole(ready.id, 'owner');
    expect(res.statusCode).toBe(200);
    expect((await detail(ready.id)).role).toBe('owner');
    expect((await detail(owner.id)).role).toBe('admin');
    // Back as it was, for the tests that follow.
    expect((await operatorSetsRole(owner.id, 'owner')).statusCode).toBe(200);
  });

  it('the team page cannot make anyone owner, an invitee included (400), nor reach another account (404)', async () => {
    const invitee = await addMember(uniqueEmail('invitata.team'));
    const res = await t.request({
      method: 'PATCH',
      url: `/api/team/members/${invitee}/role`,
      cookie: ownerCookie,
      payload: { role: 'owner' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INVALID_ROLE_EDIT);
    expect((await detail(invitee)).role).toBe('admin');
    const elsewhere = await t.request({
      method: 'PATCH',
      url: `/api/team/members/${customer.id}/role`,
      cookie: ownerCookie,
      payload: { role: 'admin' },
    });
    expect(elsewhere.statusCode).toBe(404);
    expect((await detail(customer.id)).role).toBe('user');
  });

  it('an account role may not use the operator route (403) and an admin may not use the team route (403)', async () => {
    const invitee = await addMember(uniqueEmail('invitata.ruoli'));
    const admin = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'admin' });
    const adminCookie = await signIn(t, admin);
    expect((await operatorSetsRole(invitee, 'owner', ownerCookie)).statusCode).toBe(403);
    expect((await operatorSetsRole(invitee, 'owner', adminCookie)).statusCode).toBe(403);
    const team = await t.request({
      method: 'PATCH',
      url: `/api/team/members/${invitee}/role`,
      cookie: adminCookie,
      payload: { role: 'user' },
    });
    expect(team.statusCode).toBe(403);
    expect((await detail(invitee)).role).toBe('admin');
  });
});
