import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeLocalhostCertificate } from './localhost-certificate.js';

/**
 * A site that answers on one port both plain HTTP and TLS (the first byte of a connection tells which): every http://
 * address redirects to the same https:// address, the commonest redirect on the web. Host and port stay the same,
 * only the origin changes (ADR 0191). Its certificate is made here by openssl for `localhost`; `caFile` is what the
 * crawler is told to trust (CRAWLER_CA_FILE).
 */
export interface TlsTestSite {
  /** http://localhost:<port> */
  httpUrl: string;
  httpsUrl: string;
  caFile: string;
  /** Each request as `http /path` or `https /path`, in order. */
  requests: string[];
  close(): Promise<void>;
}

const PAGES: Record<string, string> = {
  '/': '<h1>Pasticceria Bianchi</h1><p>Dolci artigianali dal 1962. <a href="/laboratorio">Il laboratorio</a></p>',
  '/laboratorio':
    '<h1>Il laboratorio</h1><p>Il laboratorio della pasticceria prepara ogni mattina i cannoli con ricotta di pecora fresca.</p>',
};

export async function startTlsTestSite(): Promise<TlsTestSite> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tls-site-'));
  const { keyFile, certFile: caFile } = makeLocalhostCertificate(dir);
  const requests: string[] = [];
  let port = 0;
  const plain = http.createServer((req, res) => {
    requests.push(`http ${req.url}`);
    res.writeHead(301, { location: `https://localhost:${port}${req.url ?? '/'}` }).end();
  });
  const secure = https.createServer({ key: readFileSync(keyFile), cert: readFileSync(caFile) }, (req, res) => {
    requests.push(`https ${req.url}`);
    if (req.url === '/robots.txt') return res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
    const body = PAGES[req.url ?? ''];
    if (!body) return res.writeHead(404, { 'content-type': 'text/plain' }).end('Pagina non trovata');
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(
        `<!doctype html><html lang="it"><head><title>${/<h1>(.*?)<\/h1>/.exec(body)![1]}</title></head><body><main>${body}</main></body></html>`,
      );
  });
  // Each protocol has its own server on a hidden port; the public port looks at a connection's first byte and passes
  // the connection through to the right one (a TLS connection starts with a handshake record, type 22).
  const listen = (s: net.Server) =>
    new Promise<number>((resolve) => s.listen(0, '127.0.0.1', () => resolve((s.address() as net.AddressInfo).port)));
  const plainPort = await listen(plain);
  const securePort = await listen(secure);
  const open = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.once('data', (first) => {
      const upstream = net.connect(first[0] === 22 ? securePort : plainPort, '127.0.0.1', () => {
        upstream.write(first);
        socket.pipe(upstream).pipe(socket);
      });
      upstream.on('error', () => socket.destroy());
      socket.on('error', () => upstream.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as net.AddressInfo).port;
  return {
    httpUrl: `http://localhost:${port}`,
    httpsUrl: `https://localhost:${port}`,
    caFile,
    requests,
    async close() {
      for (const socket of open) socket.destroy();
      plain.closeAllConnections();
      secure.closeAllConnections();
      await Promise.all([plain, secure, server].map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
