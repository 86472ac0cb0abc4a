import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The webhook's signing secret (ADR 0157). Every delivery computes an HMAC with it, so it is kept encrypted
 * (AES-256-GCM, key derived from AUTH_SECRET for this purpose only) rather than hashed; the API shows it once.
 */
const keyFrom = (authSecret: string) => Buffer.from(hkdfSync('sha256', authSecret, 'agenti-ai', 'lead-webhook/aes-256-gcm', 32));

export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;
/** What the page shows of the secret, to tell one from another. */
export const secretPrefix = (secret: string) => `${secret.slice(0, 10)}…`;

export function sealWebhookSecret(authSecret: string, value: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(authSecret), iv);
  const data = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join(':');
}

export function openWebhookSecret(authSecret: string, stored: string): string {
  const [version, iv, tag, data] = stored.split(':');
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('unknown webhook secret encoding');
  const decipher = createDecipheriv('aes-256-gcm', keyFrom(authSecret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

/**
 * The `X-Agenti-Signature` header: `sha256=` + hex HMAC-SHA256(secret, `<X-Agenti-Timestamp>.<raw body>`). The
 * receiver recomputes it over the bytes it received and refuses a timestamp older than a few minutes (replays).
 */
export const signWebhookBody = (secret: string, timestamp: number, body: string) =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
