import { eq } from 'drizzle-orm';
import { SECOND_FACTOR_ALREADY_ENROLLED, SECOND_FACTOR_NOT_ENROLLED } from '@app/shared/i18n/second-factor';
import type { Caller } from '@app/shared/roles';
import type { AppContext } from '../../app-context.js';
import { sessionSecondFactors, userSecondFactors } from '../../db/schema/second-factor.js';
import { badRequest, conflict } from '../../base/errors.js';
import { generateRecoveryCodes, hashRecoveryCode } from './recovery-codes.js';
import { consumeTotpCode } from './consume-totp-code.js';
import { secondFactorEnabledEmail, sendSecurityNotice } from './second-factor-emails.js';

/**
 * The first code from the app proves it holds the secret: the factor is confirmed, this session counts as
 * verified, and the recovery codes are shown, once. The user is e-mailed (ADR 0112).
 */
export async function confirmSecondFactor(ctx: AppContext, { caller, code }: { caller: Caller; code: string }): Promise<string[]> {
  const codes = await ctx.db.transaction(async (tx) => {
    const [factor] = await tx.select().from(userSecondFactors).where(eq(userSecondFactors.userId, caller.userId)).for('update');
    if (!factor) throw badRequest(SECOND_FACTOR_NOT_ENROLLED, 'SECOND_FACTOR_NOT_ENROLLED');
    if (factor.confirmedAt) throw conflict(SECOND_FACTOR_ALREADY_ENROLLED, 'SECOND_FACTOR_ENROLLED');
    await consumeTotpCode(tx, { secret: ctx.config.AUTH_SECRET, factor, code });
    const codes = generateRecoveryCodes();
    await tx
      .update(userSecondFactors)
      .set({ confirmedAt: new Date(), recoveryCodeHashes: codes.map(hashRecoveryCode) })
      .where(eq(userSecondFactors.userId, caller.userId));
    if (caller.sessionId) await tx.insert(sessionSecondFactors).values({ sessionId: caller.sessionId }).onConflictDoNothing();
    return codes;
  });
  await sendSecurityNotice(ctx, secondFactorEnabledEmail(caller.email, `${ctx.config.APP_URL}/profile`), caller.userId);
  return codes;
}
