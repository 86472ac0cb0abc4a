import { and, eq, lt, or, isNull } from 'drizzle-orm';
import { INTEGRATIONS_MESSAGES } from '@app/shared/i18n/integrations';
import { normalizeRole, type Caller } from '@app/shared/roles';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import { accounts, profiles } from '../../db/schema/accounts.js';
import { apiTokens } from '../../db/schema/integrations.js';
import { unauthorized } from '../../base/errors.js';
import { hashTokenValue } from './api-token-value.js';
import { planStateOf } from '../account/plan-state.js';
import { requireApiAccess } from './require-api-plan.js';
import { creatorMayUseTokens, tokenStatus } from './api-token-dto.js';

/** Last use is written at most once a minute per token: a busy integration does not write on every request. */
const LAST_USE_EVERY_MS = 60_000;

/**
 * The caller an API token stands for, in one query (every /api/v1 request pays it) (ADR 0080): the member who created it, with their current role, in the token's
 * account. Unscoped by nature (the value is all we know); any doubt answers the same 401, so a guess learns nothing:
 * unknown, revoked, expired, a member who left the account, was deactivated or may no longer manage tokens.
 */
export async function unsafeFindTokenCaller(db: DbOrTx, value: string, now = new Date()): Promise<Caller> {
  const [row] = await db
    .select({
      token: apiTokens,
      email: users.email,
      role: users.role,
      userAccountId: users.accountId,
      bannedUntil: users.bannedUntil,
      isActive: profiles.isActive,
      plan: accounts.plan,
      trialEndsAt: accounts.trialEndsAt,
      planExpiresAt: accounts.planExpiresAt,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .innerJoin(accounts, eq(accounts.id, apiTokens.accountId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(apiTokens.tokenHash, hashTokenValue(value)));
  const invalid = () => unauthorized(INTEGRATIONS_MESSAGES.tokenInvalid, 'API_TOKEN_INVALID');
  if (!row || tokenStatus(row.token, now) !== 'active') throw invalid();
  if (row.userAccountId !== row.token.accountId || !creatorMayUseTokens(row, now)) throw invalid();
  const role = normalizeRole(row.role);
  // Read in the same query: a token works only while the plan includes API access (ADR 0080).
  requireApiAccess(planStateOf(row, now).plan);
  if (!row.token.lastUsedAt || now.getTime() - row.token.lastUsedAt.getTime() > LAST_USE_EVERY_MS) {
    const stale = new Date(now.getTime() - LAST_USE_EVERY_MS);
    await db
      .update(apiTokens)
      .set({ lastUsedAt: now })
      .where(and(eq(apiTokens.id, row.token.id), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, stale))));
  }
  return {
    userId: row.token.userId,
    accountId: row.token.accountId,
    role,
    email: row.email,
    tokenId: row.token.id,
    tokenScope: row.token.scope,
  };
}
