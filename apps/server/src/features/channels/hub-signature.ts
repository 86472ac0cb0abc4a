import { createHmac, timingSafeEqual } from 'node:crypto';

/** Equal secrets, compared in constant time (a signature or token is never compared with ===). */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Meta's `X-Hub-Signature-256` (WhatsApp, Messenger, Instagram): `sha256=` + hex HMAC-SHA256 of the exact bytes
 * delivered, keyed with the app secret.
 */
export function validHubSignature(appSecret: string, rawBody: Buffer, signature: string | undefined): boolean {
  if (!signature || !appSecret) return false;
  return sameSecret(signature, `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`);
}
