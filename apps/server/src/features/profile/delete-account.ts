import { eq } from 'drizzle-orm';
import { canDeleteOwnAccount, type Role } from '@app/shared/roles';
import { WRONG_PASSWORD } from '@app/shared/i18n/profile';
import type { AppContext } from '../../app-context.js';
import type { DbOrTx } from '../../db/client.js';
import { sessions, users } from '../../db/schema/auth.js';
import { forbidden, notFound, unauthorized } from '../../base/errors.js';
import { deleteMember } from '../account/delete-member.js';
import { deleteWholeAccount } from '../account/delete-whole-account.js';
import { isCorrectPassword } from '../../auth/password-proof.js';
import { accountDeletedEmail } from './profile-emails.js';
import { SUPER_ADMIN_CANNOT_DELETE } from '@app/shared/i18n/profile';

/** A sign-in this recent counts as a fresh proof of identity, like re-entering the password. */
export const FRESH_SESSION_MS = 10 * 60 * 1000;
export const REAUTH_REQUIRED = "Per sicurezza, inserisci la tua password (oppure esci e accedi di nuovo) per eliminare l'account.";

/**
 * Deletes the caller (spec §4 account deletion), after a fresh proof: the password, or a session created
 * in the last 10 minutes. An owner takes the whole account with them (every row cascades from
 * `accounts`, plus its files); a member removes only their user, and their agents pass to the owner.
 */
export async function deleteAccount(
  ctx: AppContext,
  {
    userId,
    sessionId,
    accountId,
    role,
    password,
  }: { userId: string; sessionId?: string; accountId: string | null; role: Role; password?: string },
): Promise<void> {
  if (!canDeleteOwnAccount(role) || !accountId) throw forbidden(SUPER_ADMIN_CANNOT_DELETE);
  await requireFreshProof(ctx.db, { userId, sessionId, password });
  const [me] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!me) throw notFound();

  if (role === 'owner') {
    const memberIds = await deleteWholeAccount(ctx, accountId);
    await ctx.realtime.publish(...memberIds.map((id) => ({ type: 'session.ended' as const, userId: id })));
  } else {
    await deleteMember(ctx, { accountId, userId });
    await ctx.realtime.publish(
      { type: 'session.ended', userId },
      { type: 'team.changed', accountId },
      // Their agents passed to the owner.
      { type: 'agents.changed', accountId, payload: { change: 'updated' } },
    );
  }
  await ctx.mailer.send(accountDeletedEmail(me.email, role === 'owner'));
}

async function requireFreshProof(db: DbOrTx, { userId, sessionId, password }: { userId: string; sessionId?: string; password?: string }) {
  if (password) {
    if (!(await isCorrectPassword(db, userId, password))) throw forbidden(WRONG_PASSWORD, 'WRONG_PASSWORD');
    return;
  }
  // Only a browser session can be fresh; anything else must give the password.
  if (!sessionId) throw forbidden(REAUTH_REQUIRED, 'REAUTH_REQUIRED');
  const [session] = await db.select({ createdAt: sessions.createdAt }).from(sessions).where(eq(sessions.id, sessionId));
  if (!session) throw unauthorized();
  if (Date.now() - session.createdAt.getTime() > FRESH_SESSION_MS) throw forbidden(REAUTH_REQUIRED, 'REAUTH_REQUIRED');
}
