import { CHAT_MESSAGES } from '@app/shared/api/chat';
import { LOGIN_ACCOUNT_LOCKED, LOGIN_CLIENT_BLOCKED } from '@app/shared/messages';
import { INTEGRATIONS_MESSAGES } from '@app/shared/api/integrations';
import { MESSAGES } from '../http/errors.js';
import { SECOND_FACTOR_TOO_MANY } from '@app/shared/api/second-factor';

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
 */
export type CountsBy = 'address' | 'address+email' | 'address+session' | 'agent' | 'user' | 'email' | 'token';

export interface RateLimit {
  /** Requests allowed in one window; the next one answers 429. */
  max: number;
  /** The window starts at a subject's first request and lasts this long (a fixed window, ADR 0015). */
  windowSeconds: number;
  countsBy: CountsBy;
  /** The Italian message of the 429. */
  message: string;
}

const MINUTE = 60;
const limit = (max: number, windowSeconds: number, countsBy: CountsBy = 'address'): RateLimit => ({
  max,
  windowSeconds,
  countsBy,
  message: MESSAGES.tooMany,
});

/** Every limit of the server, in one place. A route names one in `config.rateLimit`. */
export const RATE_LIMITS = {
  register: limit(20, 60 * MINUTE),
  login: limit(10, MINUTE, 'address+email'),
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
  profilePassword: limit(10, 15 * MINUTE, 'address+session'),
  profileDelete: limit(10, 15 * MINUTE, 'address+session'),
  // Failed sign-ins only (counted by the login service): from one client across addresses (password spraying), and on
  // one address from anywhere (guessing one password). The second suspends that address's sign-in for its window;
  // its owner lifts it at once with the e-mailed link, so a stranger cannot keep anyone out for long.
  loginFailuresClient: { max: 20, windowSeconds: 15 * MINUTE, countsBy: 'address', message: LOGIN_CLIENT_BLOCKED },
  loginFailuresAccount: { max: 10, windowSeconds: 15 * MINUTE, countsBy: 'email', message: LOGIN_ACCOUNT_LOCKED },
  memberPasswordReset: limit(10, 15 * MINUTE, 'address+session'),
  // Google sign-in (issue 17): each start stores a state and each callback calls Google; the link form tries a password.
  googleSignIn: limit(30, 15 * MINUTE),
  googleLink: limit(10, 15 * MINUTE),
  // Second-factor codes (D14): six digits are guessable without a limit, so few tries per user.
  secondFactor: { max: 10, windowSeconds: 15 * MINUTE, countsBy: 'user', message: SECOND_FACTOR_TOO_MANY },
  // Forms that write to the operator.
  contact: limit(5, 15 * MINUTE, 'user'),
  modificationRequest: limit(5, 15 * MINUTE, 'user'),
  // The public chat (issue 5) counts per visitor address and per agent, so one visitor cannot use up an agent.
  publicChatVisitor: { max: 20, windowSeconds: MINUTE, countsBy: 'address', message: CHAT_MESSAGES.publicRateLimited },
  publicChatAgent: { max: 300, windowSeconds: MINUTE, countsBy: 'agent', message: CHAT_MESSAGES.agentRateLimited },
  // The public API (issue 14, ADR 0081): every request of a token, and its chat turns (each may call a model).
  apiToken: { max: 120, windowSeconds: MINUTE, countsBy: 'token', message: INTEGRATIONS_MESSAGES.rateLimited },
  apiTokenChat: { max: 30, windowSeconds: MINUTE, countsBy: 'token', message: INTEGRATIONS_MESSAGES.rateLimited },
} as const satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof RATE_LIMITS;
