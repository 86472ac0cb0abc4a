import { createECDH } from 'node:crypto';
import path from 'node:path';
import { PUSH_TLS_DIR } from './env';

/** A VAPID key pair (RFC 8292: P-256), as base64url raw keys, the form VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY take. */
export function vapidKeyPair(): { publicKey: string; privateKey: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const secret = ecdh.getPrivateKey();
  // 32 bytes always (a key with leading zero bytes comes back shorter).
  const privateKey = Buffer.concat([Buffer.alloc(32 - secret.length), secret]).toString('base64url');
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey };
}

/** What the tests' push service serves: the certificate the server under test trusts. */
export const PUSH_TLS = { keyFile: path.join(PUSH_TLS_DIR, 'key.pem'), certFile: path.join(PUSH_TLS_DIR, 'cert.pem') };
