import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { BOOKING_MESSAGES } from '@app/shared/i18n/bookings';
import type { AppContext } from '../../app-context.js';
import { users } from '../../db/schema/auth.js';
import { profiles } from '../../db/schema/accounts.js';
import { handoffMailOptOuts } from '../../db/schema/handoff.js';
import { composeEmail } from '../../mail/templates.js';
import { pushText } from '@app/shared/i18n/push';
import { notifyMembersByPush } from '../push/notify-members-by-push.js';

export interface NewBookingNotice {
  accountId: string;
  agentId: string;
  bookingId: string;
  agentName: string;
  visitorName: string;
  serviceName: string;
  when: string;
  pending: boolean;
}

/**
 * Tells the team of a new booking the way a hand-off request is told (issue 46): live through `bookings.changed`
 * (the 'Prenotazioni' page and its badge listen) and by e-mail to the account's owner and admins, leaving out members
 * who turned team e-mails off in their profile or are deactivated, and by web push to who sees the bookings (owners,
 * admins, the agent's instructor) on the devices they turned it on (issue 47). Failures are logged: the booking stands.
 */
export async function notifyTeamOfBooking(ctx: AppContext, notice: NewBookingNotice): Promise<void> {
  await ctx.realtime.publish({
    type: 'bookings.changed',
    accountId: notice.accountId,
    payload: { bookingId: notice.bookingId, agentId: notice.agentId },
  });
  const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').slice(0, 80);
  const push = notifyMembersByPush(ctx, {
    accountId: notice.accountId,
    agentId: notice.agentId,
    message: {
      ...pushText.notification.booking(oneLine(notice.visitorName), notice.when),
      url: '/bookings',
      tag: `booking-${notice.bookingId}`,
    },
  });
  try {
    const now = new Date();
    const rows = await ctx.db
      .select({ email: users.email })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .leftJoin(handoffMailOptOuts, eq(handoffMailOptOuts.userId, users.id))
      .where(
        and(
          eq(users.accountId, notice.accountId),
          inArray(users.role, ['owner', 'admin']),
          eq(profiles.isActive, true),
          or(isNull(users.bannedUntil), sql`${users.bannedUntil} <= ${now}`),
          isNull(handoffMailOptOuts.userId),
        ),
      );
    const subject = BOOKING_MESSAGES.notifySubject(oneLine(notice.visitorName), oneLine(notice.agentName));
    const paragraphs = [
      BOOKING_MESSAGES.notifyBody(notice.visitorName, notice.serviceName, notice.when, notice.agentName),
      ...(notice.pending ? [BOOKING_MESSAGES.notifyPending] : []),
    ];
    for (const { email } of rows) {
      await ctx.mailer.send(
        composeEmail(email, subject, {
          paragraphs,
          action: { label: BOOKING_MESSAGES.notifyAction, url: `${ctx.config.APP_URL}/bookings` },
          footer: BOOKING_MESSAGES.notifyFooter,
        }),
      );
    }
  } catch (err) {
    ctx.log.warn({ err, bookingId: notice.bookingId }, 'booking e-mail to the team not sent');
  }
  await push;
}
