import { eq } from 'drizzle-orm';
import { hashPassword } from '../../auth/password-hashing.js';
import type { RegisterInput } from '@app/shared/api/auth';
import type { AppContext } from '../../app-context.js';
import { profiles } from '../../db/schema/accounts.js';
import { credentials, users } from '../../db/schema/auth.js';
import { newId } from '../../db/ids.js';
import { existingAccountEmail } from '../../auth/emails.js';
import { isUniqueViolation } from '../../db/errors.js';
import { createTrialAccount } from '../account/create-trial-account.js';

/**
 * Creates a new customer account owned by the registrant, on a 7-day trial (D2, D4), and e-mails the
 * verification link. An address already registered gets the same answer (no enumeration) and an
 * e-mail telling its owner.
 */
export async function registerAccount(ctx: AppContext, input: RegisterInput): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const created = await ctx.db
    .transaction(async (tx) => {
      const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email));
      if (existing) return false;
      const accountId = await createTrialAccount(tx, { name: input.email });
      const userId = newId();
      await tx.insert(users).values({ id: userId, email: input.email, name: '', role: 'owner', accountId, emailVerified: false });
      await tx.insert(credentials).values({ id: newId(), accountId: userId, providerId: 'credential', userId, password: passwordHash });
      await tx.insert(profiles).values({ userId, isActive: true });
      return true;
    })
    .catch((err: unknown) => {
      // Two registrations racing for one address: the loser is told exactly what an existing address is told.
      if (isUniqueViolation(err)) return false;
      throw err;
    });

  if (created) {
    await ctx.auth.api.sendVerificationEmail({ body: { email: input.email } });
  } else {
    const base = ctx.config.APP_URL;
    await ctx.mailer.send(existingAccountEmail(input.email, `${base}/auth/login`, `${base}/auth/forgot-password`));
  }
}
