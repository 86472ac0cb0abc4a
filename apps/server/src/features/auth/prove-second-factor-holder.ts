import { PROOF_REQUIRED, WRONG_PASSWORD_PROOF } from '@app/shared/i18n/second-factor';
import { type SecondFactorProof } from '@app/shared/api/second-factor';
import type { DbOrTx } from '../../db/client.js';
import type { userSecondFactors } from '../../db/schema/second-factor.js';
import { badRequest } from '../../base/errors.js';
import { isCorrectPassword } from '../../auth/password-proof.js';
import { consumeTotpCode } from './consume-totp-code.js';

/**
 * Before the factor is turned off or its recovery codes replaced, the person at the keyboard proves it is the
 * user: a current code of the app (used up like any other) or the password. A session left open is not enough.
 */
export async function proveSecondFactorHolder(
  tx: DbOrTx,
  { authSecret, factor, proof }: { authSecret: string; factor: typeof userSecondFactors.$inferSelect; proof: SecondFactorProof },
): Promise<void> {
  if ('code' in proof) {
    await consumeTotpCode(tx, { secret: authSecret, factor, code: proof.code });
    return;
  }
  if (!proof.password) throw badRequest(PROOF_REQUIRED, 'PROOF_REQUIRED');
  if (!(await isCorrectPassword(tx, factor.userId, proof.password))) {
    throw badRequest(WRONG_PASSWORD_PROOF, 'WRONG_PASSWORD', { password: [WRONG_PASSWORD_PROOF] });
  }
}
