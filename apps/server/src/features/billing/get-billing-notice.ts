import type { BillingNotice } from '@app/shared/api/billing';
import type { DbOrTx } from '../../db/client.js';
import { readSubscriptionRow } from './billing-accounts.js';
import { GRACE_DAYS } from './sync-subscription.js';

/** What every app page tells the owner: while a payment has failed, until when the plan is kept (D4). Cheap: one row. */
export async function getBillingNotice(db: DbOrTx, { accountId }: { accountId: string }): Promise<BillingNotice> {
  const row = await readSubscriptionRow(db, accountId);
  const graceEndsAt = row?.pastDueSince ? new Date(row.pastDueSince.getTime() + GRACE_DAYS * 86_400_000) : null;
  return { graceEndsAt: graceEndsAt && graceEndsAt.getTime() > Date.now() ? graceEndsAt.toISOString() : null };
}
