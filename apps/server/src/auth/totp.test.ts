import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, checkTotp, generateTotpSecret, otpauthUri, totpCode, totpStep } from './totp.js';

// RFC 6238 appendix B, SHA-1: the ASCII secret "12345678901234567890".
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));

describe('TOTP (RFC 6238)', () => {
  it('gives the RFC test vectors', () => {
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(totpCode(RFC_SECRET, totpStep(new Date(59_000)), 8)).toBe('94287082');
    expect(totpCode(RFC_SECRET, totpStep(new Date(1_111_111_109_000)), 8)).toBe('07081804');
    expect(totpCode(RFC_SECRET, totpStep(new Date(1_234_567_890_000)), 8)).toBe('89005924');
    expect(totpCode(RFC_SECRET, totpStep(new Date(20_000_000_000_000)), 8)).toBe('65353130');
    expect(totpCode(RFC_SECRET, totpStep(new Date(59_000)))).toBe('287082');
  });

  it('round-trips base32 and makes 160-bit secrets', () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(base32Encode(base32Decode(secret))).toBe(secret);
  });

  it('accepts the neighbouring steps, refuses others and any step not after the last one used', () => {
    const secret = generateTotpSecret();
    const now = new Date('2026-11-24T10:00:10Z');
    const step = totpStep(now);
    expect(checkTotp(secret, totpCode(secret, step), { now })).toEqual({ ok: true, step });
    expect(checkTotp(secret, totpCode(secret, step - 1), { now })).toEqual({ ok: true, step: step - 1 });
    expect(checkTotp(secret, totpCode(secret, step + 1), { now })).toEqual({ ok: true, step: step + 1 });
    expect(checkTotp(secret, totpCode(secret, step - 2), { now })).toEqual({ ok: false, reason: 'invalid' });
    expect(checkTotp(secret, '12345', { now })).toEqual({ ok: false, reason: 'invalid' });
    expect(checkTotp(secret, totpCode(secret, step), { now, lastStep: step })).toEqual({ ok: false, reason: 'replayed' });
    expect(checkTotp(secret, totpCode(secret, step + 1), { now, lastStep: step })).toEqual({ ok: true, step: step + 1 });
  });

  it('builds the otpauth link authenticator apps read', () => {
    expect(otpauthUri({ issuer: 'Agenti AI', account: 'op@esempio.it', secret: 'ABC' })).toBe(
      'otpauth://totp/Agenti%20AI%3Aop%40esempio.it?secret=ABC&issuer=Agenti+AI&algorithm=SHA1&digits=6&period=30',
    );
  });
});
