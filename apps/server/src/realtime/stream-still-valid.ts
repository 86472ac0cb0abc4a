import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { sessions, users } from '../db/schema/auth.js';

/**
 * Whether an open event stream may go on: its session still exists and has not expired, its user is not
 * deactivated, and still belongs to the account whose events the stream carries. Checked at each heartbeat, so a
 * stream ends even when the 'session.ended' notification that should have ended it was lost.
 */
export async function streamStillValid(
  db: DbOrTx,
  stream: { sessionId?: string; userId: string; accountId: string | null },
): Promise<boolean> {
  if (!stream.sessionId) return false;
  const [row] = await db
    .select({ accountId: users.accountId })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, stream.sessionId),
        eq(sessions.userId, stream.userId),
        gt(sessions.expiresAt, sql`now()`),
        sql`(${users.bannedUntil} is null or ${users.bannedUntil} <= now())`,
      ),
    );
  return !!row && row.accountId === stream.accountId;
}
