import { eq } from 'drizzle-orm';
import { SECOND_FACTOR_MANDATORY_OPERATOR, SECOND_FACTOR_MANDATORY_TEAM, SECOND_FACTOR_NOT_ENROLLED } from '@app/shared/i18n/second-factor';
import { type SecondFactorProof } from '@app/shared/api/second-factor';
import type { Caller } from '@app/shared/roles';
import type { AppContext } from '../../app-context.js';
import { userSecondFactors } from '../../db/schema/second-factor.js';
import { badRequest, conflict } from '../../base/errors.js';
import { secondFactorMandatory } from '../../auth/second-factor-policy.js';
import { proveSecondFactorHolder } from './prove-second-factor-holder.js';
import { teamRequiresSecondFactor } from './team-requires-second-factor.js';
import { secondFactorDisabledEmail, sendSecurityNotice } from './second-factor-emails.js';

/**
 * Turns the factor off (secret and recovery codes deleted) after a current code or the password. Refused where it
 * is mandatory: operators (ADR 0052) and members of a team that requires it (ADR 0105). The user is e-mailed (ADR 0112).
 */
export async function disableSecondFactor(ctx: AppContext, { caller, input }: { caller: Caller; input: SecondFactorProof }): Promise<void> {
  const teamRequires = await teamRequiresSecondFactor(ctx.db, caller.accountId);
  if (secondFactorMandatory(caller.role, teamRequires)) {
    throw conflict(
      caller.role === 'super_admin' ? SECOND_FACTOR_MANDATORY_OPERATOR : SECOND_FACTOR_MANDATORY_TEAM,
      'SECOND_FACTOR_MANDATORY',
    );
  }
  await ctx.db.transaction(async (tx) => {
    const [factor] = await tx.select().from(userSecondFactors).where(eq(userSecondFactors.userId, caller.userId)).for('update');
    if (!factor?.confirmedAt) throw badRequest(SECOND_FACTOR_NOT_ENROLLED, 'SECOND_FACTOR_NOT_ENROLLED');
    await proveSecondFactorHolder(tx, { authSecret: ctx.config.AUTH_SECRET, factor, proof: input });
    await tx.delete(userSecondFactors).where(eq(userSecondFactors.userId, caller.userId));
  });
  await sendSecurityNotice(ctx, secondFactorDisabledEmail(caller.email, `${ctx.config.APP_URL}/profile`), caller.userId);
}
