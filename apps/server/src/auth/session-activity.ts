import { and, eq, lt } from 'drizzle-orm';
import { BROWSER_SESSION_HOURS } from '@app/shared/api/sessions';
import type { DbOrTx } from '../db/client.js';
import { sessions } from '../db/schema/auth.js';

/** Last activity is shown to the minute: writing it more often would cost a write per request for nothing. */
export const ACTIVITY_RESOLUTION_MS = 60_000;
const BROWSER_SESSION_MS = BROWSER_SESSION_HOURS * 60 * 60 * 1000;

/** A session signed in without 'Ricordami' lasts at most 12 hours, refreshed or not (ADR 0106). */
export function browserSessionOver(session: { createdAt: Date; persistent: boolean }, now: Date = new Date()): boolean {
  return !session.persistent && now.getTime() - session.createdAt.getTime() >= BROWSER_SESSION_MS;
}

/**
 * Records the session's last activity at most once a minute (ADR 0107). The condition sits in the UPDATE, so two
 * instances serving the same session in the same minute write once between them.
 */
export async function touchSession(db: DbOrTx, sessionId: string, lastActiveAt: Date, now: Date = new Date()): Promise<void> {
  if (now.getTime() - lastActiveAt.getTime() < ACTIVITY_RESOLUTION_MS) return;
  const threshold = new Date(now.getTime() - ACTIVITY_RESOLUTION_MS);
  await db
    .update(sessions)
    .set({ lastActiveAt: now })
    .where(and(eq(sessions.id, sessionId), lt(sessions.lastActiveAt, threshold)));
}

/**
 * What sign-in adds to better-auth's new session: the client address as Fastify sees it (TRUST_PROXY decides
 * whether X-Forwarded-For counts; better-auth would read the header from anyone), and for 'Ricordami' unchecked
 * the mark and a 12-hour end (better-auth already sends a cookie without Max-Age and keeps the session a day).
 */
export async function recordSignIn(
  db: DbOrTx,
  sessionId: string,
  { address, rememberMe }: { address: string; rememberMe: boolean },
  now: Date = new Date(),
): Promise<void> {
  await db
    .update(sessions)
    .set(
      rememberMe
        ? { ipAddress: address }
        : { ipAddress: address, persistent: false, expiresAt: new Date(now.getTime() + BROWSER_SESSION_MS) },
    )
    .where(eq(sessions.id, sessionId));
}
