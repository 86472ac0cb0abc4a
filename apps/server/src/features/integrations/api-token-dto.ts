import type { ApiToken, ApiTokenScope } from '@app/shared/api/integrations';
import type { apiTokens } from '../../db/schema/integrations.js';

export type ApiTokenRow = typeof apiTokens.$inferSelect;

export function tokenStatus(row: Pick<ApiTokenRow, 'revokedAt' | 'expiresAt'>, now = new Date()): ApiToken['status'] {
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

export function toApiToken(row: ApiTokenRow, createdBy: string, now = new Date()): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope as ApiTokenScope,
    prefix: row.prefix,
    createdBy,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    status: tokenStatus(row, now),
  };
}
