import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { accounts } from '../../db/schema/accounts.js';
import { users } from '../../db/schema/auth.js';
import { actionTokens } from '../../db/schema/platform.js';
import { releaseUserRows } from './detach-member.js';
import { lockAccount } from './lock-account.js';
import { stopTelegramWebhooks, telegramBotsToStop } from '../../net/telegram-webhooks.js';
import { queueFileRemoval, removeQueuedFiles } from '../../storage/file-removals.js';

/**
 * Deletes an account with everything in it: every row cascades from `accounts` (members, agents,
 * documents, conversations…), rows without a foreign key are cleaned by hand, then its files.
 * Answers the ids of the members it had, whose open pages must be told their session ended.
 */
export async function deleteWholeAccount(ctx: AppContext, accountId: string): Promise<string[]> {
  const { ids: memberIds, telegramBots } = await ctx.db.transaction(async (tx) => {
    await lockAccount(tx, accountId);
    const members = await tx.select({ id: users.id }).from(users).where(eq(users.accountId, accountId));
    const ids = members.map((m) => m.id);
    await releaseUserRows(tx, ids);
    await tx.delete(actionTokens).where(eq(actionTokens.accountId, accountId));
    const telegramBots = await telegramBotsToStop(tx, { accountId });
    await tx.delete(accounts).where(eq(accounts.id, accountId));
    // In the same transaction: a crash before the files are gone leaves this note, and the next start removes them.
    await queueFileRemoval(tx, { key: accountId, prefix: true });
    return { ids, telegramBots };
  });
  await stopTelegramWebhooks(ctx, telegramBots);
  await removeQueuedFiles(ctx, { key: accountId, prefix: true });
  return memberIds;
}
