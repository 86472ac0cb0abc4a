import { and, eq, gt, ne, type SQL } from 'drizzle-orm';
import type { Caller } from '@app/shared/roles';
import { sessions } from '../../db/schema/auth.js';

/**
 * The one access rule of sessions: a user sees and ends only their own, unexpired ones. Every query of this
 * feature filters with it; another user's session id simply matches nothing (a 404).
 */
export function ownSessions(caller: Caller, { except, only }: { except?: string; only?: string } = {}): SQL {
  return and(
    eq(sessions.userId, caller.userId),
    gt(sessions.expiresAt, new Date()),
    except ? ne(sessions.id, except) : undefined,
    only ? eq(sessions.id, only) : undefined,
  )!;
}
