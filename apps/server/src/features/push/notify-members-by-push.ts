import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { PushPayload } from '@app/shared/api/push';
import type { AppContext } from '../../app-context.js';
import { users } from '../../db/schema/auth.js';
import { profiles } from '../../db/schema/accounts.js';
import { agents } from '../../db/schema/agents.js';
import { pushSubscriptions } from '../../db/schema/team-phone.js';
import { pushConfigured, sendWebPush } from './web-push-sender.js';

/**
 * Pushes a notification to the team's phones (issue 47), the one entry point for every feature (hand-off requests,
 * visitors' replies, bookings). Recipients: `userIds` when given (e.g. the member holding a request); otherwise who
 * sees the account's requests and bookings (D17, D19): owners and admins, and the instructor of `agentId`. Always
 * within `accountId`, active and not banned members only, each on every device they turned push on. A subscription
 * the push service no longer knows (404/410) is removed. Never throws: the action that notifies stands.
 */
export async function notifyMembersByPush(
  ctx: AppContext,
  args: { accountId: string; userIds?: string[]; agentId?: string; message: PushPayload },
): Promise<{ sent: number; removed: number }> {
  const counts = { sent: 0, removed: 0 };
  if (!pushConfigured(ctx.config)) return counts;
  try {
    const recipients = await recipientIds(ctx, args);
    if (!recipients.length) return counts;
    const subscriptions = await ctx.db
      .select()
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.accountId, args.accountId), inArray(pushSubscriptions.userId, recipients)));
    const payload = JSON.stringify(args.message);
    await Promise.all(
      subscriptions.map(async (s) => {
        const { outcome, status } = await sendWebPush(ctx.config, s, payload);
        if (outcome === 'sent') counts.sent += 1;
        else if (outcome === 'gone') {
          await ctx.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, s.id));
          counts.removed += 1;
        } else ctx.log.warn({ status, subscriptionId: s.id }, 'push not delivered');
      }),
    );
  } catch (err) {
    ctx.log.warn({ err }, 'push notifications not sent');
  }
  return counts;
}

async function recipientIds(ctx: AppContext, args: { accountId: string; userIds?: string[]; agentId?: string }): Promise<string[]> {
  const now = new Date();
  let who;
  if (args.userIds) {
    if (!args.userIds.length) return [];
    who = inArray(users.id, args.userIds);
  } else {
    const instructor = args.agentId
      ? sql`${users.id} = (select ${agents.instructorId} from ${agents} where ${agents.id} = ${args.agentId} and ${agents.accountId} = ${args.accountId})`
      : undefined;
    who = or(inArray(users.role, ['owner', 'admin']), instructor);
  }
  const rows = await ctx.db
    .select({ id: users.id })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(
        eq(users.accountId, args.accountId),
        who,
        eq(profiles.isActive, true),
        or(isNull(users.bannedUntil), sql`${users.bannedUntil} <= ${now}`),
      ),
    );
  return rows.map((r) => r.id);
}
