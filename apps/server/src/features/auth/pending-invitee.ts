import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { users } from '../../db/schema/auth.js';

/**
 * A team member who has not yet opened their invitation (added by an owner, address unconfirmed). Their sign-in is
 * answered like a wrong password (ADR 0111): the owner knows the temporary password, and a different answer for
 * their own invitee than for an address in use elsewhere would tell the owner which addresses are customers.
 */
export async function isPendingInvitee(ctx: AppContext, email: string): Promise<boolean> {
  const [user] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), eq(users.emailVerified, false), isNotNull(users.accountId), ne(users.role, 'owner')));
  return Boolean(user);
}
