import { eq } from 'drizzle-orm';
import { ITALIAN_VAT_RATE, invoiceAmounts, vatTreatment, type VatTreatment } from '@app/shared/vat';
import type { AppContext } from '../../app-context.js';
import type { DbOrTx } from '../../db/client.js';
import { invoices } from '../../db/schema/billing.js';
import { newId } from '../../db/ids.js';
import type { BillingProvider, ProviderInvoice } from './billing-provider.js';
import { unsafeAccountOfCustomer } from './billing-accounts.js';
import { customerSnapshot, readBillingProfile } from './billing-profile-row.js';
import { fiscalYear, nextInvoiceNumber } from './invoice-number.js';
import { syncSubscription } from './sync-subscription.js';
import type { AfterCommit } from './after-commit.js';
import type { EventOutcome } from './event-outcome.js';

/**
 * The amounts the provider really took (ADR 0044: it charges the VAT of D12 through the tax rate we pass), so the
 * invoice states the money that moved. An invoice from before the provider charged tax gets D12's VAT computed.
 * A charge that differs from D12 (a profile changed between charge and event) is logged for the operator.
 */
function chargedAmounts(ctx: AppContext, inv: ProviderInvoice, treatment: VatTreatment) {
  const expected = invoiceAmounts(inv.netCents, treatment);
  if (inv.taxCents === null || inv.totalCents === null) return expected;
  if (inv.taxCents !== expected.vatCents) {
    ctx.log.warn({ invoice: inv.id, charged: inv.taxCents, expected: expected.vatCents }, 'billing: the VAT charged differs from D12');
  }
  return { netCents: inv.netCents, vatCents: inv.taxCents, totalCents: inv.totalCents };
}

/**
 * One invoice row per provider invoice, read back from the provider. It is shown 'In attesa' while open; when
 * it is paid it takes the year's next number, the customer's billing profile and the VAT of D12 — once: a
 * paid invoice is never renumbered nor recomputed, whatever arrives later.
 */
export async function syncInvoice(
  ctx: AppContext,
  tx: DbOrTx,
  provider: BillingProvider,
  invoiceId: string,
  after: AfterCommit,
): Promise<EventOutcome> {
  const inv = await provider.retrieveInvoice(tx, invoiceId);
  if (!inv || !inv.plan) return 'ignored';
  // First the subscription: when this event overtook the checkout's, it is what binds the customer to the account.
  if (inv.subscriptionId) await syncSubscription(ctx, tx, provider, inv.subscriptionId, after);
  const accountId = await unsafeAccountOfCustomer(tx, inv.customerId);
  if (!accountId) return 'ignored';
  if (inv.status === 'paid' || inv.status === 'open') {
    const [existing] = await tx.select().from(invoices).where(eq(invoices.providerInvoiceId, inv.id));
    if (!existing?.number) {
      const profile = await readBillingProfile(tx, accountId);
      const treatment = vatTreatment(profile);
      const amounts = chargedAmounts(ctx, inv, treatment);
      const paid = inv.status === 'paid';
      const paidAt = paid ? (inv.paidAt ?? new Date()) : null;
      const year = paidAt ? fiscalYear(paidAt) : null;
      const values = {
        status: paid ? ('paid' as const) : ('open' as const),
        year,
        number: year ? await nextInvoiceNumber(tx, year) : null,
        issuedAt: paidAt ?? inv.createdAt,
        paidAt,
        plan: inv.plan,
        periodStart: inv.periodStart,
        periodEnd: inv.periodEnd,
        ...amounts,
        vatRate: amounts.vatCents > 0 ? treatment.rate || ITALIAN_VAT_RATE : 0,
        reverseCharge: treatment.reverseCharge,
        proration: inv.proration,
        customer: customerSnapshot(profile),
      };
      if (existing) await tx.update(invoices).set(values).where(eq(invoices.id, existing.id));
      else await tx.insert(invoices).values({ id: newId(), accountId, providerInvoiceId: inv.id, ...values });
    }
  }
  return 'processed';
}
