import { hashLinkToken, newLinkToken } from '../../auth/link-tokens.js';
import { INVITE_VALID_DAYS } from '@app/shared/api/team';

export const INVITE_TOKEN_KIND = 'team_invite';

/** Only the hash is stored: a leaked database cannot be turned into working invitation links. */
export const hashInviteToken = hashLinkToken;

export function newInviteToken(now: Date = new Date()): { token: string; tokenHash: string; expiresAt: Date } {
  const { token, hash } = newLinkToken();
  return { token, tokenHash: hash, expiresAt: new Date(now.getTime() + INVITE_VALID_DAYS * 86_400_000) };
}
