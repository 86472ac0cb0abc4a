import { desc, isNotNull } from 'drizzle-orm';
import type { SuperAdminInvoiceList } from '@app/shared/api/billing';
import type { DbOrTx } from '../../db/client.js';
import { invoices } from '../../db/schema/billing.js';
import { invoiceNumberLabel } from './invoice-number.js';

/** Every paid invoice of the platform, newest first (super admin only: it ignores the account on purpose). */
export async function unsafeListAllInvoices(db: DbOrTx): Promise<SuperAdminInvoiceList> {
  const rows = await db.select().from(invoices).where(isNotNull(invoices.number)).orderBy(desc(invoices.issuedAt)).limit(500);
  return {
    invoices: rows.map((row) => ({
      id: row.id,
      accountId: row.accountId,
      number: invoiceNumberLabel(row.year, row.number)!,
      date: row.issuedAt.toISOString(),
      customer: row.customer?.companyName ?? null,
      net: row.netCents / 100,
      vat: row.vatCents / 100,
      total: row.totalCents / 100,
      reverseCharge: row.reverseCharge,
    })),
  };
}
