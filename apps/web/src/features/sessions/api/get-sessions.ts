import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserSession } from '@app/shared/api/sessions';
import { apiRequest } from '../../../lib/api-client';
import { sessionsKeys } from './keys';

/** GET /api/sessions: the signed-in user's active sessions, this one marked. */
export const getSessions = () => apiRequest<{ sessions: UserSession[] }>('/sessions').then((r) => r.sessions);

// Last activity changes while the page is open: read again when the user comes back to the tab.
export const sessionsQueryOptions = () => queryOptions({ queryKey: sessionsKeys.list(), queryFn: getSessions, staleTime: 0 });

export const useSessions = () => useQuery(sessionsQueryOptions());
