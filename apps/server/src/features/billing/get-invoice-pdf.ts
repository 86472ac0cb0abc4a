import { and, eq } from 'drizzle-orm';
import { INVOICE_NOT_FOUND } from '@app/shared/i18n/billing';
import type { AppContext } from '../../app-context.js';
import type { DbOrTx } from '../../db/client.js';
import { invoices } from '../../db/schema/billing.js';
import { notFound } from '../../base/errors.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { sellerFor } from './seller.js';

type InvoiceRow = typeof invoices.$inferSelect;

/** A paid (numbered) invoice of the caller's account; another account's, a missing or an unpaid one → 404. */
export async function findAccountInvoice(db: DbOrTx, { accountId, invoiceId }: { accountId: string; invoiceId: string }) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.accountId, accountId)));
  if (!row?.number) throw notFound(INVOICE_NOT_FOUND, 'INVOICE_NOT_FOUND');
  return row;
}

/** Any account's paid invoice: the super admin's back office only. */
export async function unsafeFindInvoice(db: DbOrTx, invoiceId: string) {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!row?.number) throw notFound(INVOICE_NOT_FOUND, 'INVOICE_NOT_FOUND');
  return row;
}

export const invoiceFileName = (row: InvoiceRow, ext: string) => `fattura-${row.year}-${row.number}.${ext}`;

export async function invoicePdf(ctx: AppContext, row: InvoiceRow): Promise<{ fileName: string; bytes: Uint8Array }> {
  return { fileName: invoiceFileName(row, 'pdf'), bytes: await renderInvoicePdf(row, sellerFor(ctx)) };
}
