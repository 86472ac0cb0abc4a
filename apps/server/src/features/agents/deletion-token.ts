import { hashLinkToken, newLinkToken } from '../../auth/link-tokens.js';

export const AGENT_DELETION_KIND = 'agent-deletion';
export const AGENT_DELETION_TTL_MS = 24 * 60 * 60 * 1000;

/** 256 random bits for the e-mail; only the SHA-256 is stored, so a database leak confirms nothing. */
export const newDeletionToken = newLinkToken;
export const hashDeletionToken = hashLinkToken;

export function deletionConfirmUrl(appUrl: string, token: string): string {
  return `${appUrl}/agent/delete/confirm?token=${encodeURIComponent(token)}`;
}
