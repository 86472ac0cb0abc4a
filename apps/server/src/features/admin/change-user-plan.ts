import { and, eq } from 'drizzle-orm';
import { NO_PLAN_FOR_OPERATOR, PROFILE_UPDATED, USER_NOT_FOUND } from '@app/shared/i18n/admin';
import { type SubscriptionRow, type UpdatePlanInput } from '@app/shared/api/admin';
import type { SuperAdminCaller } from '@app/shared/roles';
import type { AppContext } from '../../app-context.js';
import { accounts } from '../../db/schema/accounts.js';
import { users } from '../../db/schema/auth.js';
import { badRequest, notFound } from '../../base/errors.js';
import { lockAccount } from '../account/lock-account.js';
import { setAccountPlan } from '../account/set-account-plan.js';
import { recordAudit } from './record-audit.js';
import { unsafeFindSubscriptionRow } from './unsafe-subscription-rows.js';
import { shownEmail } from '../account/shown-email.js';
import { planChangedEmail } from './admin-emails.js';

/**
 * Spec §6: the operator sets a user's plan name and plan expiry. The plan belongs to the user's account (D2),
 * so it changes for the whole account, through `setAccountPlan`, the only writer of the plan fields (ADR 0011).
 */
export async function changeUserPlan(
  ctx: AppContext,
  { caller, userId, input }: { caller: SuperAdminCaller; userId: string; input: UpdatePlanInput },
): Promise<{ message: string; user: SubscriptionRow }> {
  const changed = await ctx.db.transaction(async (tx) => {
    // The audit log names a user by the address the back office shows (ADR 0113).
    const [target] = await tx.select({ email: shownEmail(), accountId: users.accountId }).from(users).where(eq(users.id, userId));
    if (!target) throw notFound(USER_NOT_FOUND, 'USER_NOT_FOUND');
    if (!target.accountId) throw badRequest(NO_PLAN_FOR_OPERATOR, 'NO_ACCOUNT');
    await lockAccount(tx, target.accountId);
    const [before] = await tx
      .select({ plan: accounts.plan, planExpiresAt: accounts.planExpiresAt })
      .from(accounts)
      .where(eq(accounts.id, target.accountId));
    const planExpiresAt = input.planExpiresAt ? new Date(input.planExpiresAt) : null;
    await setAccountPlan(tx, target.accountId, { plan: input.planName, planExpiresAt });
    await recordAudit(tx, {
      caller,
      action: 'plan.changed',
      targetType: 'user',
      targetId: userId,
      targetLabel: target.email,
      before: { plan: before?.plan ?? null, planExpiresAt: before?.planExpiresAt?.toISOString() ?? null, accountId: target.accountId },
      after: {
        plan: input.planName,
        planExpiresAt: planExpiresAt?.toISOString() ?? null,
        accountId: target.accountId,
        reason: input.reason,
      },
    });
    const [owner] = await tx
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.accountId, target.accountId), eq(users.role, 'owner')));
    return { accountId: target.accountId, ownerEmail: owner?.email ?? null, planExpiresAt };
  });
  const { accountId, ownerEmail } = changed;
  await ctx.realtime.publish({ type: 'team.changed', accountId });
  // The customer is told (issue 34): the account's owner reads the new plan, until when, and the operator's reason.
  if (ownerEmail) {
    await ctx.mailer
      .send(
        planChangedEmail(ownerEmail, {
          plan: input.planName,
          until: changed.planExpiresAt,
          reason: input.reason,
          billingUrl: `${ctx.config.APP_URL}/billing`,
        }),
      )
      .catch((err: unknown) => ctx.log.warn({ err, accountId }, 'plan change e-mail not sent'));
  }
  const user = await unsafeFindSubscriptionRow(ctx.db, userId);
  if (!user) throw notFound(USER_NOT_FOUND, 'USER_NOT_FOUND');
  return { message: PROFILE_UPDATED, user };
}
