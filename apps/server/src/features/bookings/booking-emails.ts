import type { AppContext } from '../../app-context.js';
import { composeEmail } from '../../mail/templates.js';
import type { VisitorLanguage } from '@app/shared/visitor-language';
import { bookingCopy, emailFrame, languageOfBooking, visitorWhen } from './booking-language.js';
import { buildIcs } from './booking-ics.js';
import { bookingLinkUrl } from './booking-link.js';
import type { BookingRow } from './booking-detail.js';

export type VisitorMailKind = 'confirmed' | 'pending' | 'reminder' | 'cancelled' | 'moved';

const SUBJECT = {
  confirmed: 'mailConfirmedSubject',
  pending: 'mailPendingSubject',
  reminder: 'mailReminderSubject',
  cancelled: 'mailCancelledSubject',
  moved: 'mailMovedSubject',
} as const satisfies Record<VisitorMailKind, string>;
const INTRO = {
  confirmed: 'mailConfirmedIntro',
  pending: 'mailPendingIntro',
  reminder: 'mailReminderIntro',
  cancelled: 'mailCancelledIntro',
  moved: 'mailMovedIntro',
} as const satisfies Record<VisitorMailKind, string>;

/** The booking as one calendar event: the same UID in every e-mail, so a calendar updates the event it has. */
export function bookingIcs(ctx: AppContext, b: BookingRow, language: VisitorLanguage = languageOfBooking(b)): string {
  return buildIcs([
    {
      uid: `${b.id}@prenotazioni.agenti-ai`,
      start: new Date(b.starts_at),
      end: new Date(b.ends_at),
      summary: `${b.service_name} – ${b.agent_name}`,
      description: `${bookingCopy(language).mailManage}: ${bookingLinkUrl(ctx.config.APP_URL, ctx.config.AUTH_SECRET, b.id)}`,
      url: bookingLinkUrl(ctx.config.APP_URL, ctx.config.AUTH_SECRET, b.id),
      status: b.status === 'cancelled' ? 'CANCELLED' : b.status === 'pending' ? 'TENTATIVE' : 'CONFIRMED',
      sequence: Math.floor(new Date(b.updated_at).getTime() / 1000) - Math.floor(new Date(b.created_at).getTime() / 1000),
      updatedAt: new Date(b.updated_at),
    },
  ]);
}

/**
 * The visitor's e-mail about their booking (when they left an address): what and when, a signed link to cancel or move
 * it, and the event as an .ics attachment, in the visitor's language: the one stored on the booking (its conversation's,
 * or the one the public booking request carried), else its conversation's. Failures are logged: the booking stands.
 */
export async function sendVisitorBookingEmail(
  ctx: AppContext,
  b: BookingRow,
  kind: VisitorMailKind,
  language: VisitorLanguage = languageOfBooking(b),
): Promise<void> {
  if (!b.email) return;
  try {
    const V = bookingCopy(language);
    const when = visitorWhen(language, new Date(b.starts_at));
    const message = composeEmail(
      b.email,
      V[SUBJECT[kind]](b.agent_name),
      {
        greeting: V[INTRO[kind]](b.name),
        paragraphs: [V.mailWhat(b.service_name, when)],
        ...(kind === 'cancelled'
          ? {}
          : { action: { label: V.mailManage, url: bookingLinkUrl(ctx.config.APP_URL, ctx.config.AUTH_SECRET, b.id) } }),
        footer: V.mailFooter,
      },
      emailFrame(language),
    );
    await ctx.mailer.send({
      ...message,
      attachments: [
        {
          filename: 'prenotazione.ics',
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
          content: bookingIcs(ctx, b, language),
        },
      ],
    });
  } catch (err) {
    ctx.log.warn({ err, bookingId: b.id }, 'booking e-mail to the visitor not sent');
  }
}
