import { and, eq, ne } from 'drizzle-orm';
import { hashPassword } from '../../auth/password-hashing.js';
import { CURRENT_PASSWORD_REQUIRED, WRONG_CURRENT_PASSWORD } from '@app/shared/i18n/profile';
import type { AppContext } from '../../app-context.js';
import { sessions, users } from '../../db/schema/auth.js';
import { storeOwnPassword } from '../../auth/credentials.js';
import { badRequest, notFound } from '../../base/errors.js';
import { isCorrectPassword, storedPasswordHash } from '../../auth/password-proof.js';
import { passwordChangedEmail } from './profile-emails.js';

/**
 * Changes (or, for an account without one, sets) the user's password. The current password is required
 * when there is one; every other session of the user ends, this one stays; a confirmation e-mail is sent.
 */
export async function changePassword(
  ctx: AppContext,
  {
    userId,
    sessionId,
    currentPassword,
    newPassword,
  }: { userId: string; sessionId?: string; currentPassword?: string; newPassword: string },
): Promise<void> {
  const [user] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound();
  if (await storedPasswordHash(ctx.db, userId)) {
    if (!currentPassword)
      throw badRequest(CURRENT_PASSWORD_REQUIRED, 'CURRENT_PASSWORD_REQUIRED', { currentPassword: [CURRENT_PASSWORD_REQUIRED] });
    if (!(await isCorrectPassword(ctx.db, userId, currentPassword))) {
      throw badRequest(WRONG_CURRENT_PASSWORD, 'WRONG_PASSWORD', { currentPassword: [WRONG_CURRENT_PASSWORD] });
    }
  }
  const hash = await hashPassword(newPassword);
  const ended = await ctx.db.transaction(async (tx) => {
    await storeOwnPassword(tx, userId, hash);
    return (
      tx
        .delete(sessions)
        // Without a browser session (an API token, later) every session ends.
        .where(sessionId ? and(eq(sessions.userId, userId), ne(sessions.id, sessionId)) : eq(sessions.userId, userId))
        .returning({ id: sessions.id })
    );
  });
  // Only the other browsers are told to leave; this one keeps its session.
  await ctx.realtime.publish(...ended.map(({ id }) => ({ type: 'session.ended' as const, userId, payload: { sessionId: id } })));
  await ctx.mailer.send(passwordChangedEmail(user.email, `${ctx.config.APP_URL}/auth/login`));
}
