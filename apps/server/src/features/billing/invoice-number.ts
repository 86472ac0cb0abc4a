import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { invoiceCounters } from '../../db/schema/billing.js';
import { romeYear } from '../../base/rome-time.js';

/** The invoice's fiscal year: the calendar year of its date in Italy. */
export function fiscalYear(date: Date): number {
  return romeYear(date);
}

/**
 * The next progressive number of the year. The counter row stays locked until the transaction ends, and a
 * rolled-back transaction rolls the increment back with it: numbers have neither gaps nor duplicates.
 */
export async function nextInvoiceNumber(tx: DbOrTx, year: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.year, set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
    .returning({ n: invoiceCounters.lastNumber });
  return row!.n;
}

export const invoiceNumberLabel = (year: number | null, number: number | null) => (year && number ? `${year}/${number}` : null);
