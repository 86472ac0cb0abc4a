import { eq } from 'drizzle-orm';
import { invoiceAmounts, vatTreatment } from '@app/shared/vat';
import type { AppContext } from '../../app-context.js';
import type { DbOrTx } from '../../db/client.js';
import { invoices } from '../../db/schema/billing.js';
import { newId } from '../../db/ids.js';
import type { BillingProvider } from './billing-provider.js';
import { unsafeAccountOfCustomer } from './billing-accounts.js';
import { customerSnapshot, readBillingProfile } from './billing-profile-row.js';
import { fiscalYear, nextInvoiceNumber } from './invoice-number.js';
import { syncSubscription } from './sync-subscription.js';
import type { AfterCommit } from './after-commit.js';
import type { EventOutcome } from './process-billing-event.js';

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
      const amounts = invoiceAmounts(inv.netCents, treatment);
      const paid = inv.status === 'paid';
      const paidAt = paid ? (inv.paidAt ?? new Date()) : null;
      const year = paidAt ? fiscalYear(paidAt) : null;
      const values = {
        status: paid ? 'paid' : 'open',
        year,
        number: year ? await nextInvoiceNumber(tx, year) : null,
        issuedAt: paidAt ?? inv.createdAt,
        paidAt,
        plan: inv.plan,
        periodStart: inv.periodStart,
        periodEnd: inv.periodEnd,
        ...amounts,
        vatRate: treatment.rate,
        reverseCharge: treatment.reverseCharge,
        customer: customerSnapshot(profile),
      };
      if (existing) await tx.update(invoices).set(values).where(eq(invoices.id, existing.id));
      else await tx.insert(invoices).values({ id: newId(), accountId, providerInvoiceId: inv.id, ...values });
    }
  }
  return 'processed';
}
