import { and, eq, isNull } from 'drizzle-orm';
import { INTEGRATIONS_MESSAGES } from '@app/shared/i18n/integrations';
import type { MemberCaller } from '@app/shared/roles';
import type { DbOrTx } from '../../db/client.js';
import { apiTokens } from '../../db/schema/integrations.js';
import { notFound } from '../../base/errors.js';
import { requireTokenManager } from './require-token-manager.js';

/**
 * Revokes a token of the caller's account at once: every request reads the token row, so the next one answers 401.
 * Revoking twice is harmless; another account's token answers 404 like a missing one.
 */
export async function revokeApiToken(db: DbOrTx, { caller, tokenId }: { caller: MemberCaller; tokenId: string }): Promise<void> {
  requireTokenManager(caller);
  const [row] = await db
    .select({ id: apiTokens.id })
    .from(apiTokens)
    .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.accountId, caller.accountId)));
  if (!row) throw notFound(INTEGRATIONS_MESSAGES.tokenNotFound, 'API_TOKEN_NOT_FOUND');
  await db
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.accountId, caller.accountId), isNull(apiTokens.revokedAt)));
}
