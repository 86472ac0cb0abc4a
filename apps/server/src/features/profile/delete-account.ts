import { and, eq, inArray, or } from 'drizzle-orm';
import { canDeleteOwnAccount, type Role } from '@app/shared/roles';
import { WRONG_PASSWORD } from '@app/shared/api/profile';
import type { AppContext } from '../../app-context.js';
import type { DbOrTx } from '../../db/client.js';
import { accounts, profiles } from '../../db/schema/accounts.js';
import { sessions, users } from '../../db/schema/auth.js';
import { agents } from '../../db/schema/agents.js';
import { actionTokens, contactMessages } from '../../db/schema/platform.js';
import { conflict, forbidden, notFound, unauthorized } from '../../http/errors.js';
import { isCorrectPassword } from './password-proof.js';
import { avatarKey } from './upload-avatar.js';
import { accountDeletedEmail } from './profile-emails.js';

/** A sign-in this recent counts as a fresh proof of identity, like re-entering the password. */
export const FRESH_SESSION_MS = 10 * 60 * 1000;
export const REAUTH_REQUIRED = "Per sicurezza, inserisci la tua password (oppure esci e accedi di nuovo) per eliminare l'account.";
export const SUPER_ADMIN_CANNOT_DELETE = 'Un Super Admin non può eliminare il proprio account da qui.';

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
  }: { userId: string; sessionId: string; accountId: string | null; role: Role; password?: string },
): Promise<void> {
  if (!canDeleteOwnAccount(role) || !accountId) throw forbidden(SUPER_ADMIN_CANNOT_DELETE);
  await requireFreshProof(ctx.db, { userId, sessionId, password });
  const [me] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!me) throw notFound();

  if (role === 'owner') {
    const memberIds = await deleteWholeAccount(ctx.db, accountId);
    await ctx.storage.removePrefix(accountId);
    await ctx.realtime.publish(...memberIds.map((id) => ({ type: 'session.ended' as const, userId: id })));
  } else {
    await deleteMember(ctx.db, { userId, accountId });
    await ctx.storage.remove(avatarKey(accountId, userId));
    await ctx.realtime.publish(
      { type: 'session.ended', userId },
      { type: 'team.changed', accountId },
      // Their agents passed to the owner.
      { type: 'agents.changed', accountId, payload: { change: 'updated' } },
    );
  }
  await ctx.mailer.send(accountDeletedEmail(me.email, role === 'owner'));
}

async function requireFreshProof(db: DbOrTx, { userId, sessionId, password }: { userId: string; sessionId: string; password?: string }) {
  if (password) {
    if (!(await isCorrectPassword(db, userId, password))) throw forbidden(WRONG_PASSWORD, 'WRONG_PASSWORD');
    return;
  }
  const [session] = await db.select({ createdAt: sessions.createdAt }).from(sessions).where(eq(sessions.id, sessionId));
  if (!session) throw unauthorized();
  if (Date.now() - session.createdAt.getTime() > FRESH_SESSION_MS) throw forbidden(REAUTH_REQUIRED, 'REAUTH_REQUIRED');
}

/** Every row of the account goes with the `accounts` row (ON DELETE CASCADE); tables without a foreign key are cleaned by hand. */
async function deleteWholeAccount(db: DbOrTx, accountId: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
    const members = await tx.select({ id: users.id }).from(users).where(eq(users.accountId, accountId));
    const ids = members.map((m) => m.id);
    if (ids.length > 0) {
      await tx.delete(profiles).where(inArray(profiles.userId, ids));
      await tx.update(contactMessages).set({ userId: null }).where(inArray(contactMessages.userId, ids));
    }
    await tx
      .delete(actionTokens)
      .where(
        ids.length > 0
          ? or(eq(actionTokens.accountId, accountId), inArray(actionTokens.userId, ids))
          : eq(actionTokens.accountId, accountId),
      );
    await tx.delete(accounts).where(eq(accounts.id, accountId));
    return ids;
  });
}

async function deleteMember(db: DbOrTx, { userId, accountId }: { userId: string; accountId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.accountId, accountId), eq(users.role, 'owner')))
      .limit(1);
    if (!owner) throw conflict("Impossibile eliminare l'utente: il team non ha un proprietario a cui assegnare i suoi agenti.");
    await tx
      .update(agents)
      .set({ userId: owner.id, updatedAt: new Date() })
      .where(and(eq(agents.accountId, accountId), eq(agents.userId, userId)));
    await tx
      .update(agents)
      .set({ instructorId: null, updatedAt: new Date() })
      .where(and(eq(agents.accountId, accountId), eq(agents.instructorId, userId)));
    await tx.delete(profiles).where(eq(profiles.userId, userId));
    await tx.delete(actionTokens).where(eq(actionTokens.userId, userId));
    await tx.update(contactMessages).set({ userId: null }).where(eq(contactMessages.userId, userId));
    await tx.delete(users).where(and(eq(users.id, userId), eq(users.accountId, accountId)));
  });
}
