import { eq } from 'drizzle-orm';
import { hashPassword } from '../../auth/password-hashing.js';
import type { AppContext } from '../../app-context.js';
import { profiles } from '../../db/schema/accounts.js';
import { sessions, users } from '../../db/schema/auth.js';
import { storeOwnPassword } from '../../auth/credentials.js';

/**
 * Sets a signed-in user's password without the old one (a member activating the account the owner
 * created, spec §4), marks the profile active, and ends every session: they sign in again.
 */
export async function setOwnPassword(
  ctx: AppContext,
  { userId, password, exceptSessionId }: { userId: string; password: string; exceptSessionId?: string },
): Promise<void> {
  const hash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    await storeOwnPassword(tx, userId, hash);
    await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
  // The tab that changed the password shows its confirmation itself; every other tab is signed out.
  await ctx.realtime.publish({ type: 'session.ended', userId, payload: exceptSessionId ? { exceptSessionId } : {} });
}

/**
 * After a reset through the e-mailed link the profile counts as active (its owner chose the password), and the
 * address counts as confirmed: the link reached that mailbox. So a member the owner sent a reset link to
 * (spec §2, instead of a new invitation) can sign in with it even before confirming the invitation.
 */
export async function activateProfile(ctx: AppContext, userId: string): Promise<void> {
  await ctx.db.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, userId));
  await ctx.db
    .insert(profiles)
    .values({ userId, isActive: true })
    .onConflictDoUpdate({ target: profiles.userId, set: { isActive: true, updatedAt: new Date() } });
}
