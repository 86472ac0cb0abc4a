import { eq } from 'drizzle-orm';
import { RECOVERY_CODE_INVALID, SECOND_FACTOR_NOT_ENROLLED } from '@app/shared/i18n/second-factor';
import { type VerifySecondFactorInput } from '@app/shared/api/second-factor';
import type { Caller } from '@app/shared/roles';
import type { AppContext } from '../../app-context.js';
import { sessionSecondFactors, userSecondFactors } from '../../db/schema/second-factor.js';
import { badRequest } from '../../base/errors.js';
import { hashRecoveryCode } from './recovery-codes.js';
import { consumeTotpCode } from './consume-totp-code.js';

/** The second step of every sign-in: a code of the app (once each) or a recovery code (once each). */
export async function verifySecondFactor(
  ctx: AppContext,
  { caller, input }: { caller: Caller; input: VerifySecondFactorInput },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [factor] = await tx.select().from(userSecondFactors).where(eq(userSecondFactors.userId, caller.userId)).for('update');
    if (!factor?.confirmedAt) throw badRequest(SECOND_FACTOR_NOT_ENROLLED, 'SECOND_FACTOR_NOT_ENROLLED');
    if ('code' in input) {
      await consumeTotpCode(tx, { secret: ctx.config.AUTH_SECRET, factor, code: input.code });
    } else {
      const hash = hashRecoveryCode(input.recoveryCode);
      if (!factor.recoveryCodeHashes.includes(hash)) throw badRequest(RECOVERY_CODE_INVALID, 'RECOVERY_CODE_INVALID');
      await tx
        .update(userSecondFactors)
        .set({ recoveryCodeHashes: factor.recoveryCodeHashes.filter((h) => h !== hash) })
        .where(eq(userSecondFactors.userId, caller.userId));
    }
    if (caller.sessionId) await tx.insert(sessionSecondFactors).values({ sessionId: caller.sessionId }).onConflictDoNothing();
  });
}
