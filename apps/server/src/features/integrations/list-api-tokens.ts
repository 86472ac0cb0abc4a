import { desc, eq } from 'drizzle-orm';
import { canManageApiTokens, type ApiTokenList } from '@app/shared/api/integrations';
import type { MemberCaller } from '@app/shared/roles';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import { profiles } from '../../db/schema/accounts.js';
import { apiTokens } from '../../db/schema/integrations.js';
import { getAccountPlan } from '../account/plan-state.js';
import { toApiToken } from './api-token-dto.js';
import { requireTokenManager } from './require-token-manager.js';

/** Every token of the account, newest first, with who created it and when it was last used. */
export async function listApiTokens(db: DbOrTx, { caller }: { caller: MemberCaller }): Promise<ApiTokenList> {
  requireTokenManager(caller);
  const now = new Date();
  const [rows, plan] = await Promise.all([
    db
      .select({ token: apiTokens, email: users.email, role: users.role, bannedUntil: users.bannedUntil, isActive: profiles.isActive })
      .from(apiTokens)
      .innerJoin(users, eq(users.id, apiTokens.userId))
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(apiTokens.accountId, caller.accountId))
      .orderBy(desc(apiTokens.createdAt)),
    getAccountPlan(db, caller.accountId, now),
  ]);
  return {
    tokens: rows.map((row) => toApiToken(row.token, row.email, now, row)),
    planAllows: Boolean(plan.plan?.apiAccess),
    canManage: canManageApiTokens(caller.role),
  };
}
