import { queryOptions } from '@tanstack/react-query';
import type { SessionInfo } from '@app/shared/api/auth';
import { apiRequest, ApiRequestError } from '../../../lib/api-client';

export const SESSION_KEY = ['session'] as const;

/** The signed-in user, or null when signed out. */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: SESSION_KEY,
    queryFn: async (): Promise<SessionInfo | null> => {
      try {
        return await apiRequest<SessionInfo>('/auth/session');
      } catch (err) {
        if (err instanceof ApiRequestError && err.status === 401) return null;
        throw err;
      }
    },
    staleTime: 60_000,
  });
