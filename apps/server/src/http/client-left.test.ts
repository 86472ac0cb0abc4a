import net from 'node:net';
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createAccountWithOwner, createAgent } from '../test/factories.js';

/**
 * A visitor who closes the tab while the agent prepares its answer cuts the streamed reply before its first byte.
 * That is no server failure: it is logged as information, not as an 'unhandled error' an operator would chase (the
 * browser suite's hand-off test printed one at each run).
 */
const lines: { level: number; msg: string }[] = [];
let t: TestApp;
beforeAll(async () => {
  const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as { level: number; msg: string }) });
  t = await createTestApp({}, { log: log as unknown as FastifyBaseLogger });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t.close());

it('a visitor who leaves before the answer starts is logged as gone, not as an error', async () => {
  const owner = await createAccountWithOwner(t.ctx.db);
  const agent = await createAgent(t.ctx.db, { accountId: owner.accountId, userId: owner.id, name: 'Sportello' });
  const port = (t.app.server.address() as net.AddressInfo).port;
  const body = JSON.stringify({ text: 'Quando si paga la TARI?', visitorId: randomUUID() });
  await new Promise<void>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      const head = `POST /api/public/agents/${agent.id}/messages HTTP/1.1\r\nHost: 127.0.0.1\r\ncontent-type: application/json`;
      socket.write(`${head}\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`, () => {
        socket.destroy();
        resolve();
      });
    });
    socket.on('error', reject);
  });
  await expect.poll(() => lines.some((l) => l.msg === 'client left before the answer'), { timeout: 10_000 }).toBe(true);
  expect(lines.filter((l) => l.level >= 50)).toEqual([]);
});
