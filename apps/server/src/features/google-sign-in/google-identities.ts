import { and, eq, sql } from 'drizzle-orm';
import type { IdentityProvider } from '@app/shared/api/google-sign-in';
import type { DbOrTx } from '../../db/client.js';
import { credentials, users } from '../../db/schema/auth.js';
import { newId } from '../../db/ids.js';
import { GOOGLE_PROVIDER_ID } from './google-settings.js';

/**
 * A user's identities (spec §3 'google' and 'email') are better-auth's provider links, stored in `credentials`:
 * providerId 'credential' with a password hash is the e-mail identity, providerId 'google' with Google's `sub` as
 * the provider account id is the Google one.
 */
export async function identitiesOf(db: DbOrTx, userId: string): Promise<IdentityProvider[]> {
  const rows = await db
    .select({ providerId: credentials.providerId, password: credentials.password })
    .from(credentials)
    .where(eq(credentials.userId, userId));
  const found = new Set<IdentityProvider>();
  for (const row of rows) {
    if (row.providerId === 'credential' && row.password) found.add('email');
    if (row.providerId === GOOGLE_PROVIDER_ID) found.add('google');
  }
  return [...found].sort();
}

export interface GoogleUser {
  id: string;
  role: string;
}

/** The user this Google account (`sub`) is linked to. */
export async function userOfGoogleSubject(db: DbOrTx, subject: string): Promise<GoogleUser | null> {
  const [row] = await db
    .select({ id: users.id, role: users.role })
    .from(credentials)
    .innerJoin(users, eq(users.id, credentials.userId))
    .where(and(eq(credentials.providerId, GOOGLE_PROVIDER_ID), eq(credentials.accountId, subject)));
  return row ?? null;
}

/** The user registered with this address, whatever its case. */
export async function userWithEmail(db: DbOrTx, email: string): Promise<(GoogleUser & { email: string }) | null> {
  const [row] = await db
    .select({ id: users.id, role: users.role, email: users.email })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row ?? null;
}

export async function hasGoogleIdentity(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: credentials.id })
    .from(credentials)
    .where(and(eq(credentials.userId, userId), eq(credentials.providerId, GOOGLE_PROVIDER_ID)));
  return Boolean(row);
}

/** Links the Google account to the user; the unique index refuses a `sub` already linked to someone else. */
export async function addGoogleIdentity(tx: DbOrTx, { userId, subject }: { userId: string; subject: string }): Promise<void> {
  await tx
    .insert(credentials)
    .values({ id: newId(), accountId: subject, providerId: GOOGLE_PROVIDER_ID, userId, scope: 'openid email profile' });
}
