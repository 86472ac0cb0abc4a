import https from 'node:https';
import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, randomUUID, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';

/**
 * A Web Push service on a local HTTPS socket (issue 47), standing in for FCM, Mozilla's or Apple's: it takes the
 * POSTs of RFC 8030 on each subscription's endpoint, checks the VAPID authorization (RFC 8292: an ES256 JWT for the
 * endpoint's origin signed by the key in `k`), answers 201, and keeps the encrypted body. `subscribe()` plays the
 * browser: a P-256 key pair and an auth secret, whose private half decrypts what arrived (`decrypt`, RFC 8291 with
 * RFC 8188's aes128gcm). Its certificate is the caller's (made with openssl), trusted by the sender through
 * NODE_EXTRA_CA_CERTS.
 */
export interface ReceivedPush {
  subscriptionId: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** The VAPID public key the JWT was checked with (base64url). */
  vapidKey: string;
  jwt: { aud: string; exp: number; sub: string };
}

export interface TestSubscription {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The browser's private key (raw, 32 bytes): only the test has it. */
  privateKey: Buffer;
}

export interface TestPushService {
  url: string;
  received: ReceivedPush[];
  subscribe(): TestSubscription;
  /** The push service forgot this subscription: its endpoint answers 410 Gone from now on. */
  expire(subscriptionId: string): void;
  /** Resolves with the next `n` pushes for the subscription (those already received count). */
  waitFor(subscriptionId: string, n?: number): Promise<ReceivedPush[]>;
  /** Tells whether a request arrived for the subscription (the ones answered 410 included). */
  requestsFor(subscriptionId: string): number;
  close(): Promise<void>;
}

export async function startTestPushService(tls: { keyFile: string; certFile: string }, port = 0): Promise<TestPushService> {
  const received: ReceivedPush[] = [];
  const expired = new Set<string>();
  const requests = new Map<string, number>();
  const waiters: (() => void)[] = [];
  const server = https.createServer({ key: readFileSync(tls.keyFile), cert: readFileSync(tls.certFile) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1];
      if (req.method !== 'POST' || !id) return res.writeHead(404).end();
      requests.set(id, (requests.get(id) ?? 0) + 1);
      if (expired.has(id)) return res.writeHead(410).end('push subscription has unsubscribed or expired');
      const vapid = checkVapid(req.headers.authorization, `https://localhost:${port}`);
      if (!vapid) return res.writeHead(401).end('bad VAPID authorization');
      if (req.headers['content-encoding'] !== 'aes128gcm' || !req.headers.ttl) return res.writeHead(400).end('bad headers');
      received.push({ subscriptionId: id, headers: req.headers, body: Buffer.concat(chunks), ...vapid });
      res.writeHead(201, { location: `https://localhost:${port}/message/${randomUUID()}` }).end();
      for (const wake of waiters.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  const url = `https://localhost:${port}`;
  return {
    url,
    received,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const id = randomUUID();
      return {
        id,
        endpoint: `${url}/push/${id}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
        privateKey: ecdh.getPrivateKey(),
      };
    },
    expire: (id) => expired.add(id),
    requestsFor: (id) => requests.get(id) ?? 0,
    waitFor(id, n = 1) {
      return new Promise((resolve) => {
        const check = () => {
          const mine = received.filter((r) => r.subscriptionId === id);
          if (mine.length >= n) resolve(mine.slice(0, n));
          else waiters.push(check);
        };
        check();
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** `vapid t=<jwt>, k=<key>` (RFC 8292): the JWT's ES256 signature checked with k, its audience this origin. */
function checkVapid(header: string | undefined, origin: string): { vapidKey: string; jwt: ReceivedPush['jwt'] } | null {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header ?? '');
  if (!match) return null;
  const [, token, k] = match as unknown as [string, string, string];
  const [head, claims, signature] = token.split('.') as [string, string, string];
  const raw = Buffer.from(k, 'base64url');
  if (raw.length !== 65) return null;
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const ok = verify('sha256', Buffer.from(`${head}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  const jwt = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as ReceivedPush['jwt'];
  if (!ok || jwt.aud !== origin || jwt.exp * 1000 < Date.now()) return null;
  return { vapidKey: k, jwt };
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** The plaintext of an aes128gcm push body (RFC 8188 §2, RFC 8291 §3.4), with the subscription's private key. */
export function decryptPush(body: Buffer, subscription: TestSubscription): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(subscription.privateKey);
  const receiverPublic = ecdh.getPublicKey();
  const secret = ecdh.computeSecret(senderPublic);
  const auth = Buffer.from(subscription.keys.auth, 'base64url');
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverPublic, senderPublic, Buffer.from([1])]);
  const ikm = hmac(hmac(auth, secret), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'latin1')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'latin1')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and zero or more zero bytes of padding.
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('not the last record of an aes128gcm body');
  return padded.subarray(0, end).toString('utf8');
}
