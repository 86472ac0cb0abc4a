import type { BillingProfile, BillingProfileResponse } from '@app/shared/api/billing';
import { vatTreatment } from '@app/shared/vat';
import type { AppContext } from '../../app-context.js';
import type { DbOrTx } from '../../db/client.js';
import { readSubscriptionRow } from './billing-accounts.js';
import { providerFor } from './provider-for.js';
import { isLiveStatus } from './subscription-status.js';
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

/**
 * Saves the profile, already validated by the shared schema (check digits included). Past invoices keep their
 * snapshot; when the VAT treatment changes (another country, a VAT number added), the live subscription's later
 * charges carry the new rate (ADR 0044).
 */
export async function saveBillingProfile(
  ctx: AppContext,
  { accountId, input }: { accountId: string; input: BillingProfile },
): Promise<BillingProfileResponse> {
  const before = await readBillingProfile(ctx.db, accountId);
  const values = { ...input, updatedAt: new Date() };
  await ctx.db
    .insert(billingProfiles)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: billingProfiles.accountId, set: values });
  const rate = vatTreatment(input).rate;
  const provider = providerFor(ctx);
  const sub = await readSubscriptionRow(ctx.db, accountId);
  if (before && vatTreatment(before).rate !== rate && sub?.subscriptionId && sub.provider === provider.kind && isLiveStatus(sub.status)) {
    await provider.updateSubscriptionVat(ctx.db, sub.subscriptionId, rate).catch((err: unknown) => {
      ctx.log.error({ err, accountId }, "billing: the subscription's VAT rate could not be updated");
    });
  }
  return getBillingProfile(ctx.db, { accountId });
}
