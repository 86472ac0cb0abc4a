import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ShopRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A business's own system on a local socket, for the action tests: an order status API, and addresses that misbehave
 * (slow, 500, 50 MB, a redirect elsewhere). Records every request it gets.
 */
export async function startFakeShop() {
  const requests: ShopRequest[] = [];
  const hanging = new Set<http.ServerResponse>();
  let redirectTo = '';
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      const order = /^\/api\/ordini\/([^/]+)$/.exec(path);
      if (order) {
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            numero: decodeURIComponent(order[1]!),
            stato: 'Spedito',
            spedizione: { corriere: 'BRT', consegna_prevista: '2026-12-09' },
            cliente: { email: 'segreto@esempio.it' },
          }),
        );
      } else if (path === '/lento') {
        // Answers nothing until the test ends: the action's time limit must end the call.
        hanging.add(res);
      } else if (path === '/errore') {
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"boom"}');
      } else if (path === '/enorme') {
        // 50 MB of JSON, written as the reader takes it: the cap stops reading long before the end.
        res.writeHead(200, { 'content-type': 'application/json' });
        const piece = Buffer.alloc(1024 * 1024, 'a');
        let sent = 0;
        const write = () => {
          while (sent < 50) {
            sent += 1;
            if (!res.write(piece)) {
              res.once('drain', write);
              return;
            }
          }
          res.end();
        };
        res.on('error', () => undefined);
        write();
      } else if (path === '/rimanda') {
        res.writeHead(302, { location: redirectTo }).end();
      } else {
        res.writeHead(404).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    /** Through the name the tests allow (CRAWLER_ALLOW_PRIVATE_HOSTS=localhost). */
    url: `http://localhost:${port}`,
    requests,
    redirect: (to: string) => {
      redirectTo = to;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type FakeShop = Awaited<ReturnType<typeof startFakeShop>>;
