import type { QueryClient } from '@tanstack/react-query';
import type { SessionInfo } from '@app/shared/api/auth';
import { sessionKeys } from './session';
import { broadcastAuth } from './auth-channel';
import { reconnectEvents, resetEvents } from './events';

/**
 * The one place the browser takes on a new session (sign-in, verification link, invitation link): the
 * cache holds it, the event stream reconnects with it, and the other tabs are told.
 */
export function adoptSession(queryClient: QueryClient, session: SessionInfo): void {
  queryClient.setQueryData(sessionKeys.all, session);
  reconnectEvents();
  broadcastAuth({ type: 'signed-in' });
}

/**
 * The one place the browser lets a session go (sign-out, deletion, password change, session ended by the
 * server): nothing of the old user stays cached. `tellOtherTabs` is false when another tab told us.
 */
export function forgetSession(queryClient: QueryClient, { tellOtherTabs }: { tellOtherTabs: boolean }): void {
  resetEvents();
  if (tellOtherTabs) broadcastAuth({ type: 'signed-out' });
  queryClient.setQueryData(sessionKeys.all, null);
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionKeys.all[0] });
}
