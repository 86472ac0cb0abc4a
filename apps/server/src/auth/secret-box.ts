import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Small secrets kept encrypted at rest (AES-256-GCM), under a key derived from AUTH_SECRET for one purpose, so a
 * database dump alone reveals nothing. Stored form: `v1:<iv>:<tag>:<ciphertext>`, each part base64url.
 */
const derived = new Map<string, Buffer>();
/**
 * The purpose's key, derived once per process: every webhook delivery and every answer of a messaging channel opens
 * a secret, and HKDF was some 40% of the cost of opening one (bench/channels.mjs profile, ADR 0200). Keyed by both inputs, so a
 * test's other AUTH_SECRET derives its own.
 */
function keyFor(secret: string, purpose: string): Buffer {
  const id = `${purpose}\u0000${secret}`;
  let key = derived.get(id);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, 'agenti-ai', purpose, 32));
    derived.set(id, key);
  }
  return key;
}

export function seal(secret: string, purpose: string, value: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret, purpose), iv);
  const ciphertext = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join(':');
}

/** Throws when sealed under another secret or purpose, or tampered with. */
export function open(secret: string, purpose: string, stored: string): string {
  const [version, iv, tag, ciphertext] = stored.split(':');
  if (version !== 'v1' || !iv || !tag || ciphertext === undefined) throw new Error('unknown sealed value');
  const decipher = createDecipheriv('aes-256-gcm', keyFor(secret, purpose), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}
