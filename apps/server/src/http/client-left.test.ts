import net, { type AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler.js';

/**
 * A visitor who closes the tab while the agent prepares its answer cuts the streamed reply before its first byte
 * (fastify hands that to the error handler, as no header was sent yet). That is no server failure: it is logged as
 * information, not as an 'unhandled error' an operator would chase (the browser suite's hand-off test printed one at
 * each run). The answer here is a stream that has not produced anything yet, as a chat's is while it searches.
 */
const lines: { level: number; msg: string }[] = [];
const app = Fastify({
  loggerInstance: pino(
    { level: 'info' },
    { write: (line: string) => void lines.push(JSON.parse(line) as { level: number; msg: string }) },
  ) as unknown as FastifyBaseLogger,
});
let asked: () => void;
const answering = new Promise<void>((resolve) => (asked = resolve));
beforeAll(async () => {
  registerErrorHandler(app);
  app.post('/answer', (_request, reply) => {
    asked();
    return reply.send(new Readable({ read() {} }));
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => app.close());

it('a visitor who leaves before the answer starts is logged as gone, not as an error', async () => {
  const socket = net.connect((app.server.address() as AddressInfo).port, '127.0.0.1');
  socket.on('error', () => {});
  // A question with its body, read by the server before it answers, as the chat's are.
  const body = JSON.stringify({ text: 'Quando si paga la TARI?' });
  socket.write(
    `POST /answer HTTP/1.1\r\nHost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n${body}`,
  );
  await answering;
  socket.destroy();
  await expect.poll(() => lines.some((l) => l.msg === 'client left before the answer'), { timeout: 10_000 }).toBe(true);
  expect(lines.filter((l) => l.level >= 50)).toEqual([]);
});
