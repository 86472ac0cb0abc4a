import { createHash, randomBytes } from 'node:crypto';
import { INVITE_VALID_DAYS } from '@app/shared/api/team';

export const INVITE_TOKEN_KIND = 'team_invite';

/** Only the hash is stored: a leaked database cannot be turned into working invitation links. */
export function hashInviteToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newInviteToken(now: Date = new Date()): { token: string; tokenHash: string; expiresAt: Date } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInviteToken(token), expiresAt: new Date(now.getTime() + INVITE_VALID_DAYS * 86_400_000) };
}
