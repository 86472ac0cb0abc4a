import { expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.js';
import { createAccountWithOwner } from '../test/factories.js';
import { signIn } from '../test/sign-in.js';

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
