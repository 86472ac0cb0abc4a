import { and, eq } from 'drizzle-orm';
import { hashPassword } from 'better-auth/crypto';
import type { AppContext } from '../../app-context.js';
import { profiles } from '../../db/schema/accounts.js';
import { credentials, sessions } from '../../db/schema/auth.js';
import { newId } from '../../db/ids.js';

/**
 * Sets a signed-in user's password without the old one (a member activating the account the owner
 * created, spec §4), marks the profile active, and ends every session: they sign in again.
 */
export async function setOwnPassword(ctx: AppContext, { userId, password, exceptSessionId }: { userId: string; password: string; exceptSessionId?: string }): Promise<void> {
  const hash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    const updated = await tx.update(credentials).set({ password: hash, updatedAt: new Date() })
      .where(and(eq(credentials.userId, userId), eq(credentials.providerId, 'credential')))
      .returning({ id: credentials.id });
    if (updated.length === 0) {
      await tx.insert(credentials).values({ id: newId(), accountId: userId, providerId: 'credential', userId, password: hash });
    }
    await tx.insert(profiles).values({ userId, isActive: true })
      .onConflictDoUpdate({ target: profiles.userId, set: { isActive: true, updatedAt: new Date() } });
    await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
  // The tab that changed the password shows its confirmation itself; every other tab is signed out.
  await ctx.realtime.publish({ type: 'session.ended', userId, payload: exceptSessionId ? { exceptSessionId } : {} });
}

/** After a reset through the e-mailed link the profile counts as active (its owner chose the password). */
export async function activateProfile(ctx: AppContext, userId: string): Promise<void> {
  await ctx.db.insert(profiles).values({ userId, isActive: true })
    .onConflictDoUpdate({ target: profiles.userId, set: { isActive: true, updatedAt: new Date() } });
}
