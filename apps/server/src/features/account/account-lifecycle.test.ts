import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createAgent, createUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { users } from '../../db/schema/auth.js';
import { agents } from '../../db/schema/agents.js';
import { profiles } from '../../db/schema/accounts.js';
import { actionTokens, contactMessages } from '../../db/schema/platform.js';
import { newId } from '../../db/ids.js';
import { avatarKey } from './storage-keys.js';
import { setAccountPlan } from './set-account-plan.js';
import { getAccountPlan } from './plan-state.js';
import { isStored } from '../../test/stored-files.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
});
afterAll(async () => {
  await t.close();
});

/** A member with everything that refers to them: agents, an assignment, a contact message, a pending link, an avatar. */
async function memberWithTraces() {
  const owner = await createAccountWithOwner(t.ctx.db);
  const member = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'instructor' });
  const created = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: member.id, name: 'Creato dal membro' });
  const taught = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, instructorId: member.id });
  const memberCookie = await signIn(t, member);
  const contact = await t.request({
    method: 'POST',
    url: '/api/contact',
    cookie: memberCookie,
    payload: { name: 'Membro', email: member.email, company: '', message: 'Vorrei sapere di più sui piani.' },
  });
  expect(contact.statusCode).toBe(200);
  await t.ctx.db.insert(actionTokens).values({
    id: newId(),
    tokenHash: newId(),
    kind: 'email-change',
    userId: member.id,
    accountId: owner.accountId,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  const key = avatarKey(owner.accountId, member.id);
  await t.ctx.storage.put(key, Readable.from([Buffer.from('immagine')]), { maxBytes: 1000 });
  await t.ctx.db.update(profiles).set({ avatarPath: key, avatarMime: 'image/png' }).where(eq(profiles.userId, member.id));
  return { owner, member, memberCookie, created, taught, key };
}

async function expectDetached(ctx: Awaited<ReturnType<typeof memberWithTraces>>) {
  const { owner, member, created, taught, key } = ctx;
  expect(await t.ctx.db.select().from(users).where(eq(users.id, member.id))).toHaveLength(0);
  expect(await t.ctx.db.select().from(profiles).where(eq(profiles.userId, member.id))).toHaveLength(0);
  expect(await t.ctx.db.select().from(actionTokens).where(eq(actionTokens.userId, member.id))).toHaveLength(0);
  const [kept] = await t.ctx.db.select().from(agents).where(eq(agents.id, created.id));
  expect(kept?.userId).toBe(owner.id);
  const [untaught] = await t.ctx.db.select().from(agents).where(eq(agents.id, taught.id));
  expect(untaught?.instructorId).toBeNull();
  // The operator keeps the message, without a link to a user who no longer exists.
  const [message] = await t.ctx.db.select().from(contactMessages).where(eq(contactMessages.email, member.email));
  expect(message).toMatchObject({ userId: null, message: 'Vorrei sapere di più sui piani.' });
  expect(await isStored(t.ctx.storage, key)).toBe(false);
}

describe('a member leaves the account, one behaviour whoever removes them', () => {
  it('removed by the owner from the team page', async () => {
    const traces = await memberWithTraces();
    const res = await t.request({ method: 'DELETE', url: `/api/team/members/${traces.member.id}`, cookie: await signIn(t, traces.owner) });
    expect(res.statusCode).toBe(200);
    await expectDetached(traces);
  });

  it('deleting their own account from the profile page', async () => {
    const traces = await memberWithTraces();
    const res = await t.request({
      method: 'POST',
      url: '/api/profile/delete',
      cookie: traces.memberCookie,
      payload: { confirmation: 'CANCELLA', password: traces.member.password },
    });
    expect(res.statusCode).toBe(200);
    await expectDetached(traces);
  });
});

describe('the plan fields', () => {
  it('are written by setAccountPlan and read back as the plan state', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    expect((await getAccountPlan(t.ctx.db, owner.accountId)).status).toBe('trial');
    const expiry = new Date(Date.now() + 30 * 86_400_000);
    await setAccountPlan(t.ctx.db, owner.accountId, { plan: 'base', planExpiresAt: expiry, trialEndsAt: null });
    const state = await getAccountPlan(t.ctx.db, owner.accountId);
    expect(state).toMatchObject({ status: 'active', subscribedPlanId: 'base', trialEndsAt: null, planExpiresAt: expiry });
    expect(state.plan?.id).toBe('base');
    await setAccountPlan(t.ctx.db, owner.accountId, { plan: null, planExpiresAt: null });
    expect(await getAccountPlan(t.ctx.db, owner.accountId)).toMatchObject({ status: 'expired', plan: null });
  });

  it('refuses an account that does not exist', async () => {
    await expect(setAccountPlan(t.ctx.db, 'nessuno', { plan: 'pro', planExpiresAt: new Date() })).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});
