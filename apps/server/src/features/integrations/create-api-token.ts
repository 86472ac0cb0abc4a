import { and, count, eq, gt, isNull, or } from 'drizzle-orm';
import { INTEGRATIONS_MESSAGES } from '@app/shared/i18n/integrations';
import { MAX_ACTIVE_TOKENS, type CreateApiTokenInput, type CreatedApiToken } from '@app/shared/api/integrations';
import type { MemberCaller } from '@app/shared/roles';
import type { Db } from '../../db/client.js';
import { apiTokens } from '../../db/schema/integrations.js';
import { newId } from '../../db/ids.js';
import { conflict } from '../../base/errors.js';
import { lockAccount } from '../account/lock-account.js';
import { displayPrefix, hashTokenValue, newTokenValue } from './api-token-value.js';
import { toApiToken } from './api-token-dto.js';
import { requireApiPlan } from './require-api-plan.js';
import { requireTokenManager } from './require-token-manager.js';

const DAY = 86_400_000;

/** A new token of the caller's account, acting as the caller; the value leaves the server this once. */
export async function createApiToken(
  db: Db,
  { caller, input }: { caller: MemberCaller; input: CreateApiTokenInput },
): Promise<CreatedApiToken> {
  requireTokenManager(caller);
  const value = newTokenValue();
  const now = new Date();
  const row = await db.transaction(async (tx) => {
    await lockAccount(tx, caller.accountId);
    await requireApiPlan(tx, caller.accountId);
    const [active] = await tx
      .select({ n: count() })
      .from(apiTokens)
      .where(
        and(
          eq(apiTokens.accountId, caller.accountId),
          isNull(apiTokens.revokedAt),
          or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, now)),
        ),
      );
    if ((active?.n ?? 0) >= MAX_ACTIVE_TOKENS) throw conflict(INTEGRATIONS_MESSAGES.tokenLimit, 'API_TOKEN_LIMIT');
    const [created] = await tx
      .insert(apiTokens)
      .values({
        id: newId(),
        accountId: caller.accountId,
        userId: caller.userId,
        name: input.name,
        scope: input.scope,
        tokenHash: hashTokenValue(value),
        prefix: displayPrefix(value),
        expiresAt: input.expiresInDays === null ? null : new Date(now.getTime() + input.expiresInDays * DAY),
        createdAt: now,
      })
      .returning();
    return created!;
  });
  return { token: toApiToken(row, caller.email, now), value, message: INTEGRATIONS_MESSAGES.tokenCreated };
}
