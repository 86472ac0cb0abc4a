import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { users } from '../../db/schema/auth.js';
import { actionTokens } from '../../db/schema/platform.js';
import { newId } from '../../db/ids.js';
import { badRequest, notFound } from '../../base/errors.js';
import { EMAIL_CHANGE_KIND, EMAIL_CHANGE_TTL_MS } from './email-change-token.js';
import { newLinkToken } from '../../auth/link-tokens.js';
import { confirmEmailChangeEmail, emailInUseNoticeEmail } from './profile-emails.js';
import { EMAIL_UNCHANGED } from '@app/shared/i18n/profile';

/**
 * Starts an e-mail change: a single-use link, valid 24 hours, goes to the NEW address, and nothing
 * changes until it is opened (a typo cannot lock anyone out). A newer request replaces an older one.
 *
 * An address that belongs to another user is answered and recorded the same way (ADR 0111), so the form tells
 * nobody who is a customer: its owner receives a notice instead of the link, and the change can never complete.
 */
export async function requestEmailChange(
  ctx: AppContext,
  { userId, accountId, newEmail }: { userId: string; accountId: string | null; newEmail: string },
): Promise<void> {
  const [me] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!me) throw notFound();
  if (me.email === newEmail) throw badRequest(EMAIL_UNCHANGED, 'EMAIL_UNCHANGED', { email: [EMAIL_UNCHANGED] });
  const [taken] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, newEmail));

  const { token, hash } = newLinkToken();
  await ctx.db.transaction(async (tx) => {
    await tx.delete(actionTokens).where(and(eq(actionTokens.kind, EMAIL_CHANGE_KIND), eq(actionTokens.userId, userId)));
    await tx.insert(actionTokens).values({
      id: newId(),
      tokenHash: hash,
      kind: EMAIL_CHANGE_KIND,
      userId,
      accountId,
      payload: { newEmail },
      expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_MS),
    });
  });
  await ctx.mailer.send(
    taken
      ? emailInUseNoticeEmail(newEmail, `${ctx.config.APP_URL}/auth/login`)
      : confirmEmailChangeEmail(newEmail, `${ctx.config.APP_URL}/auth/confirm-email?token=${encodeURIComponent(token)}`),
  );
}
