import type { AppContext } from '../../app-context.js';
import { profiles } from '../../db/schema/accounts.js';

/**
 * The member's own first and last name (spec §3 profiles). The sidebar, the team list, the instructor picker and
 * the e-mails read them; an empty value is stored as null so the display name falls back to the e-mail.
 */
export async function updateName(
  ctx: AppContext,
  { userId, accountId, firstName, lastName }: { userId: string; accountId: string | null; firstName: string; lastName: string },
): Promise<void> {
  const names = { firstName: firstName || null, lastName: lastName || null, updatedAt: new Date() };
  await ctx.db
    .insert(profiles)
    .values({ userId, ...names })
    .onConflictDoUpdate({ target: profiles.userId, set: names });
  // The team list and the instructor picker of the account show the new name at once.
  if (accountId) await ctx.realtime.publish({ type: 'team.changed', accountId });
}
