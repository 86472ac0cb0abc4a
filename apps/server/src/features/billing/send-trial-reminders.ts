import { and, gt, isNull, lte, or } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { accounts } from '../../db/schema/accounts.js';
import { billingNotices } from '../../db/schema/billing.js';
import { ownerEmail } from './billing-accounts.js';
import { trialEndingEmail } from './billing-emails.js';

export const TRIAL_REMINDER_DAYS = 2;

/** Accounts whose trial ends within two days and that have no plan running: they get the reminder. */
async function unsafeTrialsEndingSoon(ctx: AppContext, now: Date) {
  const horizon = new Date(now.getTime() + TRIAL_REMINDER_DAYS * 86_400_000);
  return ctx.db
    .select({ id: accounts.id, trialEndsAt: accounts.trialEndsAt })
    .from(accounts)
    .where(
      and(
        gt(accounts.trialEndsAt, now),
        lte(accounts.trialEndsAt, horizon),
        or(isNull(accounts.planExpiresAt), lte(accounts.planExpiresAt, now)),
      ),
    );
}

/**
 * D4: the owner hears two days before the trial ends. Each account gets it once per trial end, even with several
 * instances sweeping: the notice row is taken first, and only the instance that took it sends.
 */
export async function sendTrialReminders(ctx: AppContext, now: Date = new Date()): Promise<number> {
  let sent = 0;
  for (const account of await unsafeTrialsEndingSoon(ctx, now)) {
    const taken = await ctx.db
      .insert(billingNotices)
      .values({ accountId: account.id, kind: 'trial-ending', occasion: account.trialEndsAt!.toISOString() })
      .onConflictDoNothing()
      .returning();
    if (taken.length === 0) continue;
    const to = await ownerEmail(ctx.db, account.id);
    if (!to) continue;
    await ctx.mailer.send(trialEndingEmail(to, { trialEnds: account.trialEndsAt!, pricingUrl: `${ctx.config.APP_URL}/pricing` }));
    sent += 1;
  }
  return sent;
}

/** Hourly: a reminder is late by an hour at most. */
const SWEEP_MS = 3_600_000;

export async function sendTrialRemindersRegularly(ctx: AppContext): Promise<void> {
  const sweep = () => sendTrialReminders(ctx).catch((err: unknown) => ctx.log.warn({ err }, 'trial reminders failed'));
  await sweep();
  const timer = setInterval(() => void sweep(), SWEEP_MS);
  timer.unref();
  ctx.onClose.unshift(async () => clearInterval(timer));
}
