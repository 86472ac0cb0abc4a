import { CURRENT_SESSION_NOT_HERE, SESSION_NOT_FOUND } from '@app/shared/i18n/sessions';
import type { Caller } from '@app/shared/roles';
import type { AppContext } from '../../app-context.js';
import { sessions } from '../../db/schema/auth.js';
import { badRequest, notFound } from '../../base/errors.js';
import { ownSessions } from './own-sessions.js';

/** Tells the ended sessions' open pages to leave; the events stream of each closes too. */
async function announce(ctx: AppContext, userId: string, ids: string[]): Promise<void> {
  await ctx.realtime.publish(...ids.map((id) => ({ type: 'session.ended' as const, userId, payload: { sessionId: id } })));
}

/**
 * Ends one of the caller's other sessions. Someone else's (or an unknown) id is a 404, the same answer, so ids of
 * other people's sessions cannot be probed. This session ends with 'Esci', which also clears the cookie.
 */
export async function endSession(ctx: AppContext, { caller, sessionId }: { caller: Caller; sessionId: string }): Promise<void> {
  if (sessionId === caller.sessionId) throw badRequest(CURRENT_SESSION_NOT_HERE, 'CURRENT_SESSION');
  const ended = await ctx.db
    .delete(sessions)
    .where(ownSessions(caller, { only: sessionId }))
    .returning({ id: sessions.id });
  if (ended.length === 0) throw notFound(SESSION_NOT_FOUND, 'SESSION_NOT_FOUND');
  await announce(ctx, caller.userId, [sessionId]);
}

/** 'Termina tutte le altre sessioni': every session of the caller but this one. Answers how many ended. */
export async function endOtherSessions(ctx: AppContext, { caller }: { caller: Caller }): Promise<number> {
  const ended = await ctx.db
    .delete(sessions)
    .where(ownSessions(caller, caller.sessionId ? { except: caller.sessionId } : {}))
    .returning({ id: sessions.id });
  await announce(
    ctx,
    caller.userId,
    ended.map((row) => row.id),
  );
  return ended.length;
}
