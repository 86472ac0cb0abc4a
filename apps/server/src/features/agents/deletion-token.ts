import { createHash, randomBytes } from 'node:crypto';

export const AGENT_DELETION_KIND = 'agent-deletion';
export const AGENT_DELETION_TTL_MS = 24 * 60 * 60 * 1000;

/** 256 random bits for the e-mail; only the SHA-256 is stored, so a database leak confirms nothing. */
export function newDeletionToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashDeletionToken(token) };
}

export function hashDeletionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function deletionConfirmUrl(appUrl: string, token: string): string {
  return `${appUrl}/agent/delete/confirm?token=${encodeURIComponent(token)}`;
}
