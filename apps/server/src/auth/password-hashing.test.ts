import { describe, expect, it } from 'vitest';
import { hashPassword as betterAuthHash, verifyPassword as betterAuthVerify } from 'better-auth/crypto';
import { hashPassword, hashPasswordWithNamedWork, verifyPassword } from './password-hashing.js';

describe('password hashing', () => {
  it("stores better-auth's scrypt and format, and reads the hashes better-auth wrote", async () => {
    const ours = await hashPassword('Password1!');
    expect(ours).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await betterAuthVerify({ hash: ours, password: 'Password1!' })).toBe(true);

    const theirs = await betterAuthHash('Città2026!');
    expect(await verifyPassword(theirs, 'Città2026!')).toBe(true);
    expect(await verifyPassword(theirs, 'Citta2026!')).toBe(false);
  });

  it('checks a hash that names a lighter work at that work, and refuses a damaged one', async () => {
    const light = await hashPasswordWithNamedWork('Password1!', { N: 1024, r: 8 });
    expect(light).toMatch(/^scrypt-1024-8:[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword(light, 'Password1!')).toBe(true);
    expect(await verifyPassword(light, 'Password2!')).toBe(false);

    const [, salt, key] = light.split(':');
    // Not a power of two, beyond the bound, an unknown scheme, a truncated key: false, never a thrown error.
    for (const damaged of [
      `scrypt-1000-8:${salt}:${key}`,
      `scrypt-1048576-8:${salt}:${key}`,
      `bcrypt-10-8:${salt}:${key}`,
      `${salt}:${key!.slice(2)}`,
      'x',
    ])
      expect(await verifyPassword(damaged, 'Password1!')).toBe(false);
  });
});
