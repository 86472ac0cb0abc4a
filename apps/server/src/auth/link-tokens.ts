import { createHash, randomBytes } from 'node:crypto';

/**
 * Tokens of e-mailed single-use links: 256 random bits in the link, only their SHA-256 in `action_tokens`, so a
 * leaked table opens nothing.
 */
export const newLinkToken = (): { token: string; hash: string } => {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
};
export const hashLinkToken = (token: string): string => createHash('sha256').update(token).digest('hex');
