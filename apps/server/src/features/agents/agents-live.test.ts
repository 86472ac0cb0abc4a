import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAppContext } from '../../bootstrap.js';
import { openDatabase, type Database } from '../../db/client.js';
import { buildApp } from '../../http/app.js';
import { createAccountWithOwner } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { openEventStream } from '../../test/sse.js';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  // A real socket: Server-Sent Events are read the way a browser reads them.
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

const openStream = (cookie: string, origin = base) => openEventStream(origin, cookie);

describe('live agent list over Server-Sent Events', () => {
  it('tells every open list of the account about a change, and never another account', async () => {
    const a = await createAccountWithOwner(t.ctx.db);
    const b = await createAccountWithOwner(t.ctx.db);
    const [cookieA, cookieA2, cookieB] = [await signIn(t, a), await signIn(t, a), await signIn(t, b)];
    const shutdownHooks = t.ctx.onClose.length;
    const streamA = await openStream(cookieA);
    const streamA2 = await openStream(cookieA2);
    const streamB = await openStream(cookieB);
    // An open stream adds no shutdown hook of its own, so closed streams are not kept in memory.
    expect(t.ctx.onClose.length).toBe(shutdownHooks);

    const createdA = await t.request({
      method: 'POST',
      url: '/api/agents',
      cookie: cookieA,
      payload: { name: 'Agente A', instructions: 'Rispondi.' },
    });
    expect(createdA.statusCode).toBe(201);
    expect((await streamA.next('agents.changed')).data).toEqual({ type: 'agents.changed', agentId: createdA.json().id, change: 'created' });
    expect((await streamA2.next('agents.changed')).data).toEqual({
      type: 'agents.changed',
      agentId: createdA.json().id,
      change: 'created',
    });

    // Notifications arrive in order: had A's event leaked to B, it would come before B's own.
    const createdB = await t.request({
      method: 'POST',
      url: '/api/agents',
      cookie: cookieB,
      payload: { name: 'Agente B', instructions: 'Rispondi.' },
    });
    expect((await streamB.next('agents.changed')).data).toEqual({ type: 'agents.changed', agentId: createdB.json().id, change: 'created' });

    const updated = await t.request({
      method: 'PUT',
      url: `/api/agents/${createdA.json().id}`,
      cookie: cookieA,
      payload: {
        name: 'Agente A2',
        instructions: 'Rispondi.',
        instructorId: a.id,
        status: 'Disattivato',
        memoryMode: 'none',
        enableExplicitMemory: true,
      },
    });
    expect(updated.statusCode).toBe(200);
    // B's creation was published before this update, so A's next event being the update proves it was filtered.
    expect((await streamA2.next('agents.changed')).data).toEqual({
      type: 'agents.changed',
      agentId: createdA.json().id,
      change: 'updated',
    });
    streamA.close();
    streamA2.close();
    streamB.close();
  });

  it('reaches the lists open on another server instance of the same database, and only those of the account', async () => {
    // A second instance: on PostgreSQL its own connections (LISTEN/NOTIFY between instances), on PGlite the same embedded database.
    const database: Database = t.ctx.database.url ? await openDatabase({ databaseUrl: t.ctx.database.url }) : t.ctx.database;
    const secondCtx = await createAppContext(t.config, { database });
    const second: FastifyInstance = await buildApp(secondCtx);
    try {
      const secondBase = await second.listen({ port: 0, host: '127.0.0.1' });
      const a = await createAccountWithOwner(t.ctx.db);
      const b = await createAccountWithOwner(t.ctx.db);
      const [cookieA, cookieB] = [await signIn(t, a), await signIn(t, b)];
      const onSecondA = await openStream(cookieA, secondBase);
      const onSecondB = await openStream(cookieB, secondBase);

      const createdA = await t.request({
        method: 'POST',
        url: '/api/agents',
        cookie: cookieA,
        payload: { name: 'Agente A', instructions: 'Rispondi.' },
      });
      expect(createdA.statusCode).toBe(201);
      expect((await onSecondA.next('agents.changed')).data).toEqual({
        type: 'agents.changed',
        agentId: createdA.json().id,
        change: 'created',
      });
      // A's event was published first: B's stream answering with B's own event proves A's never reached it.
      const createdB = await t.request({
        method: 'POST',
        url: '/api/agents',
        cookie: cookieB,
        payload: { name: 'Agente B', instructions: 'Rispondi.' },
      });
      expect((await onSecondB.next('agents.changed')).data).toEqual({
        type: 'agents.changed',
        agentId: createdB.json().id,
        change: 'created',
      });
      onSecondA.close();
      onSecondB.close();

      // Shutting an instance down ends the streams still open instead of waiting for the browsers to leave.
      const lingering = await openStream(cookieA, secondBase);
      await second.close();
      await expect(lingering.next('agents.changed')).rejects.toThrow('stream closed');
    } finally {
      if (second.server.listening) await second.close();
      if (database !== t.ctx.database) await database.close();
    }
  });
});
