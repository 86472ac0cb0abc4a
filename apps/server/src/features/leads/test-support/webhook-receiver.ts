import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A real HTTP receiver on a local socket for the webhook tests: it answers each request with the next planned reply
 * (a status code, or 'hang': it never answers), then 200.
 */
export async function startWebhookReceiver() {
  const received: ReceivedRequest[] = [];
  const plan: (number | 'hang')[] = [];
  const waiting: (() => void)[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      for (const wake of waiting.splice(0)) wake();
      const reply = plan.shift() ?? 200;
      if (reply === 'hang') {
        hanging.add(res);
        return;
      }
      res.writeHead(reply, { 'content-type': 'text/plain' }).end(reply < 300 ? 'ok' : 'errore');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhook`,
    received,
    /** The replies of the next requests, in order. */
    reply: (...replies: (number | 'hang')[]) => plan.push(...replies),
    /** Resolves once `count` requests have arrived (no deadline: the test runner's own timeout applies). */
    async waitFor(count: number) {
      while (received.length < count) await new Promise<void>((resolve) => waiting.push(resolve));
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
