import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { billingProfiles } from '../../db/schema/billing.js';

export type BillingProfileRow = typeof billingProfiles.$inferSelect;

export async function readBillingProfile(db: DbOrTx, accountId: string): Promise<BillingProfileRow | null> {
  const [row] = await db.select().from(billingProfiles).where(eq(billingProfiles.accountId, accountId));
  return row ?? null;
}

/** What an invoice keeps of the profile: the customer as it was on the invoice's date. */
export function customerSnapshot(profile: BillingProfileRow | null): Record<string, string | null> | null {
  if (!profile) return null;
  const { accountId: _a, updatedAt: _u, ...rest } = profile;
  return rest;
}
