import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { SuperAdminInvoiceList, SuperAdminInvoiceQuery } from '@app/shared/api/billing';
import type { DbOrTx } from '../../db/client.js';
import { invoices } from '../../db/schema/billing.js';
import { invoiceNumberLabel } from './invoice-number.js';

/**
 * Every numbered invoice of the platform, or of one account (the back office's subscription detail), newest first
 * (super admin only: it ignores the caller's account on purpose).
 */
export async function unsafeListAllInvoices(db: DbOrTx, query: SuperAdminInvoiceQuery = {}): Promise<SuperAdminInvoiceList> {
  const rows = await db
    .select()
    .from(invoices)
    .where(and(isNotNull(invoices.number), query.accountId ? eq(invoices.accountId, query.accountId) : undefined))
    .orderBy(desc(invoices.issuedAt))
    .limit(500);
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
      status: row.status === 'paid' ? 'paid' : 'open',
    })),
  };
}
