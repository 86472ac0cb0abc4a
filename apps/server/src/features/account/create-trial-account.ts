import { TRIAL_DAYS } from '@app/shared/plans';
import type { DbOrTx } from '../../db/client.js';
import { accounts } from '../../db/schema/accounts.js';
import { newId } from '../../db/ids.js';

/** A new customer account on the 7-day trial (D2, D4): registration and 'become owner' both start here. */
export async function createTrialAccount(tx: DbOrTx, { name, now = new Date() }: { name: string; now?: Date }): Promise<string> {
  const id = newId();
  await tx.insert(accounts).values({ id, name, trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * 86_400_000) });
  return id;
}
