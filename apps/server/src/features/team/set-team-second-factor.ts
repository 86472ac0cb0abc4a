import { eq } from 'drizzle-orm';
import { TEAM_SECOND_FACTOR_OWNER_FIRST } from '@app/shared/i18n/second-factor';
import { type TeamSecondFactorInput } from '@app/shared/api/second-factor';
import type { OwnerCaller } from '@app/shared/roles';
import type { AppContext } from '../../app-context.js';
import { accounts } from '../../db/schema/accounts.js';
import { userSecondFactors } from '../../db/schema/second-factor.js';
import { conflict } from '../../base/errors.js';

/**
 * The owner requires (or stops requiring) a second factor of every member (ADR 0105). The owner enrols first, so
 * turning it on never locks the owner out. Members without a factor meet the requirement at their next request.
 */
export async function setTeamSecondFactor(
  ctx: AppContext,
  { caller, input }: { caller: OwnerCaller; input: TeamSecondFactorInput },
): Promise<void> {
  if (input.required) {
    const [factor] = await ctx.db
      .select({ confirmedAt: userSecondFactors.confirmedAt })
      .from(userSecondFactors)
      .where(eq(userSecondFactors.userId, caller.userId));
    if (!factor?.confirmedAt) throw conflict(TEAM_SECOND_FACTOR_OWNER_FIRST, 'SECOND_FACTOR_OWNER_FIRST');
  }
  await ctx.db.update(accounts).set({ requireSecondFactor: input.required }).where(eq(accounts.id, caller.accountId));
  await ctx.realtime.publish({ type: 'team.changed', accountId: caller.accountId });
}
