import { and, eq, ne } from 'drizzle-orm';
import {
  LAST_SUPER_ADMIN,
  OWNER_NEEDS_SUCCESSOR,
  OWNER_NOT_ACTIVATED,
  SUPER_ADMIN_ONLY_TO_OWNER,
  USER_NOT_FOUND,
  roleUpdatedMessage,
} from '@app/shared/i18n/admin';
import { type AdminAssignableRole, type SubscriptionRow } from '@app/shared/api/admin';
import { canReceiveOwnership, type SuperAdminCaller } from '@app/shared/roles';
import type { AppContext } from '../../app-context.js';
import { users } from '../../db/schema/auth.js';
import { profiles } from '../../db/schema/accounts.js';
import { agents } from '../../db/schema/agents.js';
import { conflict, notFound } from '../../base/errors.js';
import { createTrialAccount } from '../account/create-trial-account.js';
import { lockAccount } from '../account/lock-account.js';
import { recordAudit } from './record-audit.js';
import { unsafeCountOtherSuperAdmins, unsafeFindSubscriptionRow } from './unsafe-subscription-rows.js';
import { shownEmail } from '../account/shown-email.js';

/**
 * Spec §6: the operator gives any user the role user, admin, owner or instructor (ADR 0050). Every account keeps
 * exactly one owner and every user stays in one account: making a member owner hands the account over (the
 * previous owner becomes admin); an owner changes role only by such a hand-over; a super admin, who has no
 * account, can only become the owner of a new one, and never the last super admin.
 */
export async function changeUserRole(
  ctx: AppContext,
  { caller, userId, input }: { caller: SuperAdminCaller; userId: string; input: { role: AdminAssignableRole } },
): Promise<{ message: string; user: SubscriptionRow }> {
  const newRole = input.role;
  const changes = await ctx.db.transaction(async (tx) => {
    const [target] = await tx
      // The audit log names a user by the address the back office shows (ADR 0113).
      .select({ id: users.id, email: shownEmail(), role: users.role, accountId: users.accountId, emailConfirmed: users.emailVerified })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!target) throw notFound(USER_NOT_FOUND, 'USER_NOT_FOUND');
    if (target.role === newRole) return [] as { userId: string; accountId: string | null; before: string; after: string }[];
    const audit = (id: string, email: string, before: string, after: string, extra: Record<string, unknown> = {}) =>
      recordAudit(tx, {
        caller,
        action: 'role.changed',
        targetType: 'user',
        targetId: id,
        targetLabel: email,
        before: { role: before, ...extra },
        after: { role: after },
      });

    if (target.role === 'super_admin') {
      if (newRole !== 'owner') throw conflict(SUPER_ADMIN_ONLY_TO_OWNER, 'SUPER_ADMIN_NEEDS_ACCOUNT');
      if ((await unsafeCountOtherSuperAdmins(tx, target.id)) === 0) throw conflict(LAST_SUPER_ADMIN, 'LAST_SUPER_ADMIN');
      const accountId = await createTrialAccount(tx, { name: target.email });
      await tx.update(users).set({ role: 'owner', accountId, updatedAt: new Date() }).where(eq(users.id, target.id));
      await audit(target.id, target.email, 'super_admin', 'owner');
      return [{ userId: target.id, accountId, before: 'super_admin', after: 'owner' }];
    }
    const accountId = target.accountId!;
    await lockAccount(tx, accountId);
    if (target.role === 'owner') throw conflict(OWNER_NEEDS_SUCCESSOR, 'OWNER_NEEDS_SUCCESSOR');
    const done = [{ userId: target.id, accountId, before: target.role, after: newRole }];
    if (newRole === 'owner') {
      // An owner who cannot sign in would leave the account unmanaged (ADR 0124): invitees and rows added with an
      // address in use elsewhere (ADR 0111) are refused before anything changes.
      const [profile] = await tx.select({ isActive: profiles.isActive }).from(profiles).where(eq(profiles.userId, target.id));
      if (!canReceiveOwnership({ emailConfirmed: target.emailConfirmed, isActive: profile?.isActive ?? false }))
        throw conflict(OWNER_NOT_ACTIVATED, 'OWNER_NOT_ACTIVATED');
      // The hand-over: the previous owner stays in the account as admin.
      const previous = await tx
        .update(users)
        .set({ role: 'admin', updatedAt: new Date() })
        .where(and(eq(users.accountId, accountId), eq(users.role, 'owner'), ne(users.id, target.id)))
        .returning({ id: users.id, email: users.email });
      for (const p of previous) {
        await audit(p.id, p.email, 'owner', 'admin', { reason: `nuovo proprietario ${target.email}` });
        done.push({ userId: p.id, accountId, before: 'owner', after: 'admin' });
      }
    }
    await tx.update(users).set({ role: newRole, updatedAt: new Date() }).where(eq(users.id, target.id));
    // A plain user can be no agent's instructor (spec §6), as on the team page.
    if (newRole === 'user') {
      await tx
        .update(agents)
        .set({ instructorId: null, updatedAt: new Date() })
        .where(and(eq(agents.accountId, accountId), eq(agents.instructorId, target.id)));
    }
    await audit(target.id, target.email, target.role, newRole);
    return done;
  });
  for (const change of changes) {
    await ctx.realtime.publish({ type: 'user.updated', userId: change.userId });
    if (change.accountId) await ctx.realtime.publish({ type: 'team.changed', accountId: change.accountId });
  }
  const user = await unsafeFindSubscriptionRow(ctx.db, userId);
  if (!user) throw notFound(USER_NOT_FOUND, 'USER_NOT_FOUND');
  return { message: roleUpdatedMessage(newRole), user };
}
