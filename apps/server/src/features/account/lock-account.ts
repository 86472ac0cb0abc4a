import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accounts } from '../../db/schema/accounts.js';

/**
 * Call first inside a transaction that checks an account-wide limit (agents, seats, storage, monthly
 * replies) or changes who belongs to the account: concurrent transactions of one account wait for each
 * other here, so the count each of them checks is final. NO KEY UPDATE, not UPDATE: rows that reference the
 * account (a message, an agent) take a KEY SHARE lock on it when inserted, which UPDATE would conflict with, so two
 * transactions that insert first and lock after would deadlock.
 */
export async function lockAccount(tx: DbOrTx, accountId: string): Promise<void> {
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('no key update');
}
