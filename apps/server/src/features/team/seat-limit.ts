import { seatLimitMessage } from '@app/shared/i18n/team';
import type { DbOrTx } from '../../db/client.js';
import { requireActivePlan } from '../account/plan-state.js';
import { countSeats } from '../account/account-usage.js';
import { lockAccount } from '../account/lock-account.js';
import { forbidden } from '../../base/errors.js';

/**
 * Call inside the transaction that takes the seat. Locking the account row first makes concurrent
 * additions (or reactivations) of one account wait for each other, so the count they check is final.
 */
export async function requireFreeSeat(tx: DbOrTx, accountId: string): Promise<void> {
  await lockAccount(tx, accountId);
  const plan = await requireActivePlan(tx, accountId);
  const used = await countSeats(tx, accountId);
  if (used >= plan.maxUsers) throw forbidden(seatLimitMessage(plan.maxUsers), 'SEAT_LIMIT');
}
