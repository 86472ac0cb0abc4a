import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { CurrentSession, SessionInfo } from '@app/shared/api/auth';
import { apiRequest } from './api-client';

/**
 * The session is shared by every feature (guards, sidebar, pages that depend on the role), so it lives in lib/
 * like Bulletproof React's `lib/auth`: GET /api/auth/session, its key, its query options and `useSession`.
 */
export const sessionKeys = { all: ['session'] as const };

/** The signed-in user, or null when signed out (a 200 with `{ user: null }`: no failed request in a visitor's console). */
export async function getSession(): Promise<SessionInfo | null> {
  const current = await apiRequest<CurrentSession>('/auth/session');
  return current.user === null ? null : current;
}

export const sessionQueryOptions = () => queryOptions({ queryKey: sessionKeys.all, queryFn: getSession, staleTime: 60_000 });

export function useSession() {
  const query = useQuery(sessionQueryOptions());
  return { session: query.data ?? null, isLoading: query.isLoading, error: query.error };
}

/** Reads the session again in the background (a role or avatar changed, another tab signed in). */
export const refreshSession = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: sessionKeys.all });

/** The session as the server sees it now: a request sent before a new cookie existed is replaced, not reused. */
export async function fetchFreshSession(queryClient: QueryClient): Promise<SessionInfo | null> {
  await queryClient.cancelQueries({ queryKey: sessionKeys.all });
  return queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
}
