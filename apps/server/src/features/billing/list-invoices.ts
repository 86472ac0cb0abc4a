import { desc, eq } from 'drizzle-orm';
import type { InvoiceList } from '@app/shared/api/billing';
import type { DbOrTx } from '../../db/client.js';
import { invoices } from '../../db/schema/billing.js';
import { invoiceNumberLabel } from './invoice-number.js';

/** Spec §7: the account's invoices, newest first; the amount shown is the total paid, VAT included. */
export async function listInvoices(db: DbOrTx, { accountId }: { accountId: string }): Promise<InvoiceList> {
  const rows = await db.select().from(invoices).where(eq(invoices.accountId, accountId)).orderBy(desc(invoices.issuedAt));
  return {
    invoices: rows.map((row) => ({
      id: row.id,
      number: invoiceNumberLabel(row.year, row.number),
      date: row.issuedAt.toISOString(),
      amount: row.totalCents / 100,
      status: row.status === 'paid' ? ('paid' as const) : ('open' as const),
    })),
  };
}
