import { canManageApiTokens, type ApiToken } from '@app/shared/api/integrations';
import { normalizeRole } from '@app/shared/roles';
import type { apiTokens } from '../../db/schema/integrations.js';

export type ApiTokenRow = typeof apiTokens.$inferSelect;

export function tokenStatus(row: Pick<ApiTokenRow, 'revokedAt' | 'expiresAt'>, now = new Date()): ApiToken['status'] {
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

/** The token's creator as read with it: a token acts as them, so it works only while they may manage tokens. */
export interface TokenCreator {
  role: string;
  isActive: boolean | null;
  bannedUntil: Date | null;
}

/** One rule for the list and for every /api/v1 request (ADR 0080): deactivated, banned or no longer owner/admin. */
export function creatorMayUseTokens(creator: TokenCreator, now = new Date()): boolean {
  if (!canManageApiTokens(normalizeRole(creator.role)) || !creator.isActive) return false;
  return !creator.bannedUntil || creator.bannedUntil.getTime() <= now.getTime();
}

export function toApiToken(row: ApiTokenRow, createdBy: string, now = new Date(), creator?: TokenCreator): ApiToken {
  const status = tokenStatus(row, now);
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    prefix: row.prefix,
    createdBy,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    status: status === 'active' && creator && !creatorMayUseTokens(creator, now) ? 'suspended' : status,
  };
}
