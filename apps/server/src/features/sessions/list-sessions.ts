import { desc, eq } from 'drizzle-orm';
import type { UserSession } from '@app/shared/api/sessions';
import type { Caller } from '@app/shared/roles';
import type { AppContext } from '../../app-context.js';
import { sessions } from '../../db/schema/auth.js';
import { sessionSecondFactors, userSecondFactors } from '../../db/schema/second-factor.js';
import { secondFactorRequired } from '../../auth/second-factor-policy.js';
import { teamRequiresSecondFactor } from '../auth/team-requires-second-factor.js';
import { describeUserAgent } from './describe-user-agent.js';
import { approximatePlace } from './approximate-place.js';
import { ownSessions } from './own-sessions.js';
import { browserSessionOver } from '../../auth/session-activity.js';

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
      verifiedAt: sessionSecondFactors.verifiedAt,
    })
    .from(sessions)
    .leftJoin(sessionSecondFactors, eq(sessionSecondFactors.sessionId, sessions.id))
    .where(ownSessions(caller))
    .orderBy(desc(sessions.lastActiveAt), desc(sessions.id));
  const [factor] = await ctx.db
    .select({ confirmedAt: userSecondFactors.confirmedAt })
    .from(userSecondFactors)
    .where(eq(userSecondFactors.userId, caller.userId));
  const required = secondFactorRequired(
    caller.role,
    Boolean(factor?.confirmedAt),
    await teamRequiresSecondFactor(ctx.db, caller.accountId),
  );
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
      awaitingSecondFactor: required && !row.verifiedAt,
    }));
}
