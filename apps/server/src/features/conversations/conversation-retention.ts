import { eq } from 'drizzle-orm';
import type { Retention } from '@app/shared/api/conversations';
import type { MemberCaller, OwnerCaller } from '@app/shared/roles';
import type { DbOrTx } from '../../db/client.js';
import { accounts } from '../../db/schema/accounts.js';

/** How long the caller's account keeps its conversations (null: until deleted by hand, the default). */
export async function getConversationRetention(db: DbOrTx, { caller }: { caller: MemberCaller }): Promise<Retention> {
  const [row] = await db.select({ days: accounts.conversationRetentionDays }).from(accounts).where(eq(accounts.id, caller.accountId));
  return { days: (row?.days ?? null) as Retention['days'] };
}

/** The owner's choice; the daily job (`delete-expired-conversations.ts`) applies it. */
export async function setConversationRetention(
  db: DbOrTx,
  { caller, input }: { caller: OwnerCaller; input: Retention },
): Promise<Retention> {
  await db.update(accounts).set({ conversationRetentionDays: input.days }).where(eq(accounts.id, caller.accountId));
  return { days: input.days };
}
