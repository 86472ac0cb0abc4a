import { eq } from 'drizzle-orm';
import { PRODUCT_NAME } from '@app/shared/i18n/common';
import { SECOND_FACTOR_ALREADY_ENROLLED } from '@app/shared/i18n/second-factor';
import { type Enrolment } from '@app/shared/api/second-factor';
import type { Caller } from '@app/shared/roles';
import type { AppContext } from '../../app-context.js';
import { userSecondFactors } from '../../db/schema/second-factor.js';
import { conflict } from '../../base/errors.js';
import { seal } from '../../auth/secret-box.js';
import { generateTotpSecret, otpauthUri } from '../../auth/totp.js';

export const SECOND_FACTOR_PURPOSE = 'second-factor/totp-secret';

/**
 * Starts (or restarts, until confirmed) the enrolment: a new secret for the authenticator app, shown once as a
 * QR code's link and as text. A confirmed factor is never replaced from here (a stolen password must not be
 * enough to move the second factor to the thief's phone).
 */
export async function enrolSecondFactor(ctx: AppContext, { caller }: { caller: Caller }): Promise<Enrolment> {
  const [existing] = await ctx.db.select().from(userSecondFactors).where(eq(userSecondFactors.userId, caller.userId));
  if (existing?.confirmedAt) throw conflict(SECOND_FACTOR_ALREADY_ENROLLED, 'SECOND_FACTOR_ENROLLED');
  const secret = generateTotpSecret();
  const encryptedSecret = seal(ctx.config.AUTH_SECRET, SECOND_FACTOR_PURPOSE, secret);
  await ctx.db
    .insert(userSecondFactors)
    .values({ userId: caller.userId, encryptedSecret })
    .onConflictDoUpdate({
      target: userSecondFactors.userId,
      set: { encryptedSecret, lastStep: null, recoveryCodeHashes: [], createdAt: new Date() },
    });
  return { secret, otpauthUri: otpauthUri({ issuer: PRODUCT_NAME, account: caller.email, secret }) };
}
