import { useQuery } from '@tanstack/react-query';
import { sessionQueryOptions } from './api/session';

export function useSession() {
  const query = useQuery(sessionQueryOptions());
  return { session: query.data ?? null, isLoading: query.isLoading, error: query.error };
}
