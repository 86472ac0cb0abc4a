import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountWithOwner, createUser, uniqueEmail } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { openEventStream } from '../../test/sse.js';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

const addMember = (cookie: string) =>
  t.request({
    method: 'POST',
    url: '/api/team/members',
    cookie,
    payload: { email: uniqueEmail('live'), password: 'Benvenuto1!', role: 'user' },
  });

describe('live team list over Server-Sent Events', () => {
  it('tells every open list of the account about a change of the team, and never another account', async () => {
    const a = await createAccountWithOwner(t.ctx.db);
    const b = await createAccountWithOwner(t.ctx.db);
    const [cookieA, cookieA2, cookieB] = [await signIn(t, a), await signIn(t, a), await signIn(t, b)];
    const streamA = await openEventStream(base, cookieA);
    const streamA2 = await openEventStream(base, cookieA2);
    const streamB = await openEventStream(base, cookieB);
    try {
      expect((await addMember(cookieA)).statusCode).toBe(201);
      expect((await streamA.next('team.changed')).data).toEqual({ type: 'team.changed' });
      expect((await streamA2.next('team.changed')).data).toEqual({ type: 'team.changed' });

      // Account B's changes, from another browser of B, reach B only.
      const added = await addMember(cookieB);
      expect(added.statusCode).toBe(201);
      expect((await streamB.next('team.changed')).data).toEqual({ type: 'team.changed' });
      const member = await createUser(t.ctx.db, { accountId: b.accountId, role: 'user' });
      const memberStream = await openEventStream(base, await signIn(t, member));
      const off = await t.request({
        method: 'PATCH',
        url: `/api/team/members/${member.id}/status`,
        cookie: cookieB,
        payload: { active: false },
      });
      expect(off.statusCode).toBe(200);
      // The deactivated member's open tab is told its session ended; the owner's list reloads.
      expect((await memberStream.next('session.ended')).type).toBe('session.ended');
      expect((await streamB.next('team.changed')).data).toEqual({ type: 'team.changed' });
      memberStream.close();

      const roleChange = await t.request({
        method: 'PATCH',
        url: `/api/team/members/${added.json().member.id}/role`,
        cookie: cookieB,
        payload: { role: 'admin' },
      });
      expect(roleChange.statusCode).toBe(200);
      // A sentinel of account A: everything A2 heard before it must be nothing of B's team.
      const agent = await t.request({
        method: 'POST',
        url: '/api/agents',
        cookie: cookieA,
        payload: { name: 'Sentinella', instructions: 'Rispondi.' },
      });
      expect(agent.statusCode).toBe(201);
      expect(await streamA2.before('agents.changed')).toEqual([]);
    } finally {
      streamA.close();
      streamA2.close();
      streamB.close();
    }
  });
});
