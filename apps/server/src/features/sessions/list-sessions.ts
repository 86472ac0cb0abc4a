import { desc } from 'drizzle-orm';
import type { UserSession } from '@app/shared/api/sessions';
import type { Caller } from '@app/shared/roles';
import type { AppContext } from '../../app-context.js';
import { sessions } from '../../db/schema/auth.js';
import { describeUserAgent } from './describe-user-agent.js';
import { approximatePlace } from './approximate-place.js';
import { ownSessions } from './own-sessions.js';
import { browserSessionOver } from './session-activity.js';

/** The profile's list: the caller's active sessions, most recently used first, this one marked. */
export async function listSessions(ctx: AppContext, { caller }: { caller: Caller }): Promise<UserSession[]> {
  const rows = await ctx.db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      lastActiveAt: sessions.lastActiveAt,
      persistent: sessions.persistent,
    })
    .from(sessions)
    .where(ownSessions(caller))
    .orderBy(desc(sessions.lastActiveAt), desc(sessions.id));
  return rows
    .filter((row) => !browserSessionOver(row))
    .map((row) => ({
      id: row.id,
      ...describeUserAgent(row.userAgent),
      place: approximatePlace(row.ipAddress),
      createdAt: row.createdAt.toISOString(),
      lastActiveAt: row.lastActiveAt.toISOString(),
      current: row.id === caller.sessionId,
      persistent: row.persistent,
    }));
}
