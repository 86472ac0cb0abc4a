import { expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.js';
import { createAccountWithOwner } from '../test/factories.js';
import { signIn } from '../test/sign-in.js';
import { shutDownGracefully } from './readiness.js';

it('an instance shutting down ends its open event streams and closes', async () => {
  const t = await createTestApp();
  const owner = await createAccountWithOwner(t.ctx.db);
  const cookie = await signIn(t, owner);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as { port: number };
  const base = `http://127.0.0.1:${port}`;
  expect((await fetch(`${base}/api/ready`)).status).toBe(200);

  const stream = await fetch(`${base}/api/events`, { headers: { cookie } });
  expect(stream.status).toBe(200);
  const reader = stream.body!.getReader();
  await reader.read(); // the stream is open: its first bytes arrived
  let ended = false;
  const drained = (async () => {
    for (;;) {
      const { done } = await reader.read();
      if (done) return (ended = true);
    }
  })().catch(() => (ended = true));

  // A browser never closes its event stream: without the server ending it, close() would wait for ever.
  await t.close();
  await drained;
  expect(ended).toBe(true);
});

it('an instance told to stop is not ready during its grace period, yet still serves requests, then closes', async () => {
  const t = await createTestApp();
  const owner = await createAccountWithOwner(t.ctx.db);
  const cookie = await signIn(t, owner);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as { port: number };
  const base = `http://127.0.0.1:${port}`;

  const stopping = shutDownGracefully(t.app, t.ctx, 1500);
  const ready = await fetch(`${base}/api/ready`);
  expect(ready.status).toBe(503);
  expect(await ready.json()).toEqual({ status: 'closing', message: 'Servizio non pronto.', database: 'ok', storage: 'ok' });
  // Requests the load balancer still sends before its next check are served normally.
  expect((await fetch(`${base}/api/health`)).status).toBe(200);
  expect((await fetch(`${base}/api/agents`, { headers: { cookie } })).status).toBe(200);

  await stopping;
  await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  await t.close();
});
