import { queryOptions } from '@tanstack/react-query';
import type { CurrentSession, SessionInfo } from '@app/shared/api/auth';
import { apiRequest } from '../../../lib/api-client';

export const SESSION_KEY = ['session'] as const;

/** The signed-in user, or null when signed out. */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: SESSION_KEY,
    // Signed out is a 200 with `{ user: null }`: no failed request in the console of a visitor's first page.
    queryFn: async (): Promise<SessionInfo | null> => {
      const current = await apiRequest<CurrentSession>('/auth/session');
      return current.user === null ? null : current;
    },
    staleTime: 60_000,
  });
