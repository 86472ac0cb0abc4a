import { BOOKING_VISITOR_MESSAGES } from '@app/shared/i18n/bookings';
import { CHAT_MESSAGES } from '@app/shared/i18n/chat';
import { LOGIN_ACCOUNT_LOCKED, LOGIN_CLIENT_BLOCKED } from '@app/shared/i18n/common';
import { INTEGRATIONS_MESSAGES } from '@app/shared/i18n/integrations';
import { MESSAGES } from '../base/errors.js';
import { SECOND_FACTOR_TOO_MANY } from '@app/shared/i18n/second-factor';
import { HANDOFF_MESSAGES } from '@app/shared/i18n/handoff';
import { ACTION_VISITOR_TEXT } from '@app/shared/i18n/actions';

/**
 * What a limit counts requests of. A route's limit derives it from the request (`route-limits.ts`);
 * service code passes it to `consume` (the address, or the agent's id).
 * - `address`: the client address (`request.ip`, behind a proxy only with TRUST_PROXY)
 * - `address+email`: the address and the e-mail in the body, so one attacker cannot lock everyone out
 *   of an office that shares one address
 * - `address+session`: the address and the session token (not other cookies, which cost nothing to vary)
 * - `agent`: the agent's id, whoever is asking
 * - `email`: the e-mail in the body, whatever the address (a lockout of one sign-in name)
 * - `user`: the signed-in user, whatever their address (an office behind one address does not share it);
 *   the address when nobody is signed in
 * - `token`: the API token of a /api/v1 request (its id)
 * - `visitor`: the public chat's visitor id (the `visitorId` of the body or query), whatever the address
 */
export type CountsBy = 'address' | 'address+email' | 'address+session' | 'agent' | 'user' | 'email' | 'token' | 'visitor';

export interface RateLimit {
  /** Requests allowed in one window; the next one answers 429. */
  max: number;
  /** The window starts at a subject's first request and lasts this long (a fixed window, ADR 0015). */
  windowSeconds: number;
  countsBy: CountsBy;
  /** The Italian message of the 429. */
  message: string;
  /**
   * Counted when the request arrives, before its body is read (after the caller scope): a flood pays its quota even
   * for requests that would be refused. Otherwise it is counted after validation, so a malformed request costs
   * nothing and the body's e-mail is known.
   */
  beforeBody?: boolean;
  /** Answers and refusals carry the IETF RateLimit header fields (the public API, ADR 0081). */
  headers?: boolean;
  /**
   * While the store cannot be reached (ADR 0160): 'open' lets the request through (the default), 'closed' refuses it
   * with a 503: the limits that stand between a stranger and a password or a code, which must never go uncounted.
   */
  whenStoreDown?: 'open' | 'closed';
}

const BOOKING_MESSAGES_RATE = BOOKING_VISITOR_MESSAGES.tooManyRequests;
const MINUTE = 60;
const limit = (max: number, windowSeconds: number, countsBy: CountsBy = 'address'): RateLimit => ({
  max,
  windowSeconds,
  countsBy,
  message: MESSAGES.tooMany,
});
/** A limit guarding a password or a code: refused while its counts cannot be kept (ADR 0160). */
const closed = (rateLimit: RateLimit): RateLimit => ({ ...rateLimit, whenStoreDown: 'closed' });

/**
 * Every limit of the server, in one place. A route names its limits in `config.rateLimit` (`route-limits.ts`), the one
 * way to attach a limit. Services count only what no route can know: outcomes (failed sign-ins), a visitor's message in a
 * conversation a person holds (`handoffVisitorMessage`: the same route is an ordinary chat turn otherwise) and a
 * messaging channel's sender (`channelSender`: counted by the delivery's worker, after the webhook has answered).
 */
export const RATE_LIMITS = {
  register: limit(20, 60 * MINUTE),
  login: closed(limit(10, MINUTE, 'address+email')),
  forgotPassword: limit(10, 15 * MINUTE),
  updatePassword: limit(10, 15 * MINUTE),
  verifyEmail: limit(10, 15 * MINUTE),
  resendVerification: limit(10, 15 * MINUTE),
  confirmInvite: limit(10, 15 * MINUTE),
  // 'Richiedi un nuovo invito' (ADR 0133): each request may e-mail someone.
  resendInvite: limit(5, 15 * MINUTE),
  // Each of these e-mails someone or tries a password or a link token: limited like the login form.
  profileEmail: limit(10, 15 * MINUTE, 'address+session'),
  profileEmailConfirm: limit(10, 15 * MINUTE, 'address+session'),
  profilePassword: closed(limit(10, 15 * MINUTE, 'address+session')),
  profileDelete: closed(limit(10, 15 * MINUTE, 'address+session')),
  // Failed sign-ins only (counted by the login service): from one client across addresses (password spraying), and on
  // one address from anywhere (guessing one password). The second suspends that address's sign-in for its window;
  // its owner lifts it at once with the e-mailed link, so a stranger cannot keep anyone out for long.
  loginFailuresClient: closed({ max: 20, windowSeconds: 15 * MINUTE, countsBy: 'address', message: LOGIN_CLIENT_BLOCKED }),
  loginFailuresAccount: closed({ max: 10, windowSeconds: 15 * MINUTE, countsBy: 'email', message: LOGIN_ACCOUNT_LOCKED }),
  memberPasswordReset: limit(10, 15 * MINUTE, 'address+session'),
  // Google sign-in (issue 17): each start stores a state and each callback calls Google; the link form tries a password.
  googleSignIn: limit(30, 15 * MINUTE),
  googleLink: closed(limit(10, 15 * MINUTE)),
  // Second-factor codes (D14): six digits are guessable without a limit, so few tries per user.
  secondFactor: closed({ max: 10, windowSeconds: 15 * MINUTE, countsBy: 'user', message: SECOND_FACTOR_TOO_MANY }),
  // Forms that write to the operator.
  contact: limit(5, 15 * MINUTE, 'user'),
  modificationRequest: limit(5, 15 * MINUTE, 'user'),
  // 'Invia un test' of the leads webhook (ADR 0157): each one makes the server call an outside address.
  leadWebhookTest: limit(10, 15 * MINUTE, 'user'),
  // The public chat (issue 5) counts per visitor address and per agent, so one visitor cannot use up an agent.
  publicChatVisitor: { max: 20, windowSeconds: MINUTE, countsBy: 'address', message: CHAT_MESSAGES.publicRateLimited, beforeBody: true },
  publicChatAgent: { max: 300, windowSeconds: MINUTE, countsBy: 'agent', message: CHAT_MESSAGES.agentRateLimited, beforeBody: true },
  // The public API (issue 14, ADR 0081): every request of a token, and its chat turns (each may call a model).
  apiToken: {
    max: 120,
    windowSeconds: MINUTE,
    countsBy: 'token',
    message: INTEGRATIONS_MESSAGES.rateLimited,
    beforeBody: true,
    headers: true,
  },
  apiTokenChat: {
    max: 30,
    windowSeconds: MINUTE,
    countsBy: 'token',
    message: INTEGRATIONS_MESSAGES.rateLimited,
    beforeBody: true,
    headers: true,
  },
  // Hand-off (issue 30): a request e-mails the team, so few per visitor and per address; a visitor's messages to a person
  // and the team's replies are counted too; the e-mailed link's token is tried a few times per address.
  handoffRequestAddress: {
    max: 10,
    windowSeconds: 15 * MINUTE,
    countsBy: 'address',
    message: HANDOFF_MESSAGES.tooManyRequests,
    beforeBody: true,
  },
  handoffRequestVisitor: { max: 3, windowSeconds: 15 * MINUTE, countsBy: 'visitor', message: HANDOFF_MESSAGES.tooManyRequests },
  handoffVisitorMessage: { max: 20, windowSeconds: MINUTE, countsBy: 'visitor', message: CHAT_MESSAGES.publicRateLimited },
  handoffTeamReply: limit(60, MINUTE, 'user'),
  handoffResume: limit(20, 15 * MINUTE),
  // A visitor's live stream (ADR 0192): each holds a socket and a subscription, and a chat reopens it after a drop.
  handoffVisitorStream: { ...limit(60, MINUTE), beforeBody: true },
  // Bookings (issue 46): a booking e-mails the visitor and the team and takes a place; few per address and per visitor.
  bookingAddress: { max: 30, windowSeconds: 15 * MINUTE, countsBy: 'address', message: BOOKING_MESSAGES_RATE, beforeBody: true },
  bookingVisitor: { max: 5, windowSeconds: 15 * MINUTE, countsBy: 'visitor', message: BOOKING_MESSAGES_RATE },
  // The e-mailed link to cancel or move a booking, and the private calendar feed, tried a few times per address.
  bookingLink: limit(60, 15 * MINUTE),
  // WhatsApp and Telegram (issue 31, ADR 0183): the messages of one sender to one agent's channel, counted by the
  // delivery's worker (`channel:<connection>:<sender>`); past it the messages are kept unanswered, nobody is told.
  channelSender: { max: 10, windowSeconds: MINUTE, countsBy: 'visitor', message: CHAT_MESSAGES.publicRateLimited },
  // E-mail (issue 47): answers to one sender from one mailbox in an hour; past it the messages are kept unanswered, so
  // two auto-responders the guards did not recognise stop after this many rounds.
  emailSender: { max: 5, windowSeconds: 60 * MINUTE, countsBy: 'visitor', message: CHAT_MESSAGES.publicRateLimited },
  // Custom actions (issue 46, ADR 0260): each call makes the server call the business's system, so a visitor (or a
  // member in the test chat, or a messaging conversation) has few per minute, whether the model or a form calls it;
  // counted by the action runner. 'Prova' is the team's own try.
  actionCallVisitor: { max: 10, windowSeconds: MINUTE, countsBy: 'visitor', message: ACTION_VISITOR_TEXT.tooMany },
  actionTest: limit(30, 15 * MINUTE, 'user'),
} as const satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof RATE_LIMITS;
