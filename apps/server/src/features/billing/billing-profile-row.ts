import { eq } from 'drizzle-orm';
import { vatTreatment } from '@app/shared/vat';
import type { VatInfo } from '@app/shared/api/billing';
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

/** How IVA applies to the account now (D12): from its billing profile, 22% while it has none. */
export async function accountVat(db: DbOrTx, accountId: string): Promise<VatInfo> {
  return vatTreatment(await readBillingProfile(db, accountId));
}
