import { and, eq, sql } from 'drizzle-orm';
import type { BillingProviderKind } from '@app/shared/api/billing';
import type { DbOrTx } from '../../db/client.js';
import { accounts } from '../../db/schema/accounts.js';
import { users } from '../../db/schema/auth.js';
import { billingSubscriptions } from '../../db/schema/billing.js';

/** The account a provider customer belongs to: only a customer we bound at checkout is trusted. */
export async function unsafeAccountOfCustomer(db: DbOrTx, customerId: string): Promise<string | null> {
  const [row] = await db
    .select({ accountId: billingSubscriptions.accountId })
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.customerId, customerId));
  return row?.accountId ?? null;
}

export async function unsafeAccountExists(db: DbOrTx, accountId: string): Promise<boolean> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId));
  return Boolean(row);
}

/**
 * One customer per account: the first binding stays (a second checkout reuses it), unless the operator moved from
 * the simulated provider to Stripe (or back): then the new provider's customer replaces the old one.
 */
export async function bindCustomer(db: DbOrTx, provider: BillingProviderKind, accountId: string, customerId: string): Promise<void> {
  await db
    .insert(billingSubscriptions)
    .values({ accountId, provider, customerId, status: 'incomplete' })
    .onConflictDoUpdate({
      target: billingSubscriptions.accountId,
      set: { provider, customerId, status: 'incomplete', subscriptionId: null, plan: null, pastDueSince: null, updatedAt: new Date() },
      setWhere: sql`${billingSubscriptions.provider} <> ${provider}`,
    });
}

export async function readSubscriptionRow(db: DbOrTx, accountId: string) {
  const [row] = await db.select().from(billingSubscriptions).where(eq(billingSubscriptions.accountId, accountId));
  return row ?? null;
}

/** The owner's address, for billing e-mails. */
export async function ownerEmail(db: DbOrTx, accountId: string): Promise<string | null> {
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.accountId, accountId), eq(users.role, 'owner')));
  return row?.email ?? null;
}
