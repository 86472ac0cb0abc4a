import { and, eq, isNotNull } from 'drizzle-orm';
import { verifyPassword } from './password-hashing.js';
import type { DbOrTx } from '../db/client.js';
import { credentials } from '../db/schema/auth.js';

/** The user's password hash, or null for an account that never set one ('Imposta Password'). */
export async function storedPasswordHash(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: credentials.password })
    .from(credentials)
    .where(and(eq(credentials.userId, userId), eq(credentials.providerId, 'credential'), isNotNull(credentials.password)));
  return row?.password ?? null;
}

export async function isCorrectPassword(db: DbOrTx, userId: string, password: string): Promise<boolean> {
  const hash = await storedPasswordHash(db, userId);
  if (!hash || !password) return false;
  return verifyPassword(hash, password).catch(() => false);
}
