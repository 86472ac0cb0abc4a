import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/**
 * Deletes agent reply rows that were reserved but never given (a failed answer, an instance that died) and gives
 * each back to its account's month (D4: a failed answer is not counted), in one statement. The counter kept by the
 * turn's lock (ADR 0360) only counts rows of the month it is stamped with, so a row of an older month refunds nothing.
 * `where` selects rows of `messages`, unaliased. Returns how many rows were deleted.
 */
export async function deleteRepliesAndRefund(db: DbOrTx, where: SQL): Promise<number> {
  const result = await db.execute(sql`
    with gone as (
      delete from messages where ${where} returning messages.account_id, messages.created_at
    ), refunded as (
      update accounts a set month_replies = greatest(a.month_replies - r.n, 0)
      from (
        select g.account_id, count(*)::integer as n from gone g join accounts x on x.id = g.account_id
        where g.created_at >= x.month_replies_since group by g.account_id
      ) r
      where a.id = r.account_id
    )
    select count(*)::integer as released from gone`);
  return Number((result.rows[0] as { released: number | string } | undefined)?.released ?? 0);
}
