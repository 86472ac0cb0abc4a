import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accounts } from '../../db/schema/accounts.js';

/** Whether the caller's account requires a second factor of every member (ADR 0105); operators have no account. */
export async function teamRequiresSecondFactor(db: DbOrTx, accountId: string | null): Promise<boolean> {
  if (!accountId) return false;
  const [row] = await db.select({ required: accounts.requireSecondFactor }).from(accounts).where(eq(accounts.id, accountId));
  return row?.required ?? false;
}
