import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createAccountWithOwner, createUser } from '../test/factories.js';
import { signIn } from '../test/sign-in.js';
import { sessions, users } from '../db/schema/auth.js';
import { streamStillValid } from './stream-still-valid.js';

/** Opens /api/events and collects what arrives until the server ends the stream. */
async function openStream(base: string, cookie: string) {
  const response = await fetch(`${base}/api/events`, { headers: { cookie } });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let received = '';
  const first = await reader.read();
  received += decoder.decode(first.value);
  const ended = (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return received;
      received += decoder.decode(value, { stream: true });
    }
  })();
  return { ended, received: () => received };
}

describe('a live-event stream ends with its session', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  });
  afterAll(() => t.close());

  it("a deactivated member's open stream gets 'session.ended' and is closed: later account events never reach it", async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const member = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'user' });
    const ownerCookie = await signIn(t, owner);
    const stream = await openStream(base, await signIn(t, member));

    const res = await t.request({
      method: 'PATCH',
      url: `/api/team/members/${member.id}/status`,
      cookie: ownerCookie,
      payload: { active: false },
    });
    expect(res.statusCode).toBe(200);
    const received = await stream.ended;
    expect(received).toContain('event: session.ended');

    // The owner keeps changing the account; the closed stream cannot carry it.
    const created = await t.request({
      method: 'POST',
      url: '/api/agents',
      cookie: ownerCookie,
      payload: { name: 'Dopo la disattivazione', description: 'd', instructions: 'i' },
    });
    expect(created.statusCode).toBe(201);
    expect(stream.received()).not.toContain('agents.changed');
  });

  it('signing out closes the stream of that session only', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const firstCookie = await signIn(t, owner);
    const secondCookie = await signIn(t, owner);
    const first = await openStream(base, firstCookie);
    const second = await openStream(base, secondCookie);

    expect((await t.request({ method: 'POST', url: '/api/auth/logout', cookie: firstCookie })).statusCode).toBe(200);
    expect(await first.ended).toContain('event: session.ended');

    // The other session's stream still carries the account's events.
    await t.request({
      method: 'POST',
      url: '/api/agents',
      cookie: secondCookie,
      payload: { name: 'Ancora vivo', description: 'd', instructions: 'i' },
    });
    await expect.poll(() => second.received(), { timeout: 10_000 }).toContain('agents.changed');
  });

  it('the heartbeat check: a session deleted without notice, a deactivated user or one moved to another account ends the stream', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const member = await createUser(t.ctx.db, { accountId: owner.accountId, role: 'admin' });
    await signIn(t, member);
    const [session] = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, member.id));
    const stream = { sessionId: session!.id, userId: member.id, accountId: owner.accountId };
    expect(await streamStillValid(t.ctx.db, stream)).toBe(true);
    expect(await streamStillValid(t.ctx.db, { ...stream, accountId: 'un-altro-account' })).toBe(false);
    expect(await streamStillValid(t.ctx.db, { ...stream, sessionId: undefined })).toBe(false);
    await t.ctx.db
      .update(users)
      .set({ bannedUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(users.id, member.id));
    expect(await streamStillValid(t.ctx.db, stream)).toBe(false);
    await t.ctx.db.update(users).set({ bannedUntil: null }).where(eq(users.id, member.id));
    expect(await streamStillValid(t.ctx.db, stream)).toBe(true);
    await t.ctx.db.delete(sessions).where(eq(sessions.id, session!.id));
    expect(await streamStillValid(t.ctx.db, stream)).toBe(false);
  });
});

describe('a stream whose client left while it opened', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('keeps no subscription or heartbeat behind (its close came while the session was checked)', async () => {
    const owner = await createAccountWithOwner(t.ctx.db);
    const cookie = await signIn(t, owner);
    let opened = 0;
    let active = 0;
    const subscribe = t.ctx.realtime.subscribe.bind(t.ctx.realtime);
    t.ctx.realtime.subscribe = (listener) => {
      opened += 1;
      active += 1;
      const unsubscribe = subscribe(listener);
      return () => {
        active -= 1;
        unsubscribe();
      };
    };
    const port = (t.app.server.address() as AddressInfo).port;
    for (let i = 0; i < 5; i += 1)
      await new Promise<void>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () =>
          socket.end(`GET /api/events HTTP/1.1\r\nHost: 127.0.0.1\r\ncookie: ${cookie}\r\n\r\n`, () => {
            socket.destroy();
            resolve();
          }),
        );
        socket.on('error', reject);
      });
    await expect.poll(() => opened, { timeout: 5_000 }).toBe(5);
    await expect.poll(() => active, { timeout: 5_000 }).toBe(0);
  });
});
