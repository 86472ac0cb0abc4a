import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { users } from '../../db/schema/auth.js';

/** Deactivated (spec §4): banned_until still in the future. */
export async function isDeactivated(ctx: AppContext, email: string): Promise<boolean> {
  const [user] = await ctx.db.select({ bannedUntil: users.bannedUntil }).from(users).where(eq(users.email, email));
  return Boolean(user?.bannedUntil && user.bannedUntil.getTime() > Date.now());
}
