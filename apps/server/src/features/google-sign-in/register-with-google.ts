import type { AppContext } from '../../app-context.js';
import { profiles } from '../../db/schema/accounts.js';
import { users } from '../../db/schema/auth.js';
import { newId } from '../../db/ids.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { VerifiedIdentity } from '../../auth/openid-client.js';
import { createTrialAccount } from '../account/create-trial-account.js';
import { addGoogleIdentity } from './google-identities.js';

/**
 * A first Google sign-in with an address nobody registered: a new account on the 7-day trial owned by this user,
 * exactly as registration does (D2, D4), but with the address already verified by Google and no password (the
 * profile offers 'Imposta Password', spec §4). Null when the address or the Google account was taken meanwhile.
 */
export async function registerWithGoogle(ctx: AppContext, identity: VerifiedIdentity): Promise<string | null> {
  return ctx.db
    .transaction(async (tx) => {
      const accountId = await createTrialAccount(tx, { name: identity.email });
      const userId = newId();
      await tx.insert(users).values({ id: userId, email: identity.email, name: '', role: 'owner', accountId, emailVerified: true });
      await addGoogleIdentity(tx, { userId, subject: identity.subject });
      // Active: the person proved who they are with Google; a password is optional for them (ADR 0104).
      await tx.insert(profiles).values({ userId, isActive: true });
      return userId;
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) return null;
      throw err;
    });
}
