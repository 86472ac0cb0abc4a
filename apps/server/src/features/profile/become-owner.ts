import { eq } from 'drizzle-orm';
import { AVATAR_MAX_BYTES } from '@app/shared/api/profile';
import { canBecomeOwner, type Role } from '@app/shared/roles';
import type { AppContext } from '../../app-context.js';
import { profiles } from '../../db/schema/accounts.js';
import { users } from '../../db/schema/auth.js';
import { forbidden, notFound } from '../../base/errors.js';
import { createTrialAccount } from '../account/create-trial-account.js';
import { detachMember } from '../account/detach-member.js';
import { lockAccount } from '../account/lock-account.js';
import { avatarKey } from '../account/storage-keys.js';
import { ALREADY_OWNER, SELF_PROMOTION_DISABLED } from '@app/shared/i18n/profile';

/** The temporary card is shown and honoured only when the server allows it (D7). */
export function canSelfPromote(ctx: AppContext, role: Role): boolean {
  return ctx.config.ALLOW_SELF_PROMOTION && canBecomeOwner(role);
}

/**
 * D7: never raises anyone's rights inside an existing account. The caller leaves their team (their
 * agents stay there, passing to its owner) and becomes the owner of a new, empty account on a fresh trial.
 */
export async function becomeOwner(
  ctx: AppContext,
  { userId, accountId, role }: { userId: string; accountId: string | null; role: Role },
): Promise<{ accountId: string }> {
  if (!ctx.config.ALLOW_SELF_PROMOTION) throw forbidden(SELF_PROMOTION_DISABLED, 'SELF_PROMOTION_DISABLED');
  if (!canBecomeOwner(role) || !accountId)
    throw forbidden(role === 'owner' ? ALREADY_OWNER : SELF_PROMOTION_DISABLED, 'SELF_PROMOTION_REFUSED');

  const moved = await ctx.db.transaction(async (tx) => {
    await lockAccount(tx, accountId);
    const [me] = await tx
      .select({ email: users.email, accountId: users.accountId, role: users.role })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!me || me.accountId !== accountId) throw notFound();
    await detachMember(tx, { accountId, userId });
    const newAccountId = await createTrialAccount(tx, { name: me.email });
    await tx.update(users).set({ accountId: newAccountId, role: 'owner', updatedAt: new Date() }).where(eq(users.id, userId));
    const [profile] = await tx.select({ avatarPath: profiles.avatarPath }).from(profiles).where(eq(profiles.userId, userId));
    return { newAccountId, hadAvatar: Boolean(profile?.avatarPath) };
  });
  const { newAccountId } = moved;

  if (moved.hadAvatar) await moveAvatar(ctx, { userId, from: accountId, to: newAccountId });
  await ctx.realtime.publish(
    { type: 'team.changed', accountId },
    // Their agents stayed with the old account's owner.
    { type: 'agents.changed', accountId, payload: { change: 'updated' } },
    { type: 'profile.updated', userId },
  );
  return { accountId: newAccountId };
}

/** Files live under their account's prefix, so the avatar follows the user to the new account. */
async function moveAvatar(ctx: AppContext, { userId, from, to }: { userId: string; from: string; to: string }) {
  const source = avatarKey(from, userId);
  const target = avatarKey(to, userId);
  try {
    await ctx.storage.put(target, ctx.storage.read(source), { maxBytes: AVATAR_MAX_BYTES });
    await ctx.db.update(profiles).set({ avatarPath: target }).where(eq(profiles.userId, userId));
  } catch (err) {
    ctx.log.warn({ err }, 'avatar could not follow the user to the new account');
    await ctx.db.update(profiles).set({ avatarPath: null, avatarMime: null }).where(eq(profiles.userId, userId));
  }
  await ctx.storage.remove(source);
}
