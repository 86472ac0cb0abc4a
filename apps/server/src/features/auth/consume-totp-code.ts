import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { SECOND_FACTOR_INVALID, SECOND_FACTOR_REPLAYED } from '@app/shared/i18n/second-factor';
import type { DbOrTx } from '../../db/client.js';
import { userSecondFactors } from '../../db/schema/second-factor.js';
import { badRequest } from '../../base/errors.js';
import { open } from '../../auth/secret-box.js';
import { checkTotp } from '../../auth/totp.js';
import { SECOND_FACTOR_PURPOSE } from './enrol-second-factor.js';

/**
 * Accepts a code once: its step is stored as the last used with a conditional update, so two requests racing
 * with the same code cannot both pass. Wrong and replayed codes answer in Italian (400).
 */
export async function consumeTotpCode(
  db: DbOrTx,
  { secret, factor, code }: { secret: string; factor: typeof userSecondFactors.$inferSelect; code: string },
): Promise<number> {
  const check = checkTotp(open(secret, SECOND_FACTOR_PURPOSE, factor.encryptedSecret), code, { lastStep: factor.lastStep });
  if (!check.ok) {
    throw check.reason === 'replayed'
      ? badRequest(SECOND_FACTOR_REPLAYED, 'SECOND_FACTOR_REPLAYED')
      : badRequest(SECOND_FACTOR_INVALID, 'SECOND_FACTOR_INVALID');
  }
  const [taken] = await db
    .update(userSecondFactors)
    .set({ lastStep: check.step })
    .where(
      and(eq(userSecondFactors.userId, factor.userId), or(isNull(userSecondFactors.lastStep), lt(userSecondFactors.lastStep, check.step))),
    )
    .returning({ userId: userSecondFactors.userId });
  if (!taken) throw badRequest(SECOND_FACTOR_REPLAYED, 'SECOND_FACTOR_REPLAYED');
  return check.step;
}
