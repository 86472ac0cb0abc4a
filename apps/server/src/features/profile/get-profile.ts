import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Profile } from '@app/shared/api/profile';
import type { Role } from '@app/shared/roles';
import type { AppContext } from '../../app-context.js';
import { profiles } from '../../db/schema/accounts.js';
import { users } from '../../db/schema/auth.js';
import { actionTokens } from '../../db/schema/platform.js';
import { notFound } from '../../base/errors.js';
import { storedPasswordHash } from '../../auth/password-proof.js';
import { EMAIL_CHANGE_KIND } from './email-change-token.js';
import { canSelfPromote } from './become-owner.js';
import { avatarUrlFor } from './avatar-url.js';
import { identitiesOf } from '../google-sign-in/google-identities.js';

export async function getProfile(ctx: AppContext, { userId, role }: { userId: string; role: Role }): Promise<Profile> {
  const [row] = await ctx.db
    .select({ user: users, profile: profiles })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw notFound();
  const [pending] = await ctx.db
    .select({ payload: actionTokens.payload })
    .from(actionTokens)
    .where(
      and(
        eq(actionTokens.kind, EMAIL_CHANGE_KIND),
        eq(actionTokens.userId, userId),
        isNull(actionTokens.usedAt),
        gt(actionTokens.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(actionTokens.createdAt))
    .limit(1);
  const { user, profile } = row;
  return {
    id: user.id,
    email: user.email,
    pendingEmail: typeof pending?.payload.newEmail === 'string' ? pending.payload.newEmail : null,
    firstName: profile?.firstName ?? null,
    lastName: profile?.lastName ?? null,
    address: profile?.address ?? null,
    avatarUrl: profile?.avatarPath ? avatarUrlFor(user.id, profile.updatedAt) : null,
    hasPassword: (await storedPasswordHash(ctx.db, userId)) !== null,
    identities: await identitiesOf(ctx.db, userId),
    role,
    canBecomeOwner: canSelfPromote(ctx, role),
  };
}
