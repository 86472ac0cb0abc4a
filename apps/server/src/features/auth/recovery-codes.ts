import { createHash, randomBytes } from 'node:crypto';
import { base32Encode } from '../../auth/totp.js';

export const RECOVERY_CODE_COUNT = 10;

/** Ten single-use codes like `k7d2m-9xq4p`, for the day the phone is lost; only their hashes are stored. */
export function generateRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const text = base32Encode(randomBytes(7)).slice(0, 10).toLowerCase();
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
}

/** Case, spaces and the dash do not matter when typed back. */
export const hashRecoveryCode = (code: string): string =>
  createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('hex');
