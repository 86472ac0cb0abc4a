import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { profiles } from '../db/schema/accounts.js';
import { credentials } from '../db/schema/auth.js';
import { newId } from '../db/ids.js';

/**
 * Stores a new password hash (creating the credential for an account that had none) and marks the
 * profile active: whoever chose their own password has activated their account (spec §4).
 */
export async function storeOwnPassword(tx: DbOrTx, userId: string, hash: string): Promise<void> {
  const updated = await tx
    .update(credentials)
    .set({ password: hash, updatedAt: new Date() })
    .where(and(eq(credentials.userId, userId), eq(credentials.providerId, 'credential')))
    .returning({ id: credentials.id });
  if (updated.length === 0) {
    await tx.insert(credentials).values({ id: newId(), accountId: userId, providerId: 'credential', userId, password: hash });
  }
  await tx
    .insert(profiles)
    .values({ userId, isActive: true })
    .onConflictDoUpdate({ target: profiles.userId, set: { isActive: true, updatedAt: new Date() } });
}
