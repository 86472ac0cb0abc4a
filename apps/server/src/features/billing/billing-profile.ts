import type { BillingProfile, BillingProfileResponse } from '@app/shared/api/billing';
import type { DbOrTx } from '../../db/client.js';
import { billingProfiles } from '../../db/schema/billing.js';
import { readBillingProfile, type BillingProfileRow } from './billing-profile-row.js';

const toData = (row: BillingProfileRow) => ({
  companyName: row.companyName,
  vatNumber: row.vatNumber,
  fiscalCode: row.fiscalCode,
  address: row.address,
  postalCode: row.postalCode,
  city: row.city,
  province: row.province,
  country: row.country,
  sdiCode: row.sdiCode,
  pec: row.pec,
});

/** 'Dati di fatturazione' of the caller's account; null until filled in. */
export async function getBillingProfile(db: DbOrTx, { accountId }: { accountId: string }): Promise<BillingProfileResponse> {
  const row = await readBillingProfile(db, accountId);
  return { profile: row ? toData(row) : null };
}

/** Saves the profile, already validated by the shared schema (check digits included). Past invoices keep their snapshot. */
export async function saveBillingProfile(
  db: DbOrTx,
  { accountId, input }: { accountId: string; input: BillingProfile },
): Promise<BillingProfileResponse> {
  const values = { ...input, updatedAt: new Date() };
  await db
    .insert(billingProfiles)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: billingProfiles.accountId, set: values });
  return getBillingProfile(db, { accountId });
}
