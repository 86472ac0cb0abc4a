import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** Scrypt's cost: N (CPU and memory, a power of two) and r (block size); p is always 1. */
export interface ScryptWork {
  N: number;
  r: number;
}

/**
 * The work every password the product stores is hashed with: better-auth's (N=16384, r=16, 64-byte key), so the hashes
 * written before this module existed keep verifying, and better-auth's own format, `salt:key` in hex.
 */
export const STANDARD_WORK: ScryptWork = { N: 16384, r: 16 };

const KEY_BYTES = 64;
/** A hash that names its own work: `scrypt-<N>-<r>:salt:key`. Only test and bench data is written so (ADR 0381). */
const NAMED_WORK = /^scrypt-(\d+)-(\d+)$/;
/** Bounds on a named work, so a damaged row cannot make one sign-in take the machine (2^20 × 32 is 4 GiB). */
const MAX_N = 2 ** 17;
const MAX_R = 32;

function derive(password: string, salt: string, { N, r }: ScryptWork): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, { N, r, p: 1, maxmem: 128 * N * r * 2 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes a password for storage at the standard work (sign-up, a new password, a member added by the owner). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16).toString('hex');
  return `${salt}:${(await derive(password, salt, STANDARD_WORK)).toString('hex')}`;
}

/**
 * Hashes with a lighter work, written into the hash: for the users the tests and benches write straight to the database
 * (test/factories.ts). Each sign-in of such a user is checked at that work; the product never writes one.
 */
export async function hashPasswordWithNamedWork(password: string, work: ScryptWork): Promise<string> {
  const salt = randomBytes(16).toString('hex');
  return `scrypt-${work.N}-${work.r}:${salt}:${(await derive(password, salt, work)).toString('hex')}`;
}

function workOf(parts: string[]): { work: ScryptWork; salt: string; key: string } | null {
  if (parts.length === 2) return { work: STANDARD_WORK, salt: parts[0]!, key: parts[1]! };
  const named = parts.length === 3 ? NAMED_WORK.exec(parts[0]!) : null;
  if (!named) return null;
  const work = { N: Number(named[1]), r: Number(named[2]) };
  const powerOfTwo = work.N > 1 && (work.N & (work.N - 1)) === 0;
  if (!powerOfTwo || work.N > MAX_N || work.r < 1 || work.r > MAX_R) return null;
  return { work, salt: parts[1]!, key: parts[2]! };
}

/** Whether `password` is the one `hash` was made from; false for a hash this module cannot read. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  const stored = workOf(hash.split(':'));
  if (!stored || !stored.salt || !/^[0-9a-f]+$/.test(stored.key)) return false;
  const expected = Buffer.from(stored.key, 'hex');
  const derived = await derive(password, stored.salt, stored.work);
  return expected.length === derived.length && timingSafeEqual(expected, derived);
}
