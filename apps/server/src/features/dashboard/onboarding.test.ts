import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createAgent, createUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { agentDocuments } from '../../db/schema/documents.js';
import { accounts } from '../../db/schema/accounts.js';
import { setAccountPlan } from '../account/set-account-plan.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
});
afterAll(async () => {
  await t.close();
});

const get = (cookie: string | undefined) => t.request({ method: 'GET', url: '/api/dashboard/onboarding', cookie });
const dismiss = (cookie: string | undefined) => t.request({ method: 'POST', url: '/api/dashboard/onboarding/dismiss', cookie });
const doneSteps = (body: { steps: { id: string; done: boolean }[] }) => body.steps.filter((s) => s.done).map((s) => s.id);

describe("the owner's first-run checklist (issue 19)", () => {
  it('starts empty and ticks each step from the account’s real data, in order', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const cookie = await signIn(t, owner);
    const fresh = await get(cookie);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toEqual({
      dismissed: false,
      firstAgentId: null,
      steps: ['agent', 'document', 'chat', 'share', 'team', 'plan'].map((id) => ({ id, done: false })),
    });

    const agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id });
    await t.ctx.db.insert(agentDocuments).values({
      id: randomUUID(),
      accountId: owner.accountId,
      agentId: agent.id,
      fileName: 'menu.txt',
      filePath: `${agent.id}/menu.txt`,
      fileType: 'text/plain',
    });
    expect(doneSteps((await get(cookie)).json())).toEqual(['agent', 'document']);

    const chat = await t.request({ method: 'POST', url: `/api/agents/${agent.id}/chat/messages`, cookie, payload: { text: 'Ciao' } });
    expect(chat.statusCode).toBe(200);
    expect(doneSteps((await get(cookie)).json())).toEqual(['agent', 'document', 'chat']);

    const visitor = await t.request({
      method: 'POST',
      url: `/api/public/agents/${agent.id}/messages`,
      payload: { text: 'Buongiorno', visitorId: randomUUID() },
    });
    expect(visitor.statusCode).toBe(200);
    await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user' });
    await setAccountPlan(t.ctx.db, owner.accountId, { plan: 'pro', planExpiresAt: new Date(Date.now() + 30 * 86_400_000) });
    const all = (await get(cookie)).json();
    expect(doneSteps(all)).toEqual(['agent', 'document', 'chat', 'share', 'team', 'plan']);
    expect(all.firstAgentId).toBe(agent.id);
  });

  it("counts only the caller's own account", async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const other = await createAccountWithOwner(t.ctx.db);
    await createAgent(t.ctx.db, { accountId: other.accountId, userId: other.id });
    await createUser(t.ctx.db, { accountId: other.accountId, role: 'admin' });
    const body = (await get(await signIn(t, owner))).json();
    expect(doneSteps(body)).toEqual([]);
    expect(body.firstAgentId).toBeNull();
  });

  it('is dismissed for the whole account, on the server', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const res = await dismiss(await signIn(t, owner));
    expect(res.statusCode).toBe(200);
    // A new session (another device) sees it dismissed too.
    expect((await get(await signIn(t, owner))).json().dismissed).toBe(true);
    const [row] = await t.ctx.db.select().from(accounts).where(eq(accounts.id, owner.accountId));
    expect(row?.onboardingDismissedAt).toBeInstanceOf(Date);
  });

  it('belongs to the owner: other roles get 403 and change nothing, a visitor 401', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    for (const role of ['admin', 'instructor', 'user'] as const) {
      const member = await createUser(t.ctx.db, { accountId: owner.accountId, role });
      const cookie = await signIn(t, member);
      expect((await get(cookie)).statusCode).toBe(403);
      const refused = await dismiss(cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toMatch(/proprietari/);
    }
    expect((await get(undefined)).statusCode).toBe(401);
    expect((await dismiss(undefined)).statusCode).toBe(401);
    expect((await get(await signIn(t, owner))).json().dismissed).toBe(false);
  });
});
