import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The per-agent identity-verification secret (ADR 0082). The server must compute HMACs with it, so it is kept
 * encrypted (AES-256-GCM, key derived from AUTH_SECRET) rather than hashed; it is shown once, when created.
 */
const keyFrom = (authSecret: string) => Buffer.from(hkdfSync('sha256', authSecret, 'agenti-ai', 'widget-identity/aes-256-gcm', 32));

export const newIdentitySecret = () => `wsec_${randomBytes(32).toString('base64url')}`;

export function sealSecret(authSecret: string, value: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(authSecret), iv);
  const data = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join(':');
}

export function openSecret(authSecret: string, stored: string): string {
  const [version, iv, tag, data] = stored.split(':');
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('unknown widget secret encoding');
  const decipher = createDecipheriv('aes-256-gcm', keyFrom(authSecret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

/** What the business's server sends with its customer's id: HMAC-SHA256(secret, customerId), hex. */
export const signCustomer = (secret: string, customerId: string) => createHmac('sha256', secret).update(customerId).digest('hex');

export function signatureMatches(secret: string, customerId: string, signature: string): boolean {
  const expected = Buffer.from(signCustomer(secret, customerId), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The visitor id of a verified customer: a UUID derived from the secret and the customer id, so their conversations
 * follow them on any device and analytics count them once, while nobody without the secret can compute it.
 */
export function customerVisitorId(secret: string, customerId: string): string {
  const h = createHmac('sha256', secret).update(`visitor:${customerId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
