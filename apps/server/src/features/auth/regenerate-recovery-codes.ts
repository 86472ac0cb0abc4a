import { eq } from 'drizzle-orm';
import { SECOND_FACTOR_NOT_ENROLLED } from '@app/shared/i18n/second-factor';
import { type SecondFactorProof } from '@app/shared/api/second-factor';
import type { Caller } from '@app/shared/roles';
import type { AppContext } from '../../app-context.js';
import { userSecondFactors } from '../../db/schema/second-factor.js';
import { badRequest } from '../../base/errors.js';
import { generateRecoveryCodes, hashRecoveryCode } from './recovery-codes.js';
import { proveSecondFactorHolder } from './prove-second-factor-holder.js';
import { recoveryCodesRegeneratedEmail, sendSecurityNotice } from './second-factor-emails.js';

/**
 * Ten new recovery codes, shown once; the old ones (used or not) stop working. Needs a current code or the password.
 * The user is e-mailed (ADR 0112).
 */
export async function regenerateRecoveryCodes(
  ctx: AppContext,
  { caller, input }: { caller: Caller; input: SecondFactorProof },
): Promise<string[]> {
  const codes = await ctx.db.transaction(async (tx) => {
    const [factor] = await tx.select().from(userSecondFactors).where(eq(userSecondFactors.userId, caller.userId)).for('update');
    if (!factor?.confirmedAt) throw badRequest(SECOND_FACTOR_NOT_ENROLLED, 'SECOND_FACTOR_NOT_ENROLLED');
    await proveSecondFactorHolder(tx, { authSecret: ctx.config.AUTH_SECRET, factor, proof: input });
    const codes = generateRecoveryCodes();
    await tx
      .update(userSecondFactors)
      .set({ recoveryCodeHashes: codes.map(hashRecoveryCode) })
      .where(eq(userSecondFactors.userId, caller.userId));
    return codes;
  });
  await sendSecurityNotice(ctx, recoveryCodesRegeneratedEmail(caller.email, `${ctx.config.APP_URL}/profile`), caller.userId);
  return codes;
}
