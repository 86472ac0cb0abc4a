import { and, eq, gt, isNull } from 'drizzle-orm';
import { INVALID_EMAIL_LINK } from '@app/shared/i18n/profile';
import type { AppContext } from '../../app-context.js';
import { users } from '../../db/schema/auth.js';
import { accounts } from '../../db/schema/accounts.js';
import { actionTokens } from '../../db/schema/platform.js';
import { badRequest, conflict } from '../../base/errors.js';
import { isUniqueViolation } from '../../db/errors.js';
import { EMAIL_CHANGE_KIND } from './email-change-token.js';
import { hashLinkToken } from '../../auth/link-tokens.js';
import { EMAIL_IN_USE } from '@app/shared/i18n/profile';
import { emailChangedNoticeEmail } from './profile-emails.js';

/**
 * Opens the link e-mailed to the new address. Having the link proves the address belongs to the user, so
 * it needs no session; the token is spent atomically (a second click, or a race, finds it used).
 */
export async function confirmEmailChange(ctx: AppContext, { token }: { token: string }): Promise<{ email: string }> {
  const result = await ctx.db
    .transaction(async (tx) => {
      const [spent] = await tx
        .update(actionTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(actionTokens.tokenHash, hashLinkToken(token)),
            eq(actionTokens.kind, EMAIL_CHANGE_KIND),
            isNull(actionTokens.usedAt),
            gt(actionTokens.expiresAt, new Date()),
          ),
        )
        .returning();
      const newEmail = spent?.payload.newEmail;
      if (!spent?.userId || typeof newEmail !== 'string') return null;
      const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, newEmail));
      if (taken) throw conflict(EMAIL_IN_USE, 'EMAIL_IN_USE');
      const [before] = await tx.select({ email: users.email, accountId: users.accountId }).from(users).where(eq(users.id, spent.userId));
      if (!before) return null;
      await tx.update(users).set({ email: newEmail, emailVerified: true, updatedAt: new Date() }).where(eq(users.id, spent.userId));
      // An account is named after its registrant's address until someone names it otherwise.
      if (before.accountId)
        await tx
          .update(accounts)
          .set({ name: newEmail })
          .where(and(eq(accounts.id, before.accountId), eq(accounts.name, before.email)));
      return { userId: spent.userId, oldEmail: before.email, email: newEmail };
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw conflict(EMAIL_IN_USE, 'EMAIL_IN_USE');
      throw err;
    });
  if (!result) throw badRequest(INVALID_EMAIL_LINK, 'INVALID_LINK');
  await ctx.mailer.send(emailChangedNoticeEmail(result.oldEmail, result.email));
  await ctx.realtime.publish({ type: 'profile.updated', userId: result.userId });
  return { email: result.email };
}
