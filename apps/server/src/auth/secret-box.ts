import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Small secrets kept encrypted at rest (AES-256-GCM), under a key derived from AUTH_SECRET for one purpose, so a
 * database dump alone reveals nothing. Stored form: `v1:<iv>:<tag>:<ciphertext>`, each part base64url.
 */
const keyFor = (secret: string, purpose: string) => Buffer.from(hkdfSync('sha256', secret, 'agenti-ai', purpose, 32));

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
