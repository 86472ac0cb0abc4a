import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * API key values are encrypted at rest with AES-256-GCM (D8). The key is derived from AUTH_SECRET with
 * HKDF, so a database dump alone reveals nothing and no second secret has to be managed.
 * Stored form: `v1:<iv>:<tag>:<ciphertext>`, each part base64url.
 */
const VERSION = 'v1';

function keyFrom(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'agenti-ai', 'api-keys/aes-256-gcm', 32));
}

export function encryptApiKey(secret: string, value: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(secret), iv);
  const ciphertext = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join(':');
}

/** Throws when the value was encrypted with another secret or tampered with (GCM authenticates it). */
export function decryptApiKey(secret: string, stored: string): string {
  const [version, iv, tag, ciphertext] = stored.split(':');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new Error('unknown api key encoding');
  const decipher = createDecipheriv('aes-256-gcm', keyFrom(secret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}
