import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226), what every authenticator app speaks: HMAC-SHA1,
 * 6 digits, 30-second steps. Secrets travel as base32 (RFC 4648, no padding), as in `otpauth://` links.
 */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** A code of the step before or after is accepted too: phone clocks drift. */
const WINDOW = 1;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error('invalid base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** 160 random bits, the size RFC 4226 recommends for HMAC-SHA1. */
export const generateTotpSecret = (): string => base32Encode(randomBytes(20));

export const totpStep = (now: Date = new Date()): number => Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);

/** The code of one step (RFC 4226 dynamic truncation). */
export function totpCode(secret: string, step: number, digits: number = TOTP_DIGITS): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hmac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const binary = (hmac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(binary).padStart(digits, '0');
}

export type TotpCheck = { ok: true; step: number } | { ok: false; reason: 'invalid' | 'replayed' };

/**
 * Checks a code against the steps around now. A code of a step not after `lastStep` (the last one accepted for
 * this user) is a replay: someone who saw a code over the shoulder cannot use it again.
 */
export function checkTotp(
  secret: string,
  code: string,
  { now = new Date(), lastStep = null }: { now?: Date; lastStep?: number | null } = {},
): TotpCheck {
  const given = Buffer.from(code.replace(/\s/g, ''));
  const current = totpStep(now);
  for (let step = current - WINDOW; step <= current + WINDOW; step++) {
    const expected = Buffer.from(totpCode(secret, step));
    if (expected.length === given.length && timingSafeEqual(expected, given)) {
      if (lastStep !== null && step <= lastStep) return { ok: false, reason: 'replayed' };
      return { ok: true, step };
    }
  }
  return { ok: false, reason: 'invalid' };
}

/** The link authenticator apps read from a QR code. */
export function otpauthUri({ issuer, account, secret }: { issuer: string; account: string; secret: string }): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const params = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}
