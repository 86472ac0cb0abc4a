import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { profiles } from '../../db/schema/accounts.js';
import { users } from '../../db/schema/auth.js';
import { notFound } from '../../base/errors.js';
import { AVATAR_NOT_FOUND } from '@app/shared/i18n/profile';

/**
 * A user's avatar, for members of the same account only; another account's user answers 404 like a
 * missing one (D2). A super admin (no account) sees only their own.
 */
export async function readAvatar(
  ctx: AppContext,
  { userId, accountId, targetUserId }: { userId: string; accountId: string | null; targetUserId: string },
): Promise<{ mime: string; body: Readable }> {
  const [row] = await ctx.db
    .select({ accountId: users.accountId, path: profiles.avatarPath, mime: profiles.avatarMime })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, targetUserId));
  const sameAccount = row && (accountId ? row.accountId === accountId : targetUserId === userId);
  if (!row || !sameAccount || !row.path || !row.mime) throw notFound(AVATAR_NOT_FOUND);
  try {
    await ctx.storage.size(row.path);
  } catch {
    throw notFound(AVATAR_NOT_FOUND);
  }
  return { mime: row.mime, body: ctx.storage.read(row.path) };
}
