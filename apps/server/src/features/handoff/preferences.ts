import { and, eq } from 'drizzle-orm';
import type { MemberCaller } from '@app/shared/roles';
import type { DbOrTx } from '../../db/client.js';
import { handoffMailOptOuts } from '../../db/schema/handoff.js';

/** Whether the member gets the hand-off e-mails (on unless they turned them off in their profile). */
export async function getHandoffPreferences(db: DbOrTx, caller: MemberCaller) {
  const [row] = await db
    .select({ userId: handoffMailOptOuts.userId })
    .from(handoffMailOptOuts)
    .where(and(eq(handoffMailOptOuts.userId, caller.userId), eq(handoffMailOptOuts.accountId, caller.accountId)));
  return { notifyByEmail: !row };
}

export async function setHandoffPreferences(db: DbOrTx, caller: MemberCaller, notifyByEmail: boolean) {
  if (notifyByEmail) await db.delete(handoffMailOptOuts).where(eq(handoffMailOptOuts.userId, caller.userId));
  else await db.insert(handoffMailOptOuts).values({ userId: caller.userId, accountId: caller.accountId }).onConflictDoNothing();
  return { notifyByEmail };
}
