import { createHash, randomBytes } from 'node:crypto';

export const EMAIL_CHANGE_KIND = 'email-change';
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

/** The link carries the token; the database keeps only its hash, so a leaked table opens nothing. */
export const newLinkToken = () => randomBytes(32).toString('base64url');
export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');
