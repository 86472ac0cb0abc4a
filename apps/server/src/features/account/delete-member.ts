import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { users } from '../../db/schema/auth.js';
import { detachMember, releaseUserRows } from './detach-member.js';
import { lockAccount } from './lock-account.js';
import { avatarKey } from './storage-keys.js';

/**
 * Deletes one member (never the owner: the owner deletes the whole account) — whether the owner removes
 * them from the team or they delete themselves. Sessions and credentials go with the user row (cascade),
 * then their avatar file. Answers how many agents changed (to tell the team's pages).
 */
export async function deleteMember(ctx: AppContext, { accountId, userId }: { accountId: string; userId: string }): Promise<number> {
  const changedAgents = await ctx.db.transaction(async (tx) => {
    await lockAccount(tx, accountId);
    const changed = await detachMember(tx, { accountId, userId });
    await releaseUserRows(tx, [userId]);
    await tx.delete(users).where(and(eq(users.id, userId), eq(users.accountId, accountId)));
    return changed;
  });
  await ctx.storage.remove(avatarKey(accountId, userId));
  return changedAgents;
}
