import { visitorCopy, visitorDateTime } from '@app/shared/i18n/visitor/index';
import {
  acceptLanguageTags,
  fallbackVisitorLanguage,
  isVisitorLanguage,
  offeredVisitorLanguages,
  preferredVisitorLanguage,
  type VisitorLanguage,
} from '@app/shared/visitor-language';
import type { EmailFrame } from '../../mail/templates.js';
import { italianWhen } from '../../base/rome-time.js';

/** The booking sentences a visitor reads, in their language (issue 48, ADR 0240). */
export const bookingCopy = (language: VisitorLanguage = 'it') => visitorCopy(language).bookings;

/** A booking's moment for the visitor, in Rome's time zone: Italian as it always was, other languages through Intl. */
export const visitorWhen = (language: VisitorLanguage, when: Date): string =>
  language === 'it' ? italianWhen(when) : visitorDateTime(language, when);

/**
 * The language of a public booking request made without a conversation, as the public chat picks one (ADR 0240): the
 * visitor's choice (`language`) when the agent offers it, else the browser's (Accept-Language), else Italian (or the
 * agent's first language). Written here rather than imported from chat, which imports bookings.
 */
export function requestLanguage(
  agent: { visitorLanguages: readonly string[] | null },
  chosen: VisitorLanguage | undefined,
  acceptLanguage: string | undefined,
): VisitorLanguage {
  const offered = offeredVisitorLanguages(agent.visitorLanguages);
  if (chosen && offered.includes(chosen)) return chosen;
  return preferredVisitorLanguage(acceptLanguageTags(acceptLanguage), offered) ?? fallbackVisitorLanguage(offered);
}

/** The booking's language: its own, else its conversation's (null for a team's booking: Italian). */
export const languageOfBooking = (b: { language?: string | null }): VisitorLanguage => (isVisitorLanguage(b.language) ? b.language : 'it');

/** The words around an e-mail to the visitor (sign-off, the button's fallback), in their language. */
export function emailFrame(language: VisitorLanguage): EmailFrame {
  const t = visitorCopy(language).email;
  return { lang: language, signOff: t.signOff, buttonFallback: t.buttonFallback };
}
